import { Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { MSG } from '@poolmates/schema';
import { Auth, signedIn } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import type { Row } from '../../platform/read.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { isSquadMember, membershipPolicy, squadMemberIds } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { IdArg, parseId } from '../../platform/ids.js';
import { endsWithSubscriber } from '../../platform/live.js';
import type { AppDeps } from '../../platform/context.js';
import { onlineAmong } from './presence.service.js';

type PresencePayload = { userId: number; online: boolean; member?: boolean };

/** How long a stream trusts what it knows of the viewer's membership before an event makes it read again (a lost Redis publish of a removal). */
export const PRESENCE_MEMBERSHIP_RECHECK_MS = 30_000;

/**
 * The squad's presence as it is when the stream starts — one event per member, the subscriber
 * first (their socket is open: they are online) — then its changes. A page reads
 * `onlineMemberIds` over HTTP before its socket exists, so that answer has the viewer offline and
 * misses whoever came or went until the subscription listens; the opening events make the stream
 * the whole truth. The pub/sub listens (from `subscribe()`) before the snapshot is read, so a change
 * in between is delivered after it (events are states, the last one wins).
 *
 * Membership without a read per event (decision 100): the squad's joins and leaves come on the same
 * channel (`member`, from squads), so a removed member's stream goes quiet at once and speaks again
 * if they rejoin; those are not delivered. An event arriving after PRESENCE_MEMBERSHIP_RECHECK_MS
 * without any membership news reads membership once (a publish lost on Redis stays bounded).
 */
async function* presenceFrom(live: AsyncIterator<PresencePayload>, deps: AppDeps, topicId: number, viewerId: number, squad: number[]): AsyncGenerator<PresencePayload> {
  try {
    const first = live.next();
    const online = await onlineAmong(deps.orm.em.fork(), squad);
    yield { userId: viewerId, online: true };
    for (const userId of squad) if (userId !== viewerId) yield { userId, online: online.has(userId) };
    let member = true;
    let known = Date.now();
    for (let next = first; ; next = live.next()) {
      const r = await next;
      if (r.done) return;
      const e = r.value;
      if (e.member !== undefined) {
        if (e.userId === viewerId) {
          member = e.member;
          known = Date.now();
        }
        continue;
      }
      if (Date.now() - known > PRESENCE_MEMBERSHIP_RECHECK_MS) {
        member = await isSquadMember(deps.orm.em.fork(), topicId, viewerId);
        known = Date.now();
      }
      if (member) yield { userId: e.userId, online: e.online };
    }
  } finally {
    await live.return?.();
  }
}

@ObjectType()
export class PresenceEvent {
  @Field(() => ID)
  userId!: string;

  @Field(() => Boolean)
  online!: boolean;
}

@Resolver(() => Topic)
export class PresenceResolver {
  @FieldResolver(() => [ID], { description: 'Squad members (owner included) with at least one open connection. Shown to the squad only: empty for anyone else.' })
  async onlineMemberIds(@Root() topic: Row<Topic>, @Ctx() ctx: Context): Promise<string[]> {
    const ids = await ctx.loaders.topics.squadMembers.load(topic.id);
    // presence is the squad's business: visitors and strangers see nobody online (not an error, so
    // a public topic page that asks for it still renders)
    if (!membershipPolicy.isMember(ctx.viewer, ids)) return [];
    const online = await Promise.all(ids.map((id) => ctx.loaders.presence.isOnline.load(id)));
    return ids.filter((_, i) => online[i]).map(String);
  }

  @Auth()
  @Subscription(() => PresenceEvent, {
    description:
      "Squad members only: first every member's presence as the stream starts (the viewer first, online), then each change: a member came online or went offline. A removed member's stream goes quiet.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { topicId: string }, Context>) => {
      const topicId = parseId(args.topicId);
      const viewerId = signedIn(context).viewer.id;
      // listening before the squad is read: a removal committed in between is heard (decision 100)
      const live = context.deps.pubsub.subscribe('PRESENCE_CHANGED', topicId)[Symbol.asyncIterator]();
      let squad: number[];
      try {
        squad = await squadMemberIds(context.em, topicId);
        if (squad.length === 0) throw notFound(MSG.topicNotFound); // every topic has its owner
        if (!squad.includes(viewerId)) throw forbidden();
      } catch (err) {
        await live.return?.();
        throw err;
      }
      return endsWithSubscriber(live, presenceFrom(live, context.deps, topicId, viewerId, squad));
    },
  })
  presenceChanged(@IdArg('topicId') _topicId: number, @Root() event: { userId: number; online: boolean }): PresenceEvent {
    return { userId: String(event.userId), online: event.online };
  }
}
