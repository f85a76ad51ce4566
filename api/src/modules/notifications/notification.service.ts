import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import type { PubSub } from '../../platform/pubsub.js';
import { Notification, NotificationType } from './notification.entity.js';

export interface NewNotification {
  userId: number;
  actorId?: number | null;
  type: NotificationType;
  topicId?: number | null;
  requestId?: number | null;
  commentId?: number | null;
  replyId?: number | null;
  text: string;
}

export const notificationService = {
  /** Stores notifications in the caller's unit of work; `publish` after the commit delivers them live. */
  add(em: EntityManager, items: NewNotification[]): Notification[] {
    return items.map((n) =>
      em.create(Notification, {
        user: n.userId,
        actor: n.actorId ?? null,
        type: n.type,
        topic: n.topicId ?? null,
        request: n.requestId ?? null,
        comment: n.commentId ?? null,
        reply: n.replyId ?? null,
        text: n.text.slice(0, 300),
        createdAt: clock.now(),
      } as never),
    );
  },

  publish(pubsub: PubSub, items: Notification[]): void {
    for (const n of items) pubsub.publish('NOTIFICATION_ADDED', n.user.id, { notificationId: n.id });
  },

  list(ctx: Context, args: PageArgs) {
    const mine = { user: ctx.viewer!.id };
    return pageById('notification', args, LIMITS.pageSizeDefault, (below, limit, offset) =>
      ctx.em.find(Notification, below === null ? mine : { ...mine, id: { $lt: below } }, { orderBy: { id: 'desc' }, limit, offset }),
    );
  },

  unreadCount(ctx: Context): Promise<number> {
    return ctx.em.count(Notification, { user: ctx.viewer!.id, readAt: null });
  },

  /** Marks one of the viewer's notifications read (someone else's is "not found"). */
  async markRead(ctx: Context, id: string): Promise<Notification> {
    const n = /^\d{1,9}$/.test(id) ? await ctx.em.findOne(Notification, { id: Number(id), user: ctx.viewer!.id }) : null;
    if (!n) throw notFound('This notification does not exist.');
    n.readAt ??= clock.now();
    await ctx.em.flush();
    return n;
  },

  async markAllRead(ctx: Context): Promise<number> {
    return ctx.em.nativeUpdate(Notification, { user: ctx.viewer!.id, readAt: null }, { readAt: clock.now() });
  },
};
