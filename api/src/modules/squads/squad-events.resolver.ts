import { MSG } from '@poolmates/schema';
import { Arg, Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Auth, signedIn } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { streamHead, topicStream, type Delivered } from '../../platform/events.js';
import type { Row } from '../../platform/read.js';
import { membershipPolicy } from '../topics/membership.js';
import { squadLogStream } from '../topics/squad-stream.js';
import { Topic } from '../topics/topic.entity.js';

const SUBJECT_KEYS = ['postId', 'takeawayId', 'resourceId', 'checkInId'] as const;

@ObjectType({
  description:
    "Something that changed in a squad (decision 051), in the order it happened. `id` numbers the squad's events: a workspace that reconnects passes the last one it saw as `after`. The event names what changed; the screen reads it again (or merges it by id).",
})
export class SquadEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      'post.created, post.deleted, takeaway.saved, takeaway.deleted, resource.added, resource.updated, resource.deleted, checkin.goal, checkin.recap, checkin.freeze, focus.started, focus.phase, focus.stopped, member.joined, member.left, member.removed — or RESET (more was missed than a catch-up sends: read the workspace again).',
  })
  kind!: string;

  @Field(() => ID, { nullable: true, description: 'Who did it (null for the clock: a focus phase switch).' })
  actorId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The person it is about: the member who joined, left or was removed; the author of a takeaway or check-in.' })
  userId!: string | null;

  @Field(() => ID, { nullable: true, description: 'What it is about: the post, takeaway, resource or check-in id.' })
  subjectId!: string | null;

  @Field(() => ID, { nullable: true, description: 'For takeaways: the timeline day (TimelineEntry id).' })
  timelineEntryId!: string | null;

  @Field(() => Date)
  at!: Date;
}

const idOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

@Resolver(() => SquadEvent)
export class SquadEventsResolver {
  @Auth()
  @Subscription(() => SquadEvent, {
    description:
      "Every change of a squad as it happens — the workspace's one live stream: posts, takeaways, resources, check-ins, the focus timer and membership. `after`: the last event id seen (the missed ones come first; RESET past 200). Squad members only; the stream of a member who leaves or is removed ends with that event.",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { topicId: string; after?: string | null }, Context>) =>
      squadLogStream(signedIn(context), args, { noSquad: () => notFound(MSG.topicNotFound), notMember: () => forbidden(MSG.squadMembersOnly) }),
  })
  squadEvents(@Root() e: Delivered, @Arg('topicId', () => ID) _topicId: string, @Arg('after', () => ID, { nullable: true }) _after?: string | null): SquadEvent {
    const d = e.data as Record<string, unknown>;
    const subject = SUBJECT_KEYS.map((k) => d[k]).find((v) => v !== undefined && v !== null);
    return {
      id: String(e.seq),
      kind: e.kind,
      actorId: idOrNull(e.actorId),
      userId: idOrNull(d.userId),
      subjectId: idOrNull(subject),
      timelineEntryId: idOrNull(d.timelineEntryId),
      at: new Date(e.at),
    };
  }
}

@Resolver(() => Topic)
export class TopicSquadEventsResolver {
  @FieldResolver(() => ID, {
    nullable: true,
    description: "The squad stream's newest event id, read with the workspace: where its `squadEvents(after:)` starts, so nothing between the read and the subscription is missed. Squad members only (null for others).",
  })
  async squadEventId(@Root() t: Row<Topic>, @Ctx() ctx: Context): Promise<string | null> {
    if (!membershipPolicy.isMember(ctx.viewerRow, await ctx.loaders.topics.squadMembers.load(t.id))) return null;
    return String(await streamHead(ctx.em, topicStream(t.id)));
  }
}
