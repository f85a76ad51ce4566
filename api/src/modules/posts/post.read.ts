import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLResolveInfo } from 'graphql';
import { LIMITS, MSG } from '@poolmates/schema';
import type { PageArgs } from '../../platform/connection.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { pageWindow, toConnection } from '../../platform/pagination.js';
import { runPrepared } from '../../platform/prepared.js';
import { asked, int, jsonRow, type Columns, type Sel } from '../../platform/read.js';
import { squadIdsSql } from '../topics/membership.js';
import { userJson } from '../users/user.reads.js';
import { postPolicy } from './post.policy.js';

/**
 * The feed's reads as plain objects (issue 18's pattern): ONE SQL statement answers a page of posts
 * with their authors, images, the quoted post they reply to and its author, their newest replies
 * and those replies' authors — PostgreSQL builds the JSON, nothing is hydrated into entities. The
 * GraphQL `Post` type resolves from these objects as they are (post.resolver.ts), and the bench
 * compares this read with a hand-written node-postgres query for the same fields.
 */

/** An author as the feed shows it: the public fields of the User type (its field resolvers read them). */
export interface PostAuthor {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  bio: string | null;
  location: string | null;
  timezone: string | null;
  stereotype: string | null;
  profileImage: string | null;
  createdAt: string;
}

export interface PostImageView {
  url: string;
  width: number;
  height: number;
}

/** The post a reply quotes; a deleted one keeps its author and loses its content. */
export interface PostQuoteView {
  id: number;
  html: string;
  images: PostImageView[];
  deleted: boolean;
  createdAt: string;
  /** Its replies now (what a client sets the quoted post's count to: idempotent, unlike adding one). */
  replyCount: number;
  author: PostAuthor;
}

/** A post as every door reads it. `replies` are the newest few (see readPosts), oldest first. */
export interface FeedPost {
  id: number;
  topicId: number;
  topicOwnerId: number;
  html: string;
  text: string;
  images: PostImageView[];
  replyCount: number;
  createdAt: string;
  author: PostAuthor;
  replyTo: PostQuoteView | null;
  replies: FeedPost[];
}

/** Which posts: a newest-first page of a topic (below a cursor id), or given ids. */
export type PostSelection = { topicId: number; below: number | null; limit: number; offset: number } | { ids: readonly number[] };

const author = (u: string) =>
  `json_build_object('id', ${u}.id, 'username', ${u}.username, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name, 'gender', ${u}.gender, 'bio', ${u}.bio, 'location', ${u}.location, 'timezone', ${u}.timezone, 'stereotype', ${u}.stereotype, 'profileImage', ${u}.profile_image, 'createdAt', ${u}.created_at)`;

// a reply as it shows under its post: no quote (it quotes that post) and no replies of its own
const REPLY = `json_build_object('id', r.id, 'topicId', r.topic_id, 'topicOwnerId', t.owner_id, 'html', r.html, 'text', r.text, 'images', r.images, 'replyCount', r.reply_count, 'createdAt', r.created_at, 'author', ${author('ru')}, 'replyTo', null, 'replies', '[]'::json)`;

/** A post's JSON over `p` (posts), `t` (its topic), `u` (its author), `q`/`qu` (the quoted post, its author); `quoteCount`: the quote's reply count. */
export const feedPostJson = (replies: number, quoteCount = 'q.reply_count') => `json_build_object(
  'id', p.id, 'topicId', p.topic_id, 'topicOwnerId', t.owner_id, 'html', p.html, 'text', p.text, 'images', p.images,
  'replyCount', p.reply_count, 'createdAt', p.created_at, 'author', ${author('u')},
  'replyTo', case when q.id is null then null else json_build_object(
    'id', q.id, 'deleted', q.deleted_at is not null, 'createdAt', q.created_at, 'author', ${author('qu')}, 'replyCount', ${quoteCount},
    'html', case when q.deleted_at is null then q.html else '' end,
    'images', case when q.deleted_at is null then q.images else '[]'::jsonb end) end,
  'replies', coalesce((
    select json_agg(${REPLY} order by r.id)
    from (select * from posts r0 where r0.reply_to_id = p.id and r0.deleted_at is null order by r0.id desc limit ${replies}) r
    join users ru on ru.id = r.author_id
  ), '[]'::json))`;

