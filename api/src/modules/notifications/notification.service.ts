import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import type { AppDeps } from '../../platform/context.js';
import { appendEvent, publishEvents, streamHead, streamHeadSql, userStream, type LogEvent } from '../../platform/events.js';
import { nudgeLogConsumers } from '../../platform/log-consumer.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Notification, NotificationType, type NotificationSubjectRefs } from './notification.entity.js';
import { subjects, type SubjectIds, type SubjectKey } from './subjects.js';
import { appendNotificationEvent } from './notification.view.js';
import { type SignedInContext } from '../../platform/auth.js';

/** A notification to store: its recipient, actor, type, topic, text and the ids of its subjects (`commentId`, …: subjects.ts). */
export type NewNotification = {
  userId: number;
  actorId?: number | null;
  type: NotificationType;
  topicId?: number | null;
  text: string;
} & SubjectIds;

/** Notifications that stopped being unread, per recipient: their `notification.read` events. */
export type ReadNotifications = Map<number, number[]>;

/** Another event of a person stream written in the same transaction (a call's ring, decision 068): appended in the same ascending order. */
export interface PersonEvent {
  userId: number;
  kind: string;
  actorId: number | null;
  data: LogEvent['data'];
}

/** The event kinds of notifications on the person streams `user:<id>` (decision 064). */
export const NOTIFICATION_EVENT_KINDS = { ADDED: 'notification.added', READ: 'notification.read' } as const;

/** A `notification.read` event's ids (a comma-separated list: event data holds scalars only). */
export const readIdsOf = (e: LogEvent): number[] =>
  String(e.data.ids ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);

/** The column of a subject (`request` → `request_id`), from the ORM's mapping. */
const subjectColumn = (em: EntityManager, key: SubjectKey): string => em.getMetadata(Notification).properties[key].fieldNames[0];

/** `type in (…)` for a list of types (never empty). */
const typesIn = (types: readonly NotificationType[]) => `type in (${types.map(() => '?').join(', ')})`;

async function readReturning(em: EntityManager, sql: string, params: unknown[]): Promise<ReadNotifications> {
  const rows: { id: number; user_id: number }[] = await em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
  const byUser: ReadNotifications = new Map();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.id]);
  return byUser;
}

