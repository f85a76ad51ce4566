import { LIMITS } from '@poolmates/schema';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, registerEnumType, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Auth, SignedIn, signedIn, type SignedInContext } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { logStream, parseCursor, userStream, type Admit, type Delivered, type LogEvent } from '../../platform/events.js';
import { ConnectionOf, PageArgs } from '../../platform/connection.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Notification, NotificationType } from './notification.entity.js';
import { NOTIFICATION_EVENT_KINDS, notificationService, readIdsOf } from './notification.service.js';
import { IdArg } from '../../platform/ids.js';
import { asked, pre, type Row } from '../../platform/read.js';
import { carriedCount, reviveNotification, viewOf } from './notification.view.js';

@ObjectType({ description: "Notifications of the viewer that stopped being unread, and the viewer's unread count after it." })
class NotificationsRead {
  @Field(() => [ID])
  ids!: string[];

  @Field(() => Int, { description: 'The unread count as this event is delivered.' })
  unreadCount!: number;
}

enum NotificationEventKind {
  ADDED = 'ADDED',
  READ = 'READ',
  RESET = 'RESET',
}
registerEnumType(NotificationEventKind, {
  name: 'NotificationEventKind',
  description: 'ADDED: a new notification; READ: some stopped being unread (read anywhere, a request answered or withdrawn); RESET: more was missed than a catch-up sends — read the bell again.',
});

@ObjectType({ description: "One change of the viewer's notifications, from their person stream (decision 064), in order." })
class NotificationEvent {
  @Field(() => ID, { description: "The event's number in the viewer's stream: pass the last one seen as `after` to catch up." })
  id!: string;

  @Field(() => NotificationEventKind)
  kind!: NotificationEventKind;

  @Field(() => Notification, { nullable: true, description: 'ADDED: the new notification (null when it is gone since: a withdrawn request).' })
  notification!: Notification | null;

  @Field(() => [ID], { description: 'READ: the notifications that stopped being unread (also gone ones: a withdrawn request).' })
  readIds!: string[];

  @Field(() => Int, { description: 'The unread count as this event is delivered (so the badge is right however many were replayed).' })
  unreadCount!: number;
}

/** The viewer's person stream, notification events only (the stream also carries chat's). */
function notificationStream(context: Context, after: string | null | undefined, only?: string) {
  const viewerId = signedIn(context).viewer.id;
  return logStream({
    pubsub: context.deps.pubsub,
    em: () => context.deps.orm.em.fork(),
    stream: userStream(viewerId),
    after: parseCursor(after),
    maxCatchUp: LIMITS.notificationCatchUpMax,
    admit: (e: LogEvent): Admit => ((only ? e.kind === only : e.kind.startsWith('notification.')) ? 'send' : 'skip'),
  });
}

@ObjectType({ description: "The bell's start after a load: the unread count and the head of the viewer's person stream, read in one statement (one snapshot), so a notification is either counted or after the cursor, never neither (decision 064)." })
class NotificationBell {
  @Field(() => Int)
  unreadCount!: number;

  @Field(() => ID, { description: 'Pass as `notificationEvents(after:)`: every notification not in `unreadCount` comes on the stream.' })
  lastEventId!: string;
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
  @Query(() => ID, { description: "The newest event id of the viewer's person stream (\"0\" when none): where the bell's `notificationEvents(after:)` starts after a load." })
  lastNotificationEventId(@SignedIn() ctx: SignedInContext): Promise<string> {
    return notificationService.lastEventId(ctx);
  }

  @Auth()
  @Query(() => NotificationBell, { description: "The unread count and the bell stream's cursor from one snapshot: what the bell reads on a load (two separate reads can miss one committed in between)." })
  notificationBell(@SignedIn() ctx: SignedInContext): Promise<NotificationBell> {
    return notificationService.bell(ctx);
  }