/**
 * Posts (not deleted) as plain objects, newest first, in one statement, each with its newest
 * `replies` replies (a feed page: LIMITS.feedRepliesShown; one post: LIMITS.postRepliesShown).
 */
export async function readPosts(em: EntityManager, which: PostSelection, replies: number = LIMITS.postRepliesShown): Promise<FeedPost[]> {
  let page: string;
  let params: unknown[];
  if ('ids' in which) {
    if (which.ids.length === 0) return [];
    page = 'select * from posts where id in (?) and deleted_at is null';
    params = [[...which.ids]];
  } else {
    page = `select * from posts where topic_id = ? and deleted_at is null${which.below === null ? '' : ' and id < ?'} order by id desc limit ? offset ?`;
    params = which.below === null ? [which.topicId, which.limit, which.offset] : [which.topicId, which.below, which.limit, which.offset];
  }
  const sql = `with page as (${page})
    select coalesce(json_agg(${feedPostJson(replies)} order by p.id desc), '[]'::json) as posts
    from page p
    join topics t on t.id = p.topic_id
    join users u on u.id = p.author_id
    left join posts q on q.id = p.reply_to_id
    left join users qu on qu.id = q.author_id`;
  const rows = await em.getConnection().execute<{ posts: FeedPost[] }[]>(sql, params, 'all', em.getTransactionContext());
  return rows[0].posts;
}

// ---------------------------------------------------------------------------------------------
// The feed page as the other pages are read (decision 033's pattern, decision 039): ONE statement
// shaped by the GraphQL selection — the squad (for the policy and every post's `viewerCan`), the
// feed's newest event id, and the page of posts with only the asked fields of their authors,
// quotes and replies.

/** The columns each `Post` field reads; the rest of a `FeedPost` is `always` or built below. */
const POST_COLUMNS: Columns = {
  id: {},
  topicId: {},
  topic: {},
  html: { html: '$.html' },
  text: { text: '$.text' },
  images: { images: '$.images' },
  replyCount: { replyCount: '$.reply_count' },
  createdAt: { createdAt: '$.created_at' },
  author: {},
  replyTo: {},
  replies: {},
  viewerCan: {},
};

const QUOTE_COLUMNS: Columns = {
  id: {},
  html: { html: "case when $.deleted_at is null then $.html else '' end" },
  images: { images: "case when $.deleted_at is null then $.images else '[]'::jsonb end" },
  deleted: { deleted: '$.deleted_at is not null' },
  replyCount: { replyCount: '$.reply_count' },
  createdAt: { createdAt: '$.created_at' },
  author: {},
};

/**
 * A feed post's read row: `$.squad` is its squad (owner first), for `viewerCan` (post.resolver.ts);
 * `$.taggers`, on a live event's post, who has a smart tag on it (`mySmartTag` is null for everyone
 * else without a read: smart-tags' field resolver).
 */
export type FeedPostRow = FeedPost & { $?: { squad?: number[]; taggers?: FeedPostTaggers } };
export type FeedPostTaggers = ReadonlySet<number>;

/**
 * A post's JSON from the `posts` row `p` (its topic `t` in scope): `sel` the fields asked of it;
 * `nested` false for a reply under its post (no quote, no replies of its own, as readPosts).
 */
