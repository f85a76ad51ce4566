import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { PageInfo } from '../topics/topic.types.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Notification } from './notification.entity.js';
import { notificationService } from './notification.service.js';

@ObjectType()
class NotificationEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Notification)
  node!: Notification;
}

@ObjectType()
class NotificationConnection {
  @Field(() => [NotificationEdge])
  edges!: NotificationEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@Resolver(() => Notification)
export class NotificationResolver {
  @Auth()
  @Query(() => NotificationConnection, { description: "The viewer's notifications, newest first (5 a page by default)." })
  notifications(
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('offset', () => Int, { nullable: true, description: 'For page/limit clients; prefer `after`.' }) offset?: number,
  ) {
    return notificationService.list(ctx, { first, after, offset });
  }

  @Auth()
  @Query(() => Int)
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return notificationService.unreadCount(ctx);
  }

  @Auth()
  @Mutation(() => Notification)
  markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Notification> {
    return notificationService.markRead(ctx, id);
  }

  @Auth()
  @Mutation(() => Int, { description: 'How many were marked.' })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return notificationService.markAllRead(ctx);
  }

  @Auth()
  @Subscription(() => Notification, {
    topics: 'NOTIFICATION_ADDED',
    topicId: ({ context }: { context: Context }) => context.viewer!.id,
    description: 'Each new notification of the signed-in user, as it happens.',
  })
  async notificationAdded(@Root() payload: { notificationId: number }, @Ctx() ctx: Context): Promise<Notification> {
    // a fresh read per event: the session was re-checked when the socket was opened and is closed on revocation
    ctx.refresh();
    return ctx.em.findOneOrFail(Notification, { id: payload.notificationId });
  }

  @FieldResolver(() => Boolean)
  read(@Root() n: Notification): boolean {
    return n.readAt !== null;
  }

  @FieldResolver(() => User, { nullable: true })
  async actor(@Root() n: Notification, @Ctx() ctx: Context): Promise<User | null> {
    return n.actor ? ctx.loaders.users.byId.load(n.actor.id) : null;
  }

  @FieldResolver(() => Topic, { nullable: true })
  async topic(@Root() n: Notification, @Ctx() ctx: Context): Promise<Topic | null> {
    return n.topic ? ctx.loaders.topics.topicById.load(n.topic.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The request a REQUEST/ACCEPTED/DELETED notification is about.' })
  requestId(@Root() n: Notification): string | null {
    return n.request ? String(n.request.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The comment a COMMENTED/REPLIED notification is about.' })
  commentId(@Root() n: Notification): string | null {
    return n.comment ? String(n.comment.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The reply a REPLIED notification is about.' })
  replyId(@Root() n: Notification): string | null {
    return n.reply ? String(n.reply.id) : null;
  }
}

