import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import { type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { appendEvent, publishEvents, streamHead, topicStream, type LogEvent } from '../../platform/events.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { ImageRejected, readLimited, reencodeFit } from '../../platform/images.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { NotificationType, type Notification } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';
import { notifyAwayMembers } from '../notifications/away-posts.js';
import { squadMemberIds } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { postInput } from './post.errors.js';
import { cleanPostHtml } from './post.html.js';
import { postPolicy } from './post.policy.js';
import { readPosts, type FeedPost, type PostImageView } from './post.read.js';
import { Post } from './post.entity.js';

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

const snippet = (who: string, topic: string, text: string) => {
  const head = `${who} replied to your post in ${topic}: `;
  const room = LIMITS.notificationTextMax - head.length;
  return head + (text.length > room ? `${text.slice(0, room - 1)}…` : text);
};

/** Reads, checks and re-encodes the images (before any write); the spec's alerts on refusal. */
async function encodeImages(files: readonly (Promise<FileUpload> | FileUpload)[]): Promise<{ data: Buffer; width: number; height: number }[]> {
  const out: { data: Buffer; width: number; height: number }[] = [];
  for (const file of files) {
    try {
      const upload = await file;
      const bytes = await readLimited(upload.createReadStream(), LIMITS.postImageMaxBytes - 1); // "4096 KB or more" is refused
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

/** First key of the two-key advisory lock that orders one feed's writes (presence uses 0x7072). */
export const FEED_ORDER_LOCK = 0x7066;

/**
 * Takes the topic's feed lock for the rest of the transaction, BEFORE a post id or an event id is
 * drawn (decision 045). Ids come from sequences: without it two posts committing in the other
 * order than they drew their ids (a slow image upload, a reply's extra statements) let a reader see
 * event 11 before 10 commits — `topicPostEvents(after: 11)` then never sends 10, and a keyset page
 * read in between skips post 10. Under the lock a feed's ids are drawn and committed one writer at
 * a time, so within a topic id order is commit order: what a reader has seen up to an id is all
 * there will ever be up to it. Other topics are not held up.
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
   * images re-encoded to fit 900×700 (JPEG quality 40, no EXIF). The post, its event and the reply
   * count change in one transaction; the replied-to author is told (POSTREPLY). A retry with the
   * same `clientId` answers the post stored the first time.
   */
  async create(ctx: SignedInContext, args: CreatePostArgs): Promise<FeedPost> {
    const viewer = ctx.viewer;
    await throttleWrite(ctx, 'post'); // before any parsing: a refused write costs nothing
    const clientId = args.clientId?.trim() || null;
    if (clientId !== null && !CLIENT_ID.test(clientId)) throw postInput('clientId', MSG.postClientIdInvalid);
    const files = args.images ?? [];
    if (files.length > LIMITS.postImagesMax) throw postInput('images', MSG.postTooManyImages);
    const { html, text } = cleanPostHtml(args.html);
    if (!text && files.length === 0) throw postInput('html', MSG.postEmpty);
    const squad = await squadFor(ctx, args.topicId);
    if (clientId !== null) {
      const done = await ctx.em.findOne(Post, { author: viewer.id, clientId }, { fields: ['id'] });
      if (done) return (await one(ctx.em, done.id)) ?? Promise.reject(notFound(MSG.postNotFound));
    }
    const encoded = await encodeImages(files);
    const images: PostImageView[] = [];
    for (const img of encoded) images.push({ url: STORAGE_PREFIX + (await ctx.deps.storage.put('posts', 'jpg', img.data)), width: img.width, height: img.height });
    let made: Notification[] = [];
    let created: { postId: number; event: LogEvent; topicId: number; notified: LogEvent[] };
    try {
      created = await ctx.em.transactional(async (em) => {
        await feedOrderLock(em, args.topicId);
        let replyTo: Post | null = null;
        if (args.replyToId != null) {
          replyTo = await em.findOne(Post, { id: args.replyToId, topic: args.topicId, deletedAt: null });
          if (!replyTo) throw notFound(MSG.postNotFound);
        }
        const topic = em.getReference(Topic, args.topicId);
        const post = em.create(Post, { topic, author: em.getReference(User, viewer.id), clientId, html, text, images, replyTo, createdAt: clock.now() });
        await em.flush();
        if (replyTo) {
          await em.getConnection().execute('update posts set reply_count = reply_count + 1 where id = ?', [replyTo.id], 'run', em.getTransactionContext());
          if (replyTo.author.id !== viewer.id) {
            const title = (await em.findOneOrFail(Topic, { id: args.topicId }, { fields: ['title'] })).title;
            made = notificationService.add(em, [{ userId: replyTo.author.id, actorId: viewer.id, type: NotificationType.POSTREPLY, topicId: args.topicId, postId: replyTo.id, text: snippet(viewer.username, title, text || '(image)') }]);
          }
        }
        // the members away from the squad: one notice per absence (decision 062)
        made = [...made, ...(await notifyAwayMembers(em, { topicId: args.topicId, author: { id: viewer.id, username: viewer.username } }, squad))];
        await em.flush();
        // last: the squad stream stays locked until the commit
        const event = await appendEvent(em, topicStream(args.topicId), POST_EVENT_KINDS.CREATED, viewer.id, { postId: post.id, replyToId: replyTo?.id ?? null });
        // the person streams after the squad's (decision 064: one lock order)
        return { postId: post.id, event, topicId: args.topicId, notified: await notificationService.events(em, { added: made }) };
      });
    } catch (err) {
      await removeImages(ctx, images);
      if (clientId !== null && err instanceof UniqueConstraintViolationException) {
        // the same retry raced this one: answer what the first stored
        const done = await ctx.em.fork().findOne(Post, { author: viewer.id, clientId }, { fields: ['id'] });
        if (done) return (await one(ctx.em, done.id))!;
      }
      throw err;
    }
    publishEvents(ctx.deps.pubsub, [created.event]);
    notificationService.publish(ctx.deps, created.notified);
    return (await one(ctx.em, created.postId))!;
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
