import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { eventFromRow, topicStream, type EventRow, type LogEvent } from '../../platform/events.js';
import { int } from '../../platform/read.js';
import { recheckedInStatement, sessionCheckCte } from '../../platform/session.js';
import { throttleInStatement, type ThrottleCounts } from '../../platform/write-limits.js';
import { squadIdsSql } from '../topics/membership.js';
import { feedPostJson, type FeedPost, type PostImageView } from './post.read.js';

/**
 * A post's write path in ONE statement (issue 27; decisions 045, 051, 059): the post limit, the
 * squad (the policy's input), a retry's first post by `clientId`, the replied-to post, the post,
 * the reply count, the squad stream's bump and the `post.created` event, and the post as the feed
 * shows it — no read before nor after it. Nothing is written unless every check passes (the limit
 * counts anyway, as `throttleWrite`'s separate upsert did); the caller turns the answer into the
 * same refusals, in the same order, as before.
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
}

const KIND_CREATED = 'post.created';

// `writePost` re-checks a reused session (decision 067)
recheckedInStatement('createPost');

export async function writePost(em: EntityManager, a: PostWriteArgs): Promise<PostWriteAnswer> {
  const sess = sessionCheckCte(a.sessionReused ?? null);
  const params: unknown[] = [...sess.params];
  const ctes: string[] = [sess.sql];
  let limOk = 'true';
  if (a.throttle) {
    const lim = throttleInStatement(a.viewerId, 'post', 'exists (select 1 from sess)');
    ctes.push(lim.sql);
    params.push(...lim.params);
    limOk = 'exists (select 1 from lim_ok)';
  } else {
    ctes.push('lim_m as (select null::int as count where false), lim_h as (select null::int as count where false)');
  }
  ctes.push(`sq as (select t.id, t.title, ${squadIdsSql('t')} as ids from topics t where t.id = ${int(a.topicId)})`);
  if (a.clientId !== null) {
    ctes.push('done as (select id from posts where author_id = ? and client_id = ?)');
    params.push(a.viewerId, a.clientId);
  } else ctes.push('done as (select null::int as id where false)');
  if (a.replyToId !== null && !a.checkOnly) {
    ctes.push(`rt as (select id, author_id from posts where id = ${int(a.replyToId)} and topic_id = ${int(a.topicId)} and deleted_at is null for no key update)`);
  } else ctes.push('rt as (select null::int as id, null::int as author_id where false)');
  const replyOk = a.replyToId !== null ? 'exists (select 1 from rt)' : 'true';
  let tail = 'null::json as post, null::json as event';
  if (!a.checkOnly) {
    const stream = topicStream(a.topicId);
    const now = clock.now();
    ctes.push(
      `ok as (select 1 as one from sq where exists (select 1 from sess) and ${limOk} and sq.ids::jsonb @> to_jsonb(${int(a.viewerId)}) and not exists (select 1 from done) and ${replyOk})`,
      `s as (insert into event_streams as es (stream, last_seq) select ?, 1 from ok
             on conflict (stream) do update set last_seq = es.last_seq + 1 returning last_seq)`,
      `ins as (insert into posts (topic_id, author_id, client_id, html, text, images, reply_to_id, created_at)
               select ${int(a.topicId)}, ${int(a.viewerId)}, ?, ?, ?, ?::jsonb, ${a.replyToId === null ? 'null::int' : int(a.replyToId)}, ?::timestamptz from s
               returning *)`,
      `rc as (update posts set reply_count = reply_count + 1 where id = (select id from rt) and exists (select 1 from ins) returning reply_count)`,
      `e as (insert into events (stream, seq, kind, actor_id, data, created_at)
             select ?, s.last_seq, '${KIND_CREATED}', ${int(a.viewerId)}, jsonb_build_object('postId', ins.id, 'replyToId', ins.reply_to_id), ?::timestamptz from s, ins
             returning stream, seq, kind, actor_id, data, created_at as at)`,
    );
    params.push(stream, a.clientId, a.html, a.text, JSON.stringify(a.images), now, stream, now);
    tail = `(select ${feedPostJson(LIMITS.postRepliesShown, '(select reply_count from rc)')}
               from ins p join topics t on t.id = p.topic_id join users u on u.id = p.author_id
               left join posts q on q.id = p.reply_to_id left join users qu on qu.id = q.author_id) as post,
             (select row_to_json(e) from e) as event`;
  }
  const sql = `with ${ctes.join(',\n')}
    select exists (select 1 from sess) as session_ok, (select count from lim_m) as lim_m, (select count from lim_h) as lim_h, (select ids from sq) as squad, (select title from sq) as title,
      (select id from done) as done_id, (select author_id from rt) as reply_author, ${tail}`;
  const [row] = await em.getConnection().execute<(Omit<PostWriteAnswer, 'event'> & { event: EventRow | null })[]>(sql, params, 'all', em.getTransactionContext());
  return { ...row, event: row.event ? eventFromRow(row.event) : null };
}
