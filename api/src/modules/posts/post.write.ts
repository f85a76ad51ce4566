import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { eventFromRow, topicStream, type EventRow, type LogEvent } from '../../platform/events.js';
import { noticeEvents, postNoticesSql } from '../notifications/away-posts.js';
import type { NotificationView } from '../notifications/notification.view.js';
import { Binds, runPrepared } from '../../platform/prepared.js';
import { recheckedInStatement, sessionCheckCte } from '../../platform/session.js';
import { throttleInStatement, type ThrottleCounts } from '../../platform/write-limits.js';
import { squadIdsSql } from '../topics/membership.js';
import { feedPostJson, type FeedPost, type PostImageView } from './post.read.js';

/**
 * A post's write path in ONE statement, run on its own (autocommit: no transaction; issue 27;
 * decisions 045, 051, 059, 091): the post limit, the squad (the policy's input), a retry's first post
 * by `clientId`, the replied-to post, the post, the reply count, the squad stream's bump and the
 * `post.created` event, the post as the feed shows it, and the notices it makes (a reply's author,
 * the members away: `postNoticesSql`, decision 078) with their events and views — no read before nor
 * after it. Nothing is written unless every check passes: `ok` gates the stream's bump, the bump the
 * post's insert, the insert the reply count, the event and every notice (the limit counts anyway,
 * as `throttleWrite`'s separate upsert did); the caller turns the answer into the same refusals, in
 * the same order, as before. A unique violation (the same `clientId` committed meanwhile) fails the
 * whole statement: nothing of it stays.
 *
 * Feed order (decision 045) without the advisory lock: the stream's row is bumped (and locked
 * until the commit) BEFORE the post's id is drawn — `ins` selects from `s` — so a feed's ids are
 * drawn and committed one writer at a time, and the order of ids is the order of commits.
 * Locks in order: the viewer's limit rows, the replied-to post (FOR NO KEY UPDATE: its reply count
 * moves), the stream (a delete takes the post, then the stream: the same order).
 */
export interface PostWriteArgs {
  viewerId: number;
  topicId: number;
  clientId: string | null;
  html: string;
  text: string;
  images: readonly PostImageView[];
  replyToId: number | null;
  /** Count the post limit in this statement (false: a statement before it counted). */
  throttle: boolean;
  /** Only check (the limit, the squad, a retry): the statement before an image upload. */
  checkOnly?: boolean;
  /** A session the request took from the recent sessions: re-checked by the statement (decision 067). */
  sessionReused?: string | null;
  /** The author's username (the notices' texts). */
  authorName: string;
}

export interface PostWriteAnswer extends ThrottleCounts {
  /** The session is live and its person active (always true unless `sessionReused` was re-checked and failed). */
  session_ok: boolean;
  /** The squad (owner first); null: no such topic. */
  squad: number[] | null;
  /** The topic's title (a reply's notification). */
  title: string | null;
  /** The post this `clientId` stored the first time (a retry). */
  done_id: number | null;
  /** The replied-to post's author; null: not found (or no reply). */
  reply_author: number | null;
  post: FeedPost | null;
  event: LogEvent | null;
  /** The notices' `notification.added` events (with their views when carried), person streams in ascending user id. */
  notices: LogEvent[];
}

const KIND_CREATED = 'post.created';

// `writePost` re-checks a reused session (decision 067)
recheckedInStatement('createPost');