function postJson(p: string, sel: Sel, nested: boolean): string {
  const props: Record<string, string> = {};
  const au = `${p}u`;
  props.author = sel.has('author') ? `(select ${userJson(au, sel.under('author'))} from users ${au} where ${au}.id = ${p}.author_id)` : `json_build_object('id', ${p}.author_id)`;
  if (!nested) props.replyTo = 'null';
  else if (sel.has('replyTo')) {
    const qs = sel.under('replyTo');
    const q = `${p}q`;
    const quoteAuthor: Record<string, string> = qs.has('author') ? { author: `(select ${userJson(`${q}u`, qs.under('author'))} from users ${q}u where ${q}u.id = ${q}.author_id)` } : {};
    const quote = jsonRow(QUOTE_COLUMNS, q, qs, { id: '$.id' }, quoteAuthor);
    props.replyTo = `(select ${quote} from posts ${q} where ${q}.id = ${p}.reply_to_id)`;
  } else props.replyTo = `case when ${p}.reply_to_id is null then null else json_build_object('id', ${p}.reply_to_id) end`;
  if (!nested) props.replies = "'[]'::json";
  else if (sel.has('replies')) {
    // the newest few, oldest first (the resolver keeps the newest `first` of them), as readPosts
    const r = `${p}r`;
    props.replies = `coalesce((select json_agg(${postJson(r, sel.under('replies'), false)} order by ${r}.id) from (select * from posts x where x.reply_to_id = ${p}.id and x.deleted_at is null order by x.id desc limit ${int(LIMITS.feedRepliesShown)}) ${r}), '[]'::json)`;
  } else props.replies = "'[]'::json";
  // a field the map does not know (another feature's) reads every column, as jsonRow does
  const always = { id: '$.id', topicId: '$.topic_id', topicOwnerId: 't.owner_id' };
  return jsonRow(POST_COLUMNS, p, sel, always, props);
}

const windowOf = (args: PageArgs) => pageWindow('post', args, LIMITS.feedPageSize, LIMITS.feedPageMax);

/** Feed reads: the page a squad member reads, in one statement. */
export const postReads = {
  /**
   * A squad's feed page, newest first, each post with its newest replies: as `postService.feed`
   * answers it (NOT_FOUND for an unknown topic, FORBIDDEN outside the squad, `lastEventId` on the
   * first page), read with the squad and the last event id in ONE statement.
   */
  async feed(ctx: Context, info: GraphQLResolveInfo, topicId: number, args: PageArgs) {
    const w = windowOf(args);
    const sel = asked(info).at('edges', 'node');
    // every value bound, so the text is one per selection (and `after` or not): a named statement
    // planned once (decisions 072, 087)
    const values: unknown[] = [topicId, w.limit, w.offset];
    if (w.below !== null) values.push(w.below);
    const below = w.below === null ? '' : ' and x.id < $4::int';
    const last = args.after ? 'null' : `(select coalesce((select es.last_seq from event_streams es where es.stream = 'topic:' || t.id), 0))`;
    const sql = `select json_build_object(
      'squad', ${squadIdsSql('t')},
      'last', ${last},
      'posts', (select coalesce(json_agg(${postJson('p', sel, true)} order by p.id desc), '[]'::json)
        from (select * from posts x where x.topic_id = t.id and x.deleted_at is null${below} order by x.id desc limit $2::int offset $3::int) p)
    ) as r from topics t where t.id = $1::int`;
    const rows = topicId > 0 ? await runPrepared<{ r: { squad: number[]; last: number | null; posts: FeedPostRow[] } }>(ctx.deps.orm.em, 'read.feed', sql, values, { outsideTransaction: true }) : [];
    const read = rows[0]?.r;
    const squad = read?.squad ?? [];
    if (squad.length === 0) throw notFound(MSG.topicNotFound); // every topic has its owner
    if (!postPolicy.canRead(ctx.viewerRow, squad)) throw forbidden(MSG.feedSquadOnly);
    const shared = { squad };
    for (const p of read.posts) {
      p.$ = shared;
      for (const r of p.replies as FeedPostRow[]) r.$ = shared;
    }
    return { ...toConnection('post', w, read.posts), lastEventId: read.last === null ? null : String(read.last) };
  },
};
