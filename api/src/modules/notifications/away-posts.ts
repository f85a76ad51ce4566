import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { eventFromRow, type EventRow, type LogEvent } from '../../platform/events.js';
import type { Binds } from '../../platform/prepared.js';
import { joinedAtSql, squadUidRowsSql } from '../topics/membership.js';
import { Notification, NotificationType } from './notification.entity.js';
import { NOTIFICATION_EVENT_KINDS } from './notification.service.js';
import { notificationJson, type NotificationView } from './notification.view.js';

/** What `postNoticesSql` takes from the post statement it joins (SQL expressions of it, or binds). */
export interface PostNoticesIn {
  /** The topic and the author (binds). */
  topic: string;
  actor: string;
  /** The author's username (a bind). */
  authorName: string;
  /** The topic's title (SQL of the post statement's squad read). */
  title: string;
  /** The replied-to post (a bind; null: not a reply) and its author (SQL of the statement's own read of it). */
  replyPost: string;
  replyAuthor: string;
  /** What the POSTREPLY quotes: the post's text, `(image)` without (a bind). */
  quote: string;
  /** True once the post is written: every write here is conditioned on it (a refused post writes nothing). */
  written: string;
  /** The statement's instant (a bind). */
  at: string;
}

/**
 * A post's notices as CTEs of the post's own statement (issue 27; decision 078, then 091: one
 * statement, no transaction) — a reply's POSTREPLY and "a squad mate posted while you were away"
 * (issue 29, decision 062): the absences claimed, the notification rows, each recipient's person
 * stream bumped and its `notification.added` events appended, and each event's view (decision 073)
 * — for every recipient at once. Answers the CTEs and the SQL of the events' JSON (`{event, user_id,
 * view}` rows, null: none).
 *
 * Away: a member is away from a squad when they were last seen in it — the latest of opening its
 * workspace (`topic_visits`), their open feed showing posts (`feed_read_markers.updated_at`) and their
 * own last post there, or their joining it (a new member is not away at once) — more than
 * LIMITS.awayAfterMinutes ago. Each away member gets at most one per absence: the upsert on
 * `away_post_notices (user, topic)` claims the absence (its last-seen instant) only when it is newer
 * than the one claimed before, so concurrent posts cannot both claim it. Coming back moves last-seen
 * on: the next absence claims anew.
 *
 * Lock order (decision 064): the claim waits for `written` — the post's insert, which selects from
 * the squad stream's bump — so the person streams are bumped after the squad's, in ascending user id
 * (the bump's rows are inserted ordered by it, as chat's statements do), a person's events in the
 * order of their notification ids (the reply's first). Views as `appendNotificationEvent` builds
 * them: the statement's reads see its snapshot — not its own notification rows (counted in), nor a
 * write that commits while it waits on a stream's row lock — so a view is carried only when the bump
 * moved the stream's head by exactly this statement's events; otherwise the event goes without one
 * and its delivery reads.
 *
 * Texts as the app built them, in PostgreSQL's characters (the column is varchar(300): characters,
 * where JavaScript's slices counted UTF-16 units — an emoji now counts one, not two).
 */
