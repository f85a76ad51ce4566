import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import type { AppDeps } from '../../platform/context.js';
import type { PubSub } from '../../platform/pubsub.js';
import { Comment, Reply } from '../comments/comment.entity.js';
import { Post } from '../posts/post.entity.js';
import { TopicRequest } from '../squads/topic-request.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Notification, NotificationType } from './notification.entity.js';
import { type SignedInContext } from '../../platform/auth.js';

export interface NewNotification {
  userId: number;
  actorId?: number | null;
  type: NotificationType;
  topicId?: number | null;
  requestId?: number | null;
  commentId?: number | null;
  replyId?: number | null;
  postId?: number | null;
  text: string;
}

/** Notifications that stopped being unread, per recipient: what `publishRead` tells their tabs after the commit. */
export type ReadNotifications = Map<number, number[]>;

async function readReturning(em: EntityManager, sql: string, params: unknown[]): Promise<ReadNotifications> {
  const rows: { id: number; user_id: number }[] = await em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
  const byUser: ReadNotifications = new Map();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.id]);
  return byUser;
}

export const notificationService = {
  /** Stores notifications in the caller's unit of work; `publish` after the commit delivers them live. */
  add(em: EntityManager, items: NewNotification[]): Notification[] {
    return items.map((n) =>
      em.create(Notification, {
        // references, not bare ids: em.create then type-checks every field
        user: em.getReference(User, n.userId),
        actor: n.actorId == null ? null : em.getReference(User, n.actorId),
        type: n.type,
        topic: n.topicId == null ? null : em.getReference(Topic, n.topicId),
        request: n.requestId == null ? null : em.getReference(TopicRequest, n.requestId),
        comment: n.commentId == null ? null : em.getReference(Comment, n.commentId),
        reply: n.replyId == null ? null : em.getReference(Reply, n.replyId),
        post: n.postId == null ? null : em.getReference(Post, n.postId),
        text: n.text.slice(0, LIMITS.notificationTextMax),
        createdAt: clock.now(),
      }),
    );
  },

  /**
   * After the commit: the recipients' tabs get them live, and the Web Push consumer (modules/push,
   * decision 061) gets their ids on the job queue — it decides by preference and quiet hours.
   * Queuing never delays or fails the write that made them.
   */
  publish(deps: Pick<AppDeps, 'pubsub' | 'jobs' | 'log'>, items: Notification[]): void {
    for (const n of items) deps.pubsub.publish('NOTIFICATION_ADDED', n.user.id, { notificationId: n.id });
    if (items.length === 0) return;
    const notificationIds = items.map((n) => n.id);
    deps.jobs.send('push.notification', { notificationIds }).catch((err: unknown) => deps.log.warn({ err, notificationIds }, 'notifications: the push could not be queued'));
  },

  /**
   * A request was answered (confirmed, declined) by its recipient: the REQUEST notification about it
   * is read, in the caller's transaction, wherever it was answered (the Requests page, the
   * notification's dialog, the legacy rows).
   */
  markRequestRead(em: EntityManager, requestId: number): Promise<ReadNotifications> {
    return readReturning(em, `update notifications set read_at = ? where request_id = ? and type = 'REQUEST' and read_at is null returning id, user_id`, [clock.now(), requestId]);
  },

  /** A request was withdrawn: its REQUEST notification goes (unread ones are reported, to drop from the bell). */
  deleteForRequest(em: EntityManager, requestId: number): Promise<ReadNotifications> {
    return readReturning(em, `with gone as (delete from notifications where request_id = ? and type = 'REQUEST' returning id, user_id, read_at) select id, user_id from gone where read_at is null`, [requestId]);
  },

  /** After the commit: each recipient's tabs drop these from their unread count (`notificationsRead`). */
  publishRead(pubsub: PubSub, read: ReadNotifications): void {
    for (const [userId, notificationIds] of read) pubsub.publish('NOTIFICATIONS_READ', userId, { notificationIds });
  },

  list(ctx: SignedInContext, args: PageArgs, unreadOnly = false, types: readonly NotificationType[] | null = null) {
    const mine = { user: ctx.viewer.id, ...(unreadOnly ? { readAt: null } : {}), ...(types ? { type: { $in: [...types] } } : {}) };
    return pageById('notification', args, LIMITS.pageSizeDefault, (below, limit, offset) =>
      ctx.em.find(Notification, below === null ? mine : { ...mine, id: { $lt: below } }, { orderBy: { id: 'desc' }, limit, offset }),
    );
  },

  unreadCount(ctx: SignedInContext): Promise<number> {
    return ctx.em.count(Notification, { user: ctx.viewer.id, readAt: null });
  },

  /** Marks one of the viewer's notifications read (someone else's is "not found"). */
  async markRead(ctx: SignedInContext, id: number): Promise<Notification> {
    const n = await ctx.em.findOne(Notification, { id, user: ctx.viewer.id });
    if (!n) throw notFound(MSG.notificationNotFound);
    const wasUnread = n.readAt === null;
    n.readAt ??= clock.now();
    await ctx.em.flush();
    // the viewer's other tabs
    if (wasUnread) notificationService.publishRead(ctx.deps.pubsub, new Map([[ctx.viewer.id, [n.id]]]));
    return n;
  },

  async markAllRead(ctx: SignedInContext): Promise<number> {
    const read = await readReturning(ctx.em, 'update notifications set read_at = ? where user_id = ? and read_at is null returning id, user_id', [clock.now(), ctx.viewer.id]);
    notificationService.publishRead(ctx.deps.pubsub, read);
    return read.get(ctx.viewer.id)?.length ?? 0;
  },
};
