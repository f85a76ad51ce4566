import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';

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

const post = (replies: number) => `json_build_object(
  'id', p.id, 'topicId', p.topic_id, 'topicOwnerId', t.owner_id, 'html', p.html, 'text', p.text, 'images', p.images,
  'replyCount', p.reply_count, 'createdAt', p.created_at, 'author', ${author('u')},
  'replyTo', case when q.id is null then null else json_build_object(
    'id', q.id, 'deleted', q.deleted_at is not null, 'createdAt', q.created_at, 'author', ${author('qu')}, 'replyCount', q.reply_count,
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
    select coalesce(json_agg(${post(replies)} order by p.id desc), '[]'::json) as posts
    from page p
    join topics t on t.id = p.topic_id
    join users u on u.id = p.author_id
    left join posts q on q.id = p.reply_to_id
    left join users qu on qu.id = q.author_id`;
  const rows = await em.getConnection().execute<{ posts: FeedPost[] }[]>(sql, params, 'all', em.getTransactionContext());
  return rows[0].posts;
}
