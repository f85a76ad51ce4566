import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import { type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { appendEvent, publishEvents, streamHead, topicStream } from '../../platform/events.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound, unauthenticated } from '../../platform/errors.js';
import { ImageRejected, readLimited, reencodeFit } from '../../platform/images.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { checkThrottle } from '../../platform/write-limits.js';
import { notificationService } from '../notifications/notification.service.js';
import { squadMemberIds } from '../topics/membership.js';
import { postInput } from './post.errors.js';
import { cleanPostHtml } from './post.html.js';
import { postPolicy } from './post.policy.js';
import { readPosts, type FeedPost, type FeedPostRow, type PostImageView } from './post.read.js';
import { Post } from './post.entity.js';
import { writePost, type PostWriteAnswer } from './post.write.js';

export interface CreatePostArgs {
  topicId: number;
  html: string;
  clientId?: string | null;
  replyToId?: number | null;
  images?: readonly (Promise<FileUpload> | FileUpload)[] | null;
}

/** The squad stream's event kinds of the feed (decision 051): `data.postId`. */
export const POST_EVENT_KINDS = { CREATED: 'post.created', DELETED: 'post.deleted' } as const;

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const STORAGE_PREFIX = '/uploads/';

/** The squad, or NOT_FOUND for an unknown topic and FORBIDDEN for someone outside it. */
async function squadFor(ctx: Context, topicId: number): Promise<number[]> {
  const squad = topicId > 0 ? await squadMemberIds(ctx.em, topicId) : [];
  if (squad.length === 0) throw notFound(MSG.topicNotFound); // every topic has its owner
  if (!postPolicy.canRead(ctx.viewer, squad)) throw forbidden(MSG.feedSquadOnly);
  // the page's viewerCan reads it again through the loader: this answer is the same request's
  ctx.loaders.topics.squadMembers.prime(topicId, squad);
  return squad;
}

/** Reads, checks and re-encodes the images (before any write); the spec's alerts on refusal. */
async function encodeImages(files: readonly (Promise<FileUpload> | FileUpload)[]): Promise<{ data: Buffer; width: number; height: number }[]> {
  const out: { data: Buffer; width: number; height: number }[] = [];
  for (const file of files) {
    try {
      const upload = await file;
      const bytes = await readLimited(() => upload.createReadStream(), LIMITS.postImageMaxBytes - 1); // "4096 KB or more" is refused
      out.push(await reencodeFit(bytes, LIMITS.postImageWidth, LIMITS.postImageHeight, LIMITS.postImageQuality));
    } catch (err) {
      if (err instanceof ImageRejected) throw postInput('images', err.reason === 'too-big' ? MSG.postImageTooBig : MSG.postImageInvalid);
      throw err;
    }
  }
  return out;
}

async function removeImages(ctx: Context, images: readonly PostImageView[]): Promise<void> {
  await Promise.all(images.filter((i) => i.url.startsWith(STORAGE_PREFIX)).map((i) => ctx.deps.storage.remove(i.url.slice(STORAGE_PREFIX.length)).catch(() => {})));
}

async function one(em: EntityManager, id: number): Promise<FeedPost | null> {
  return (await readPosts(em, { ids: [id] }))[0] ?? null;
}

/** What a live `post.created` event carries (not stored): the new post as the feed shows it, and its squad (for `viewerCan`). */
export interface CreatedPostView {
  post: FeedPost;
  squad: number[];
}

/** First key of the two-key advisory lock that orders one feed's writes (presence uses 0x7072). */
export const FEED_ORDER_LOCK = 0x7066;

/**
 * Takes the topic's feed lock for the rest of the transaction, BEFORE a post id or an event id is
 * drawn (decision 045). Ids come from sequences: without it two posts committing in the other
 * order than they drew their ids (a slow image upload, a reply's extra statements) let a reader see
 * event 11 before 10 commits — `topicPostEvents(after: 11)` then never sends 10, and a keyset page
 * read in between skips post 10. Under the lock a feed's ids are drawn and committed one writer at
 * a time, so within a topic id order is commit order: what a reader has seen up to an id is all
 * there will ever be up to it. Other topics are not held up. A post no longer takes it (issue 27,
 * decision 059): its one statement bumps the squad stream's row before drawing its id, which holds
 * the feed's next writer the same way; a delete, which draws no post id, still takes it.
 */
async function feedOrderLock(em: EntityManager, topicId: number): Promise<void> {
  await em.getConnection().execute('select pg_advisory_xact_lock(?, ?)', [FEED_ORDER_LOCK, topicId], 'all', em.getTransactionContext());
}

export const postService = {
  /** A topic's feed, newest first, 12 a page (24 at most), each post with its newest 3 replies: squad members only. */
  async feed(ctx: Context, topicId: number, args: PageArgs) {
    await squadFor(ctx, topicId);
    // read before the page: an event in between is then sent again rather than missed (the web merges by id)
    const lastEventId = args.after ? null : String(await postService.lastEventId(ctx.em, topicId));
    const page = await pageById('post', args, LIMITS.feedPageSize, (below, limit, offset) => readPosts(ctx.em, { topicId, below, limit, offset }, LIMITS.feedRepliesShown), LIMITS.feedPageMax);
    return { ...page, lastEventId };
  },

  /**
   * One post with its replies (the preview page); null when deleted or unknown, FORBIDDEN outside its
   * squad. `withEventId`: the feed's newest event id is read first (as `feed` does), so the preview's
   * `topicPostEvents(after:)` gets every reply that is not in the answer — once.
   */
  async get(ctx: Context, id: number, withEventId = false): Promise<(FeedPost & { feedEventId?: string }) | null> {
    if (id <= 0) return null;
    let feedEventId: string | undefined;
    if (withEventId) {
      const [row] = await ctx.em
        .getConnection()
        .execute<{ id: string }[]>(
          `select coalesce((select s.last_seq from event_streams s where s.stream = 'topic:' || (select topic_id from posts where id = ?)), 0) as id`,
          [id],
          'all',
          ctx.em.getTransactionContext(),
        );
      feedEventId = String(row?.id ?? 0);
    }
    const post = await one(ctx.em, id);
    if (!post) return null;
    await squadFor(ctx, post.topicId);
    return feedEventId === undefined ? post : { ...post, feedEventId };
  },

  /** Posts in the feed (not deleted), replies included. */
  async count(ctx: Context, topicId: number): Promise<number> {
    await squadFor(ctx, topicId);
    return ctx.em.count(Post, { topic: topicId, deletedAt: null });
  },

  /**
   * Posts to a squad's feed (or replies to one of its posts): text or at least one image, up to 8
   * images re-encoded to fit 900×700 (JPEG quality 40, no EXIF). The post, its event, the reply
   * count and its notices change in one statement (no transaction: decision 091); the replied-to
   * author is told (POSTREPLY). A retry with the same `clientId` answers the post stored the first time.
   */
  async create(ctx: SignedInContext, args: CreatePostArgs): Promise<FeedPost> {
    // the plain row (id, username): no entity merged into the request's EntityManager for a post
    const viewer = ctx.viewerRow;
    // the refusals in their order (decision 018: the limit first, a refused write costs nothing);
    // the limit, the squad and a retry are answered by the write's own statement (issue 27), or, when
    // images must be uploaded first or the input is refused, by one statement before
    const clientId = args.clientId?.trim() || null;
    const files = args.images ?? [];
    const { html, text } = cleanPostHtml(args.html);
    const invalid =
      clientId !== null && !CLIENT_ID.test(clientId)
        ? postInput('clientId', MSG.postClientIdInvalid)
        : files.length > LIMITS.postImagesMax
          ? postInput('images', MSG.postTooManyImages)
          : !text && files.length === 0
            ? postInput('html', MSG.postEmpty)
            : null;
    const base = { viewerId: viewer.id, topicId: args.topicId, clientId: invalid ? null : clientId, html, text, replyToId: args.replyToId ?? null, sessionReused: ctx.sessionReused ?? null, authorName: viewer.username };
    /** The limit, then the squad (NOT_FOUND, FORBIDDEN), then a retry's first post: as `throttleWrite`, `squadFor` and the clientId lookup did. */
    const checked = async (a: PostWriteAnswer): Promise<FeedPost | null> => {
      if (!a.session_ok) throw unauthenticated();
      checkThrottle('post', a);
      if (invalid) throw invalid;
      const squad = a.squad ?? [];
      if (squad.length === 0) throw notFound(MSG.topicNotFound); // every topic has its owner
      if (!postPolicy.canRead(viewer, squad)) throw forbidden(MSG.feedSquadOnly);
      if (a.done_id === null) return null;
      // a retry answers the post read again: its replies' `viewerCan` find the squad in the loader
      ctx.loaders.topics.squadMembers.prime(args.topicId, squad);
      return (await one(ctx.em, a.done_id)) ?? Promise.reject(notFound(MSG.postNotFound));
    };
    const images: PostImageView[] = [];
    const preChecked = invalid !== null || files.length > 0;
    if (preChecked) {
      const retry = await checked(await writePost(ctx.db, { ...base, images, throttle: true, checkOnly: true }));
      if (retry) return retry;
      const encoded = await encodeImages(files);
      for (const img of encoded) images.push({ url: STORAGE_PREFIX + (await ctx.deps.storage.put('posts', 'jpg', img.data)), width: img.width, height: img.height });
    }
    // ONE statement, autocommit, as a chat message (issue 27, decision 091): the checks, the post,
    // its event and the notices it makes (a reply's author told, POSTREPLY; the members away one
    // notice per absence, decision 062; their person streams after the squad's, decision 064) —
    // every write gated on the checks, so a refused post leaves nothing but its count in the limit
    let a: PostWriteAnswer;
    let retry: FeedPost | null;
    try {
      // (its own statement: no EntityManager forked for it, `ctx.db`)
      a = await writePost(ctx.db, { ...base, images, throttle: !preChecked });
      retry = await checked(a);
    } catch (err) {
      await removeImages(ctx, images);
      // PostgreSQL's unique_violation (23505): the same retry committed while this one ran — the
      // statement failed whole (nothing of it stays): answer what the first stored
      if (clientId !== null && (err instanceof UniqueConstraintViolationException || (err as { code?: unknown }).code === '23505')) {
        const done = await ctx.em.fork().findOne(Post, { author: viewer.id, clientId }, { fields: ['id'] });
        if (done) return (await one(ctx.em, done.id))!;
      }
      throw err;
    }
    if (retry) {
      await removeImages(ctx, images);
      return retry;
    }
    if (base.replyToId !== null && a.reply_author === null) {
      await removeImages(ctx, images);
      throw notFound(MSG.postNotFound);
    }
    // the event carries the post as the feed shows it and its squad (issue 27: delivery reads nothing)
    const view: CreatedPostView | undefined = a.post && a.squad ? { post: a.post, squad: a.squad } : undefined;
    publishEvents(ctx.deps.pubsub, [a.event && view ? { ...a.event, view } : a.event]);
    notificationService.publish(ctx.deps, a.notices);
    // with its squad, as a feed row carries it: `viewerCan` reads no loader (none is made for a post)
    const row: FeedPostRow = { ...a.post!, $: { squad: a.squad ?? [] } };
    return row;
  },

  /** Soft delete by its author or the topic owner (squad members); its images go, its row stays for the catch-up. */
  async delete(ctx: SignedInContext, id: number): Promise<boolean> {
    const post = id > 0 ? await one(ctx.em, id) : null;
    if (!post) throw notFound(MSG.postNotFound);
    const squad = await squadMemberIds(ctx.em, post.topicId);
    if (!postPolicy.canRead(ctx.viewer, squad)) throw forbidden(MSG.feedSquadOnly);
    if (!postPolicy.canDelete(ctx.viewer, post, squad)) throw forbidden(MSG.cannotDeletePost);
    const event = await ctx.em.transactional(async (em) => {
      await feedOrderLock(em, post.topicId);
      const rows = await em.getConnection().execute<{ reply_to_id: number | null }[]>(
        'update posts set deleted_at = ? where id = ? and deleted_at is null returning reply_to_id',
        [clock.now(), post.id],
        'all',
        em.getTransactionContext(),
      );
      if (rows.length === 0) return null; // deleted meanwhile: the first delete told everyone
      if (rows[0].reply_to_id !== null) {
        await em.getConnection().execute('update posts set reply_count = greatest(reply_count - 1, 0) where id = ?', [rows[0].reply_to_id], 'run', em.getTransactionContext());
      }
      return appendEvent(em, topicStream(post.topicId), POST_EVENT_KINDS.DELETED, ctx.viewer.id, { postId: post.id });
    });
    if (event === null) throw notFound(MSG.postNotFound);
    await removeImages(ctx, post.images);
    publishEvents(ctx.deps.pubsub, [event]);
    return true;
  },

  /** The squad stream's newest number (0 when none): where a feed that just loaded starts listening. */
  lastEventId(em: EntityManager, topicId: number): Promise<number> {
    return streamHead(em, topicStream(topicId));
  },

  one,
};
