import type { EntityManager } from '@mikro-orm/postgresql';
import { eventFromRow, type EventRow, type LogEvent, type StreamName } from '../../platform/events.js';
import { clock } from '../../platform/clock.js';
import { Binds, runPrepared } from '../../platform/prepared.js';
import { covers, dates, fixedSel, type Sel, type SelTree } from '../../platform/read.js';
import { reviveUser, userJson } from '../users/user.reads.js';
import { Notification } from './notification.entity.js';
import { subjects } from './subjects.js';

/**
 * What a live notification event shows, built by the statement that appends it (decision 073, as
 * 067 did for posts and chat): the notification as the bell shows it (`CARRIED_NOTIFICATION`, what
 * the web's NotificationFields asks) and the person's unread count — so its delivery to an open
 * bell reads nothing. Published with the event, never stored: a catch-up or gap read has no view
 * and reads as before; a subscription asking other fields reads as before too (`covers`).
 */
const PERSON: SelTree = { id: true, username: true, firstName: true, lastName: true, profileImageUrl: true };
let carried: SelTree | null = null;
/** The Notification fields a carried view holds; the subjects' `<key>Id` fields come from their producers (decision 069). */
export function carriedNotification(): SelTree {
  carried ??= {
    id: true,
    type: true,
    text: true,
    read: true,
    createdAt: true,
    actor: PERSON,
    topic: { id: true, topic: true },
    ...Object.fromEntries([...subjects.keys()].map((k) => [`${k}Id`, true])),
  };
  return carried;
}
const carriedEvent = (): SelTree => ({ id: true, kind: true, readIds: true, unreadCount: true, notification: carriedNotification() });

/** A carried view as published (JSON: dates as text). `notification` only for `notification.added`. */
export interface NotificationView {
  notification?: Record<string, unknown> & { createdAt: string; readAt: string | null };
  unreadCount: number;
}

/** The view an event carries, when it covers what `sel` asks (`event`: a NotificationEvent's selection; else a Notification's). */
export function viewOf(e: object, sel: Sel, of: 'event' | 'notification'): NotificationView | null {
  const view = (e as { view?: NotificationView }).view;
  return view && covers(of === 'event' ? carriedEvent() : carriedNotification(), sel) ? view : null;
}

/** The unread count an event carries (undefined: none carried, read it). */
export const carriedCount = (e: object): number | undefined => (e as { view?: NotificationView }).view?.unreadCount;

/** The carried notification as a read row (the field resolvers read its actor and topic, never a loader). */
export function reviveNotification(row: NonNullable<NotificationView['notification']>): Notification {
  const n = dates({ ...row }, 'createdAt', 'readAt');
  if (n.actor) n.actor = reviveUser({ ...(n.actor as object) });
  return n as unknown as Notification;
}

/** The notification row `n` as a read row: its own columns, actor and topic as the bell shows them, the subjects as `{ id }`. */
export function notificationJson(em: EntityManager): string {
  const props = em.getMetadata(Notification).properties;
  const subjectsJson = [...subjects.keys()].map((k) => {
    const col = `n.${props[k].fieldNames[0]}`;
    return `'${k}', case when ${col} is null then null else json_build_object('id', ${col}) end`;
  });
  return `json_build_object('id', n.id, 'type', n.type, 'text', n.text, 'readAt', n.read_at, 'createdAt', n.created_at,
    'actor', case when a.id is null then null else ${userJson('a', fixedSel(PERSON))} end,
    'topic', case when t.id is null then null else json_build_object('id', t.id, 'title', t.title) end,
    ${subjectsJson.length ? `${subjectsJson.join(', ')}, ` : ''}'$', '{}'::json)`;
}

/**
 * Appends one notification event to a person stream and builds its view in the same statement.
 * The statement's reads see its snapshot — this transaction's own notification rows and reads, but
 * not a write that commits while it waits on the stream's row lock. So it reads the stream's head
 * in its snapshot too: the view is carried only when the bump moved the head by exactly this one
 * event (every change of a person's notifications appends to their stream, decision 064);
 * otherwise the event goes without a view and its delivery reads (never a stale unread count).
 */
export async function appendNotificationEvent(em: EntityManager, stream: StreamName, userId: number, kind: string, actorId: number | null, data: LogEvent['data']): Promise<LogEvent> {
  const notificationId = kind === 'notification.added' ? Number(data.notificationId) : null;
  // fixed text, every value a bind: a named prepared statement (two shapes: with and without the notification; decision 072)
  const p = new Binds();
  const st = p.v(stream, 'text');
  const user = p.v(userId, 'int');
  const notification =
    notificationId === null
      ? 'null'
      : `(select ${notificationJson(em)} from notifications n left join users a on a.id = n.actor_id left join topics t on t.id = n.topic_id
          where n.id = ${p.v(notificationId, 'int')} and n.user_id = ${user})`;
  const sql = `with h as (select last_seq from event_streams where stream = ${st}),
     s as (
       insert into event_streams as es (stream, last_seq) values (${st}, 1)
       on conflict (stream) do update set last_seq = es.last_seq + 1
       returning last_seq),
     e as (
       insert into events (stream, seq, kind, actor_id, data, created_at)
       select ${st}, s.last_seq, ${p.v(kind, 'text')}, ${p.v(actorId, 'int')}, ${p.v(JSON.stringify(data), 'jsonb')}, ${p.v(clock.now(), 'timestamptz')} from s
       returning stream, seq, kind, actor_id, data, created_at as at)
     select row_to_json(e) as event,
       case when e.seq - 1 = coalesce((select last_seq from h), 0) then json_build_object(
         'notification', ${notification},
         'unreadCount', (select count(*)::int from notifications where user_id = ${user} and read_at is null)) end as view
     from e`;
  const [row] = await runPrepared<{ event: EventRow; view: NotificationView | null }>(em, 'notification.append', sql, p.values);
  const event = eventFromRow(row.event);
  if (!row.view) return event;
  const view: NotificationView = { unreadCount: row.view.unreadCount };
  if (row.view.notification) view.notification = row.view.notification;
  return { ...event, view };
}
