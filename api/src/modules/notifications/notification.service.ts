import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { notFound, userInput } from '../../platform/errors.js';
import type { PubSub } from '../../platform/pubsub.js';
import { Notification, NotificationType } from './notification.entity.js';

export interface NewNotification {
  userId: number;
  actorId?: number | null;
  type: NotificationType;
  topicId?: number | null;
  requestId?: number | null;
  text: string;
}

const cursorOf = (id: number) => Buffer.from(`notification:${id}`).toString('base64url');
function idOf(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const m = /^notification:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw userInput('after', 'This cursor is not valid.');
  return Number(m[1]);
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
        text: n.text.slice(0, 300),
        createdAt: clock.now(),
      } as never),
    );
  },

  publish(pubsub: PubSub, items: Notification[]): void {
    for (const n of items) pubsub.publish('NOTIFICATION_ADDED', n.user.id, { notificationId: n.id });
  },

  async list(ctx: Context, args: { first?: number | null; after?: string | null; offset?: number | null }) {
    const first = Math.min(Math.max(args.first ?? LIMITS.pageSizeDefault, 1), LIMITS.pageSizeMax);
    const before = idOf(args.after);
    const where: Record<string, unknown> = { user: ctx.viewer!.id };
    if (before !== null) where.id = { $lt: before };
    const rows = await ctx.em.find(Notification, where, { orderBy: { id: 'desc' }, limit: first + 1, offset: Math.max(args.offset ?? 0, 0) });
    const page = rows.slice(0, first);
    return {
      edges: page.map((node) => ({ node, cursor: cursorOf(node.id) })),
      pageInfo: { hasNextPage: rows.length > first, endCursor: page.length ? cursorOf(page[page.length - 1].id) : null },
    };
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
