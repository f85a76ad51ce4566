import { filter, pipe } from '@graphql-yoga/subscription';
import { Arg, Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { MSG } from '@poolmates/schema';
import { Auth } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { TopicMember } from '../topics/topic-member.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { idOf } from '../../platform/ids.js';

@ObjectType()
export class PresenceEvent {
  @Field(() => ID)
  userId!: string;

  @Field(() => Boolean)
  online!: boolean;
}

async function inSquad(ctx: Context, topicId: number): Promise<boolean> {
  const em = ctx.em.fork();
  const topic = await em.findOne(Topic, { id: topicId });
  if (!topic) return false;
  return topic.owner.id === ctx.viewer!.id || (await em.count(TopicMember, { topic: topicId, user: ctx.viewer!.id })) > 0;
}

@Resolver(() => Topic)
export class PresenceResolver {
  @FieldResolver(() => [ID], { description: 'Squad members (owner included) with at least one open connection.' })
  async onlineMemberIds(@Root() topic: Topic, @Ctx() ctx: Context): Promise<string[]> {
    const ids = [topic.owner.id, ...(await ctx.loaders.topics.memberIdsByTopic.load(topic.id))];
    const online = await Promise.all(ids.map((id) => ctx.loaders.presence.isOnline.load(id)));
    return ids.filter((_, i) => online[i]).map(String);
  }

  @Auth()
  @Subscription(() => PresenceEvent, {
    description: "A squad member came online or went offline. Squad members only; a removed member's stream goes quiet.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { topicId: string }, Context>) => {
      const topicId = idOf(args.topicId);
      if (!(await context.em.findOne(Topic, { id: topicId }))) throw notFound(MSG.topicNotFound);
      if (!(await inSquad(context, topicId))) throw forbidden();
      // membership is checked again for every event
      return pipe(
        context.deps.pubsub.subscribe('PRESENCE_CHANGED', topicId),
        filter(() => inSquad(context, topicId)),
      );
    },
  })
  presenceChanged(@Arg('topicId', () => ID) _topicId: string, @Root() event: { userId: number; online: boolean }): PresenceEvent {
    return { userId: String(event.userId), online: event.online };
  }
}
