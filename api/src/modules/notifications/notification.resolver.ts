import { Arg, Args, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { Comment, Reply } from '../comments/comment.entity.js';
import { TopicRequest } from '../squads/topic-request.entity.js';
import { ConnectionOf, PageArgs } from '../../platform/connection.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Notification, NotificationType } from './notification.entity.js';
import { notificationService } from './notification.service.js';
import { IdArg } from '../../platform/ids.js';

@ObjectType({ description: "Notifications of the viewer that stopped being unread, and the viewer's unread count after it." })
class NotificationsRead {
  @Field(() => [ID])
  ids!: string[];

  @Field(() => Int, { description: 'The unread count as this event is delivered.' })
  unreadCount!: number;
}

@ObjectType()
class NotificationConnection extends ConnectionOf('Notification', () => Notification) {}

@Resolver(() => Notification)
export class NotificationResolver {
  @Auth()
  @Query(() => NotificationConnection, { description: "The viewer's notifications, newest first (5 a page by default)." })
  notifications(
    @SignedIn() ctx: SignedInContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'Only the unread ones (the legacy `notify` list of /profile).' }) unreadOnly?: boolean | null,
    @Arg('types', () => [NotificationType], { nullable: true, description: 'Only these types (the legacy lists show only the spec\'s types, decision 053).' }) types?: NotificationType[] | null,
  ) {
    return notificationService.list(ctx, page, unreadOnly ?? false, types ?? null);
  }

  @Auth()
  @Query(() => Int)
  unreadNotificationCount(@SignedIn() ctx: SignedInContext): Promise<number> {
    return notificationService.unreadCount(ctx);
  }

  @Auth()
  @Mutation(() => Notification)
  markNotificationRead(@IdArg('id') id: number, @SignedIn() ctx: SignedInContext): Promise<Notification> {
    return notificationService.markRead(ctx, id);
  }

  @Auth()
  @Mutation(() => Int, { description: 'How many were marked.' })
  markAllNotificationsRead(@SignedIn() ctx: SignedInContext): Promise<number> {
    return notificationService.markAllRead(ctx);
  }

  @Auth()
  @Subscription(() => Notification, {
    topics: 'NOTIFICATION_ADDED',
    topicId: ({ context }: { context: Context }) => signedIn(context).viewer.id,
    description: 'Each new notification of the signed-in user, as it happens.',
  })
  async notificationAdded(@Root() payload: { notificationId: number }, @Ctx() ctx: Context): Promise<Notification> {
    // ctx.em is fresh for each event (platform/subscriptions.ts); the session was re-checked when
    // the socket was opened and the socket is closed on revocation
    return ctx.em.findOneOrFail(Notification, { id: payload.notificationId });
  }

  @Auth()
  @Subscription(() => NotificationsRead, {
    topics: 'NOTIFICATIONS_READ',
    topicId: ({ context }: { context: Context }) => signedIn(context).viewer.id,
    description:
      "The viewer's notifications that stopped being unread: read in another tab, about a request the viewer answered (wherever: the Requests page, the notification, the legacy rows) or one that was withdrawn.",
  })
  async notificationsRead(@Root() payload: { notificationIds: number[] }, @Ctx() ctx: Context): Promise<NotificationsRead> {
    const unreadCount = await notificationService.unreadCount(signedIn(ctx));
    return { ids: payload.notificationIds.map(String), unreadCount };
  }

  @FieldResolver(() => Boolean)
  read(@Root() n: Notification): boolean {
    return n.readAt !== null;
  }

  /**
   * The stored text names the actor as they were called then; it reads with their current
   * username (issue 17: a renamed person kept the old name). Texts with an actor begin with the
   * username, which has no spaces.
   */
  @FieldResolver(() => String)
  async text(@Root() n: Notification, @Ctx() ctx: Context): Promise<string> {
    if (!n.actor) return n.text;
    const actor = await ctx.loaders.users.byId.load(n.actor.id);
    const space = n.text.indexOf(' ');
    return actor && space > 0 ? `${actor.username}${n.text.slice(space)}` : n.text;
  }

  @FieldResolver(() => User, { nullable: true })
  async actor(@Root() n: Notification, @Ctx() ctx: Context): Promise<User | null> {
    return n.actor ? ctx.loaders.users.byId.load(n.actor.id) : null;
  }

  @FieldResolver(() => Topic, { nullable: true })
  async topic(@Root() n: Notification, @Ctx() ctx: Context): Promise<Topic | null> {
    return n.topic ? ctx.loaders.topics.topicById.load(n.topic.id) : null;
  }

  @FieldResolver(() => TopicRequest, { nullable: true, description: 'The request a REQUEST/ACCEPTED/DELETED notification is about (the recipient is one of its two people).' })
  async request(@Root() n: Notification, @Ctx() ctx: Context): Promise<TopicRequest | null> {
    return n.request ? ctx.loaders.squads.requestById.load(n.request.id) : null;
  }

  @FieldResolver(() => Comment, { nullable: true, description: 'The comment a COMMENTED/REPLIED notification is about.' })
  async comment(@Root() n: Notification, @Ctx() ctx: Context): Promise<Comment | null> {
    return n.comment ? ctx.loaders.comments.commentById.load(n.comment.id) : null;
  }

  @FieldResolver(() => Reply, { nullable: true, description: 'The reply a REPLIED notification is about.' })
  async reply(@Root() n: Notification, @Ctx() ctx: Context): Promise<Reply | null> {
    return n.reply ? ctx.loaders.comments.replyById.load(n.reply.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The request a REQUEST/ACCEPTED/DELETED notification is about.' })
  requestId(@Root() n: Notification): string | null {
    return n.request ? String(n.request.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The comment a COMMENTED/REPLIED notification is about.' })
  commentId(@Root() n: Notification): string | null {
    return n.comment ? String(n.comment.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The post a POSTREPLY notification is about: the one replied to, whose preview (/homepage/active/{topicId}/preview/{postId}) shows the reply.' })
  postId(@Root() n: Notification): string | null {
    return n.post ? String(n.post.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The reply a REPLIED notification is about.' })
  replyId(@Root() n: Notification): string | null {
    return n.reply ? String(n.reply.id) : null;
  }
}

