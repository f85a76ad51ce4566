import type { GraphQLResolveInfo } from 'graphql';
import { LIMITS } from '@poolmates/schema';
import { Arg, Args, Ctx, Extensions, Info, Query, Resolver } from 'type-graphql';
import { Public } from '../../platform/auth.js';
import { PageArgs } from '../../platform/connection.js';
import type { Context } from '../../platform/context.js';
import { IdArg } from '../../platform/ids.js';
import { searchReads } from './search.reads.js';
import { PersonSearchHitConnection, TopicSearchHitConnection } from './search.types.js';

const HOW = `${LIMITS.searchMin}+ characters once trimmed (at most ${LIMITS.searchQueryMax}), case and accents ignored; each word matches as a whole word or the start of one, or a close spelling (a typo or two); best first, then newest; ${LIMITS.searchPageSize} a page by default, ${LIMITS.searchPageMax} at most.`;

@Resolver()
export class SearchResolver {
  @Public()
  @Extensions({ maxFirst: LIMITS.searchPageMax })
  @Query(() => TopicSearchHitConnection, { description: `Global search of topics by title, category and description. ${HOW}` })
  searchTopics(
    @Arg('query', () => String) query: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TopicSearchHitConnection> {
    return searchReads.topics(ctx, info, query, page);
  }

  @Public()
  @Extensions({ maxFirst: LIMITS.searchPageMax })
  @Query(() => PersonSearchHitConnection, { description: `Global search of people (active accounts) by first name, last name and username. ${HOW} With \`topicId\` the topic's owner is left out and each person's \`status\` in that topic is given.` })
  searchPeople(
    @Arg('query', () => String) query: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @IdArg('topicId', { nullable: true }) topicId?: number,
  ): Promise<PersonSearchHitConnection> {
    return searchReads.people(ctx, info, query, topicId ?? null, page);
  }
}