export function postNoticesSql(em: EntityManager, b: Binds, p: PostNoticesIn): { ctes: string[]; events: string } {
  const awaySince = new Date(clock.now().getTime() - LIMITS.awayAfterMinutes * 60_000);
  const max = LIMITS.notificationTextMax;
  const postCol = em.getMetadata(Notification).properties.post.fieldNames[0];
  const head = `(${p.authorName} || ' replied to your post in ' || coalesce(${p.title}, '') || ': ')`;
  // (a negative room cuts from the end, as JavaScript's slice did)
  const room = `(${max} - length(${head}))`;
  const replyText = `left(${head} || case when length(${p.quote}) > ${room} then left(${p.quote}, ${room} - 1) || '…' else ${p.quote} end, ${max})`;
  const awayText = `left(${p.authorName} || ' posted in ' || coalesce(${p.title}, '') || ' while you were away', ${max})`;
  const ctes = [
    `seen as (
       select m.uid, greatest(
         (select v.visited_at from topic_visits v where v.user_id = m.uid and v.topic_id = ${p.topic}),
         (select f.updated_at from feed_read_markers f where f.user_id = m.uid and f.topic_id = ${p.topic}),
         (select max(p.created_at) from posts p where p.author_id = m.uid and p.topic_id = ${p.topic}),
         ${joinedAtSql(p.topic, 'm.uid')},
         (select o.created_at from topics o where o.id = ${p.topic} and o.owner_id = m.uid)) as last_seen
       -- the squad but the author, read here (not an array bind: an unnest of unknown length kept
       -- PostgreSQL on custom plans, ~1 ms of planning a post — decision 078)
       from (${squadUidRowsSql(p.topic)}) m
       where m.uid <> ${p.actor})`,
    `claim as (
       insert into away_post_notices (user_id, topic_id, absence_since, notified_at)
       select uid, ${p.topic}, coalesce(last_seen, 'epoch'::timestamptz), ${p.at} from seen
       where ${p.written} and coalesce(last_seen, 'epoch'::timestamptz) < ${b.v(awaySince, 'timestamptz')}
       on conflict (user_id, topic_id) do update set absence_since = excluded.absence_since, notified_at = excluded.notified_at
         where away_post_notices.absence_since < excluded.absence_since
       returning user_id)`,
    `src as (
       select ${p.replyAuthor} as uid, '${NotificationType.POSTREPLY}'::notification_type as type, ${replyText} as text, ${p.replyPost} as post_id, 0 as ord
       where ${p.written} and ${p.replyAuthor} <> ${p.actor}
       union all
       select user_id, '${NotificationType.POSTED_WHILE_AWAY}'::notification_type, ${awayText}, null::int, 1 from claim)`,
    `heads as (select stream, last_seq from event_streams where stream in (select 'user:' || uid from src))`,
    `n as (
       insert into notifications (user_id, actor_id, type, topic_id, ${postCol}, text, created_at)
       select uid, ${p.actor}, type, ${p.topic}, post_id, text, ${p.at} from src order by uid, ord
       returning *)`,
    `bump as (
       insert into event_streams as es (stream, last_seq)
       select 'user:' || n.user_id, count(*) from n group by n.user_id order by n.user_id
       on conflict (stream) do update set last_seq = es.last_seq + excluded.last_seq
       returning stream, last_seq)`,
    `ev as (
       insert into events (stream, seq, kind, actor_id, data, created_at)
       select b.stream, b.last_seq - count(*) over w + row_number() over (w order by n.id), '${NOTIFICATION_EVENT_KINDS.ADDED}', ${p.actor},
         jsonb_build_object('notificationId', n.id, 'type', n.type), ${p.at}
       from n join bump b on b.stream = 'user:' || n.user_id
       window w as (partition by n.user_id)
       returning stream, seq, kind, actor_id, data, created_at as at)`,
    `k as (select user_id, count(*)::int as k from n group by user_id)`,
  ];
  const events = `(select json_agg(json_build_object('event', row_to_json(ev), 'user_id', n.user_id,
         'view', case when bump.last_seq - k.k = coalesce((select h.last_seq from heads h where h.stream = bump.stream), 0) then json_build_object(
           'notification', ${notificationJson(em)},
           'unreadCount', (select count(*)::int from notifications u where u.user_id = n.user_id and u.read_at is null) + k.k) end)
       order by n.user_id, ev.seq)
     from ev join n on n.id = (ev.data->>'notificationId')::int join bump on bump.stream = ev.stream join k on k.user_id = n.user_id
       left join users a on a.id = n.actor_id left join topics t on t.id = n.topic_id)`;
  return { ctes, events };
}

/** The notices' events as `postNoticesSql` answers them, each with its view when carried. */
export function noticeEvents(rows: { event: EventRow; view: NotificationView | null }[] | null): LogEvent[] {
  return (rows ?? []).map((r) => {
    const event = eventFromRow(r.event);
    return r.view ? { ...event, view: r.view } : event;
  });
}
