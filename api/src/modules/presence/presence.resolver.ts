import { filter, pipe } from '@graphql-yoga/subscription';
import { Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { MSG } from '@poolmates/schema';
import { Auth, signedIn } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import type { Row } from '../../platform/read.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { isSquadMember, membershipPolicy, squadMemberIds } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { IdArg, parseId } from '../../platform/ids.js';

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
    description: "A squad member came online or went offline. Squad members only; a removed member's stream goes quiet.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { topicId: string }, Context>) => {
      const topicId = parseId(args.topicId);
      const viewerId = signedIn(context).viewer.id;
      const squad = await squadMemberIds(context.em, topicId);
      if (squad.length === 0) throw notFound(MSG.topicNotFound); // every topic has its owner
      if (!squad.includes(viewerId)) throw forbidden();
      // membership is read again for every event (a fresh statement, no cache): a removed member's stream goes quiet
      return pipe(
        context.deps.pubsub.subscribe('PRESENCE_CHANGED', topicId),
        filter(() => isSquadMember(context.em, topicId, viewerId)),
      );
    },
  })
  presenceChanged(@IdArg('topicId') _topicId: number, @Root() event: { userId: number; online: boolean }): PresenceEvent {
    return { userId: String(event.userId), online: event.online };
  }
}
