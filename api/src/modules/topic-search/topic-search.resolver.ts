import { LIMITS } from '@poolmates/schema';
import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { PageArgs } from '../../platform/connection.js';
import type { Context } from '../../platform/context.js';
import { IdArg } from '../../platform/ids.js';
import { Post } from '../posts/post.entity.js';
import { User } from '../users/user.entity.js';
import { TopicAssetHit } from './asset-search.js';
import { topicSearchService } from './topic-search.service.js';
import { PostSearchHit, PostSearchHitConnection } from './topic-search.types.js';

@Resolver(() => PostSearchHit)
export class TopicSearchResolver {
  @Auth()
  @Query(() => PostSearchHitConnection, {
    description: `Searches a topic's posts (squad members only; at least ${LIMITS.topicSearchMin} characters, at most ${LIMITS.topicSearchQueryMax}): full-text with English stems and accents ignored, typos and partial words matched through the topic's own words; best first, ${LIMITS.topicSearchPageSize} a page by default. Deleted posts are never found.`,
  })
  topicSearch(
    @IdArg('topicId') topicId: number,
    @Arg('query', () => String) query: string,
    @Args(() => PageArgs) page: PageArgs,
    @SignedIn() ctx: SignedInContext,
  ): Promise<PostSearchHitConnection> {
    return topicSearchService.search(ctx, topicId, query, page);
  }

  @Auth()
  @Query(() => [PostSearchHit], { description: `Suggestions as you type in a topic's search box: the best ${LIMITS.topicSearchSuggestions} hits, from ${LIMITS.topicSearchSuggestMin} characters. Squad members only.` })
  topicSearchSuggestions(@IdArg('topicId') topicId: number, @Arg('query', () => String) query: string, @SignedIn() ctx: SignedInContext): Promise<PostSearchHit[]> {
    return topicSearchService.suggest(ctx, topicId, query);
  }

  @Auth()
  @Query(() => [TopicAssetHit], {
    description: `Searches a topic's resources (name or URL) and takeaways (text) for the phrase as typed, case and accents ignored (squad members only; at least ${LIMITS.topicSearchMin} characters): newest first, at most 20. Posts are searched by topicSearch.`,
  })
  topicAssetSearch(@IdArg('topicId') topicId: number, @Arg('query', () => String) query: string, @SignedIn() ctx: SignedInContext): Promise<TopicAssetHit[]> {
    return topicSearchService.assets(ctx, topicId, query);
  }

  @FieldResolver(() => User)
  async author(@Root() hit: PostSearchHit, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(hit.authorId))!;
  }

  @FieldResolver(() => Post)
  async post(@Root() hit: PostSearchHit, @Ctx() ctx: Context): Promise<Post> {
    return (await ctx.loaders.topicSearch.postById.load(Number(hit.postId)))!;
  }
}

@Resolver(() => TopicAssetHit)
export class TopicAssetHitResolver {
  @FieldResolver(() => User)
  async author(@Root() hit: TopicAssetHit, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.users.byId.load(hit.authorId))!;
  }
}
