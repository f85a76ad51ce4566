import { LIMITS } from '@poolmates/schema';
import { Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { IdArg } from '../../platform/ids.js';
import type { Row } from '../../platform/read.js';
import { membershipPolicy } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { feedReadService } from './feed-read.service.js';

/** The feed's read marker (DESIGN.md rule 11): what the dashboard's "N new" counts from. */
@Resolver(() => Topic)
export class FeedReadResolver {
  @Auth()
  @Mutation(() => Topic, {
    description: `Marks a squad's feed read up to \`upToPostId\` — the newest post the viewer's feed shows (never "everything now": a post arriving meanwhile stays unread). Moves only forward; squad members only. Answers the topic (its \`unreadPostCount\` now).`,
  })
  async markFeedRead(@IdArg('topicId') topicId: number, @IdArg('upToPostId') upToPostId: number, @SignedIn() ctx: SignedInContext): Promise<Topic> {
    await feedReadService.mark(ctx, topicId, upToPostId);
    return (await ctx.loaders.topics.topicById.load(topicId))!;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: `Posts and replies by others in the feed after the viewer's read marker (all of them before their first visit), at most ${LIMITS.unreadPostsMax}. Null for anyone outside the squad.`,
  })
  async unreadPostCount(@Root() topic: Row<Topic>, @Ctx() ctx: Context): Promise<number | null> {
    const viewer = ctx.viewerRow;
    if (!viewer) return null;
    if (viewer.id !== topic.owner.id && !membershipPolicy.isMember(viewer, await ctx.loaders.topics.squadMembers.load(topic.id))) return null;
    return ctx.loaders.feedReads.unread.load(topic.id);
  }
}