export async function writePost(em: EntityManager, a: PostWriteArgs): Promise<PostWriteAnswer> {
  // fixed text, every value a bind (decision 072): one prepared statement for the write, one for the check
  const b = new Binds();
  const viewer = b.v(a.viewerId, 'int');
  const topic = b.v(a.topicId, 'int');
  const ctes: string[] = [sessionCheckCte(b, a.sessionReused ?? null)];
  ctes.push(throttleInStatement(b, a.viewerId, 'post', `${b.v(a.throttle, 'boolean')} and exists (select 1 from sess)`));
  ctes.push(`sq as (select t.id, t.title, ${squadIdsSql('t')} as ids from topics t where t.id = ${topic})`);
  const clientId = b.v(a.clientId, 'text');
  ctes.push(`done as (select id from posts where author_id = ${viewer} and client_id = ${clientId})`);
  // (a bind the text does not use has no type: PostgreSQL refuses it, so only the write binds the reply)
  const replyTo = a.checkOnly ? 'null::int' : b.v(a.replyToId, 'int');
  if (!a.checkOnly) {
    ctes.push(`rt as (select id, author_id from posts where id = ${replyTo} and topic_id = ${topic} and deleted_at is null for no key update)`);
  } else ctes.push('rt as (select null::int as id, null::int as author_id where false)');
  let tail = 'null::json as post, null::json as event, null::json as notices';
  if (!a.checkOnly) {
    const stream = b.v(topicStream(a.topicId), 'text');
    const now = b.v(clock.now(), 'timestamptz');
    ctes.push(
      `ok as (select 1 as one from sq where exists (select 1 from sess) and exists (select 1 from lim_ok) and sq.ids::jsonb @> to_jsonb(${viewer}) and not exists (select 1 from done) and (${replyTo} is null or exists (select 1 from rt)))`,
      `s as (insert into event_streams as es (stream, last_seq) select ${stream}, 1 from ok
             on conflict (stream) do update set last_seq = es.last_seq + 1 returning last_seq)`,
      `ins as (insert into posts (topic_id, author_id, client_id, html, text, images, reply_to_id, created_at)
               select ${topic}, ${viewer}, ${clientId}, ${b.v(a.html, 'text')}, ${b.v(a.text, 'text')}, ${b.v(JSON.stringify(a.images), 'jsonb')}, ${replyTo}, ${now} from s
               returning *)`,
      `rc as (update posts set reply_count = reply_count + 1 where id = (select id from rt) and exists (select 1 from ins) returning reply_count)`,
      `e as (insert into events (stream, seq, kind, actor_id, data, created_at)
             select ${stream}, s.last_seq, '${KIND_CREATED}', ${viewer}, jsonb_build_object('postId', ins.id, 'replyToId', ins.reply_to_id), ${now} from s, ins
             returning stream, seq, kind, actor_id, data, created_at as at)`,
    );
    // the notices (decision 078), after the squad stream's bump: they wait for the insert, which selects from it
    const notices = postNoticesSql(em, b, {
      topic,
      actor: viewer,
      authorName: b.v(a.authorName, 'text'),
      title: '(select title from sq)',
      replyPost: replyTo,
      replyAuthor: '(select author_id from rt)',
      quote: b.v(a.text || '(image)', 'text'),
      written: 'exists (select 1 from ins)',
      at: now,
    });
    ctes.push(...notices.ctes);
    tail = `(select ${feedPostJson(LIMITS.postRepliesShown, '(select reply_count from rc)')}
               from ins p join topics t on t.id = p.topic_id join users u on u.id = p.author_id
               left join posts q on q.id = p.reply_to_id left join users qu on qu.id = q.author_id) as post,
             (select row_to_json(e) from e) as event,
             ${notices.events} as notices`;
  }
  const sql = `with ${ctes.join(',\n')}
    select exists (select 1 from sess) as session_ok, (select count from lim_m) as lim_m, (select count from lim_h) as lim_h, (select ids from sq) as squad, (select title from sq) as title,
      (select id from done) as done_id, (select author_id from rt) as reply_author, ${tail}`;
  const [row] = await runPrepared<Omit<PostWriteAnswer, 'event' | 'notices'> & { event: EventRow | null; notices: { event: EventRow; view: NotificationView | null }[] | null }>(
    em,
    a.checkOnly ? 'post.check' : 'post.write',
    sql,
    b.values,
    // nothing else varies the text: one text a label, built anew each call, sent as the kept one
    { shape: 'fixed' },
  );
  return { ...row, event: row.event ? eventFromRow(row.event) : null, notices: noticeEvents(row.notices) };
}