  @Auth()
  @Subscription(() => NotificationEvent, {
    description:
      "The viewer's bell, to every tab, once, in order (decision 064): ADDED, READ — from `after` (the last event id seen, or `lastNotificationEventId`): the missed ones first, then live; RESET past 100 missed: read the bell again. A cursor that is not a number or ahead of the viewer's stream is refused (BAD_USER_INPUT).",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { after?: string | null }, Context>) => notificationStream(context, args.after),
  })
  async notificationEvents(@Root() e: Delivered, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo, @Arg('after', () => ID, { nullable: true }) _after?: string | null): Promise<NotificationEvent> {
    const kind = e.kind === 'RESET' ? NotificationEventKind.RESET : e.kind === NOTIFICATION_EVENT_KINDS.ADDED ? NotificationEventKind.ADDED : NotificationEventKind.READ;
    const readIds = kind === NotificationEventKind.READ ? readIdsOf(e as LogEvent).map(String) : [];
    // live: the event carries what the bell shows, built by its write (decision 073): nothing to read
    const view = kind === NotificationEventKind.RESET ? null : viewOf(e, asked(info), 'event');
    if (view) return { id: String(e.seq), kind, notification: view.notification ? reviveNotification(view.notification) : null, readIds, unreadCount: view.unreadCount };
    const viewer = signedIn(ctx);
    const [notification, unreadCount] = await Promise.all([
      e.kind === NOTIFICATION_EVENT_KINDS.ADDED ? ctx.em.findOne(Notification, { id: Number(e.data.notificationId), user: viewer.viewer.id }) : null,
      notificationService.unreadCount(viewer),
    ]);
    return { id: String(e.seq), kind, notification, readIds, unreadCount };
  }

  @Auth()
  @Subscription(() => Notification, {
    description: 'Each new notification of the signed-in user, as it happens (live only; `notificationEvents` catches up).',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, Context>) => notificationStream(context, null, NOTIFICATION_EVENT_KINDS.ADDED),
  })
  async notificationAdded(@Root() e: Delivered, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Notification> {
    const view = viewOf(e, asked(info), 'notification');
    if (view?.notification) return reviveNotification(view.notification);
    // ctx.em is fresh for each event (platform/subscriptions.ts); the session was re-checked when
    // the socket was opened and the socket is closed on revocation
    return ctx.em.findOneOrFail(Notification, { id: Number(e.data.notificationId) });
  }

  @Auth()
  @Subscription(() => NotificationsRead, {
    description:
      "The viewer's notifications that stopped being unread: read in another tab, about a request the viewer answered (wherever: the Requests page, the notification, the legacy rows) or one that was withdrawn (live only; `notificationEvents` catches up).",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, Context>) => notificationStream(context, null, NOTIFICATION_EVENT_KINDS.READ),
  })
  async notificationsRead(@Root() e: Delivered, @Ctx() ctx: Context): Promise<NotificationsRead> {
    const unreadCount = carriedCount(e) ?? (await notificationService.unreadCount(signedIn(ctx)));
    return { ids: readIdsOf(e as LogEvent).map(String), unreadCount };
  }

  @FieldResolver(() => Boolean)
  read(@Root() n: Row<Notification>): boolean {
    return n.readAt !== null;
  }

  /**
   * The stored text names the actor as they were called then; it reads with their current
   * username (issue 17: a renamed person kept the old name). Texts with an actor begin with the
   * username, which has no spaces.
   */
  @FieldResolver(() => String)
  async text(@Root() n: Row<Notification>, @Ctx() ctx: Context): Promise<string> {
    if (!n.actor) return n.text;
    // a carried view (decision 073) holds its actor as read
    const actor = pre(n) ? n.actor : await ctx.loaders.users.byId.load(n.actor.id);
    const space = n.text.indexOf(' ');
    return actor && space > 0 ? `${actor.username}${n.text.slice(space)}` : n.text;
  }

  @FieldResolver(() => User, { nullable: true })
  async actor(@Root() n: Row<Notification>, @Ctx() ctx: Context): Promise<User | null> {
    if (pre(n)) return (n.actor as User | null) ?? null;
    return n.actor ? ctx.loaders.users.byId.load(n.actor.id) : null;
  }

  @FieldResolver(() => Topic, { nullable: true })
  async topic(@Root() n: Row<Notification>, @Ctx() ctx: Context): Promise<Topic | null> {
    if (pre(n)) return (n.topic as Topic | null) ?? null;
    return n.topic ? ctx.loaders.topics.topicById.load(n.topic.id) : null;
  }

  // the subjects' fields (request, comment, reply and their ids, postId) are their producers' (decision 069)
}