/** The subject references of a new notification (each declared subject whose id it names). */
function subjectRefs(em: EntityManager, n: SubjectIds): NotificationSubjectRefs {
  const refs: Partial<Record<SubjectKey, unknown>> = {};
  for (const [key, entity] of subjects) {
    const id = n[`${key}Id` as keyof SubjectIds];
    if (id != null) refs[key] = em.getReference(entity(), id);
  }
  return refs as NotificationSubjectRefs;
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
        ...subjectRefs(em, n),
        text: n.text.slice(0, LIMITS.notificationTextMax),
        createdAt: clock.now(),
      }),
    );
  },

  /**
   * The notification changes of a transaction as events of their people's streams (decision 064):
   * `notification.added` per new one, `notification.read` per person whose unread ones were read.
   * Call it LAST in the transaction (after any squad stream's event): it flushes, then bumps the
   * person streams in ascending user id, the order chat's statements lock them in (no deadlock).
   * `also`: the transaction's other person-stream events (before a person's notifications).
   */
  async events(em: EntityManager, change: { added?: readonly Notification[]; read?: ReadNotifications; also?: readonly PersonEvent[] }): Promise<LogEvent[]> {
    const added = change.added ?? [];
    if (added.length) await em.flush();
    const todo: PersonEvent[] = [
      ...(change.also ?? []),
      ...added.map((n) => ({ userId: n.user.id, kind: NOTIFICATION_EVENT_KINDS.ADDED, actorId: n.actor?.id ?? null, data: { notificationId: n.id, type: n.type } })),
      ...[...(change.read ?? new Map<number, number[]>())].filter(([, ids]) => ids.length).map(([userId, ids]) => ({ userId, kind: NOTIFICATION_EVENT_KINDS.READ, actorId: null, data: { ids: ids.join(',') } })),
    ];
    todo.sort((a, b) => a.userId - b.userId); // stable: a person's events keep their order
    const out: LogEvent[] = [];
    // a notification's event carries what the bell shows (decision 073: its delivery reads nothing)
    for (const e of todo) {
      const own = e.kind === NOTIFICATION_EVENT_KINDS.ADDED || e.kind === NOTIFICATION_EVENT_KINDS.READ;
      out.push(await (own ? appendNotificationEvent(em, userStream(e.userId), e.userId, e.kind, e.actorId, e.data) : appendEvent(em, userStream(e.userId), e.kind, e.actorId, e.data)));
    }
    return out;
  },

  /**
   * After the commit: the events of `events` reach their people's open bells, and the log's
   * consumers are nudged — the Web Push one (modules/push, decisions 061, 068) reads the
   * `notification.added` and `call.ring` events from the log itself, so a write never waits on nor
   * loses a push.
   */
  publish(deps: Pick<AppDeps, 'pubsub' | 'jobs' | 'log'>, events: readonly LogEvent[]): void {
    publishEvents(deps.pubsub, events);
    nudgeLogConsumers(deps, events);
  },

  /**
   * The unread notifications of these types about one subject are read, in the caller's transaction
   * (what "answered" means is the producer's: a request confirmed or declined reads its REQUEST).
   */
  readAbout(em: EntityManager, key: SubjectKey, id: number, types: readonly NotificationType[]): Promise<ReadNotifications> {
    return readReturning(em, `update notifications set read_at = ? where ${subjectColumn(em, key)} = ? and ${typesIn(types)} and read_at is null returning id, user_id`, [clock.now(), id, ...types]);
  },

  /** The notifications of these types about one subject go (a withdrawn request's REQUEST); the unread ones are reported, to drop from the bell. */
  deleteAbout(em: EntityManager, key: SubjectKey, id: number, types: readonly NotificationType[]): Promise<ReadNotifications> {
    return readReturning(em, `with gone as (delete from notifications where ${subjectColumn(em, key)} = ? and ${typesIn(types)} returning id, user_id, read_at) select id, user_id from gone where read_at is null`, [id, ...types]);
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

  /** Marks one of the viewer's notifications read (someone else's is "not found"); the viewer's other tabs hear it. */
  async markRead(ctx: SignedInContext, id: number): Promise<Notification> {
    const { mine, events } = await ctx.em.transactional(async (em) => {
      const n = await em.findOne(Notification, { id, user: ctx.viewer.id });
      if (!n) throw notFound(MSG.notificationNotFound);
      if (n.readAt !== null) return { mine: n, events: [] };
      n.readAt = clock.now();
      await em.flush();
      return { mine: n, events: await notificationService.events(em, { read: new Map([[ctx.viewer.id, [n.id]]]) }) };
    });
    notificationService.publish(ctx.deps, events);
    return mine;
  },

  async markAllRead(ctx: SignedInContext): Promise<number> {
    const { count, events } = await ctx.em.transactional(async (em) => {
      const read = await readReturning(em, 'update notifications set read_at = ? where user_id = ? and read_at is null returning id, user_id', [clock.now(), ctx.viewer.id]);
      return { count: read.get(ctx.viewer.id)?.length ?? 0, events: await notificationService.events(em, { read }) };
    });
    notificationService.publish(ctx.deps, events);
    return count;
  },

  /**
   * The bell's start (decision 064): the unread count and the person stream's head in ONE statement,
   * so both come from one snapshot. A notification's row and its event commit together, so it is
   * either counted and at or before the head, or neither and after it (the stream then brings it).
   */
  async bell(ctx: SignedInContext): Promise<{ unreadCount: number; lastEventId: string }> {
    const [row] = await ctx.em
      .getConnection()
      .execute<{ unread: string; head: string }[]>(
        `select (select count(*) from notifications where user_id = ? and read_at is null) as unread, ${streamHeadSql('?')} as head`,
        [ctx.viewer.id, userStream(ctx.viewer.id)],
        'all',
        ctx.em.getTransactionContext(),
      );
    return { unreadCount: Number(row.unread), lastEventId: row.head };
  },

  /** The head of the viewer's person stream (integrators; the bell reads it with its count, `bell`). */
  async lastEventId(ctx: SignedInContext): Promise<string> {
    return String(await streamHead(ctx.em, userStream(ctx.viewer.id)));
  },
};
