import type { EntityManager } from '@mikro-orm/postgresql';
import { isReportReason, LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound, userInput } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { htmlText, sanitizeHtml, trimEmptyLines } from '../../platform/sanitize.js';
import { NotificationType } from '../notifications/notification.entity.js';
import { appendEvent, poolStream, type LogEvent } from '../../platform/events.js';
import { notificationService } from '../notifications/notification.service.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Comment, ContentReport, Reply } from './comment.entity.js';
import { commentPolicy } from './comment.policy.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { type SignedInContext } from '../../platform/auth.js';


/** Sanitised, trimmed HTML, or the form error the spec's comment box would show. */
export function cleanHtml(html: string): string {
  // the allowlist can only shrink the HTML: refuse what is far too long before parsing it (and
  // sanitizeHtml refuses thousands of tags or deep nesting before it parses)
  if (html.length > LIMITS.commentHtmlMax * LIMITS.htmlRawFactor) throw userInput('html', MSG.commentTooLong);
  const clean = trimEmptyLines(sanitizeHtml(html));
  if (!htmlText(clean)) throw userInput('html', MSG.commentEmpty);
  if (clean.length > LIMITS.commentHtmlMax) throw userInput('html', MSG.commentTooLong);
  return clean;
}

/** "asha commented on Rust in 30 days: Great plan…" (≤ LIMITS.notificationTextMax characters, the column's size). */
const snippet = (who: string, what: string, topic: string, html: string) => {
  const head = `${who} ${what} on ${topic}: `;
  const text = htmlText(html);
  return head + (text.length > LIMITS.notificationTextMax - head.length ? `${text.slice(0, LIMITS.notificationTextMax - 1 - head.length)}…` : text);
};

async function loadComment(em: EntityManager, id: number): Promise<Comment> {
  const comment = await em.findOne(Comment, { id: id }, { populate: ['topic'] });
  if (!comment) throw notFound(MSG.commentNotFound);
  return comment;
}

async function loadReply(em: EntityManager, id: number): Promise<Reply> {
  const reply = await em.findOne(Reply, { id: id }, { populate: ['comment', 'comment.topic'] });
  if (!reply) throw notFound(MSG.replyNotFound);
  return reply;
}

/** +1 / −1 on a like, in one statement: the like row and the counter change together, at most once per person. */
async function toggleLike(em: EntityManager, table: 'comment' | 'reply', id: number, userId: number, on: boolean): Promise<number> {
  const likes = table === 'comment' ? 'comment_likes' : 'reply_likes';
  const items = table === 'comment' ? 'comments' : 'comment_replies';
  const change = on
    ? `insert into ${likes} (${table}_id, user_id) values (?, ?) on conflict do nothing returning id`
    : `delete from ${likes} where ${table}_id = ? and user_id = ? returning id`;
  const sql = `with c as (${change}) update ${items} set like_count = like_count ${on ? '+' : '-'} (select count(*) from c) where id = ? returning like_count`;
  const rows = await em.getConnection().execute<{ like_count: number }[]>(sql, [id, userId, id], 'all', em.getTransactionContext());
  if (!rows.length) throw notFound(table === 'comment' ? MSG.commentNotFound : MSG.replyNotFound);
  return rows[0].like_count;
}

/** The author's edit of a comment or reply; an unchanged text is not marked edited. */
async function saveEdit<T extends Comment | Reply>(ctx: Context, item: T, clean: string): Promise<T> {
  if (!commentPolicy.canEdit(ctx.viewer, item)) throw forbidden(MSG.onlyAuthorEditsComment);
  if (item.html !== clean) Object.assign(item, { html: clean, edited: true, editedAt: clock.now() });
  await ctx.em.flush();
  return item;
}

function checkReason(reason: number): void {
  if (!isReportReason(reason)) throw userInput('reason', MSG.reportReasonInvalid);
}

/** The event of a new comment on its pool's public stream `pool:<topicId>` (decision 068). */
export const COMMENT_ADDED = 'comment.added';

export const commentService = {
  // a topic's page of comments is read in comment.reads.ts (one statement, decision 033)

  /** A comment's replies, oldest first, as a conversation reads (5 a page by default). */
  async replies(ctx: Context, commentId: number, args: PageArgs) {
    const where = { comment: commentId };
    return pageById('reply', args, LIMITS.repliesPageSize, (above, limit, offset) =>
      ctx.em.find(Reply, above === null ? where : { ...where, id: { $gt: above } }, { orderBy: { id: 'asc' }, limit, offset }),
    );
  },

  get(ctx: Context, id: number): Promise<Comment | null> {
    return id > 0 ? ctx.loaders.comments.commentById.load(id) : Promise.resolve(null);
  },

  getReply(ctx: Context, id: number): Promise<Reply | null> {
    return id > 0 ? ctx.loaders.comments.replyById.load(id) : Promise.resolve(null);
  },

  /** Posts a comment; the topic owner is told (live) unless they wrote it. */
  async add(ctx: SignedInContext, topicId: number, html: string): Promise<Comment> {
    const viewer = ctx.viewer;
    await throttleWrite(ctx, 'comment'); // before the sanitiser: a refused write costs nothing
    const clean = cleanHtml(html);
    const topic = await ctx.em.findOne(Topic, { id: topicId });
    if (!topic) throw notFound(MSG.topicNotFound);
    let made: LogEvent[] = [];
    const comment = await ctx.em.transactional(async (em) => {
      const c = em.create(Comment, { topic, author: em.getReference(User, viewer.id), html: clean, createdAt: clock.now() });
      await em.flush();
      // the pool's public stream first, then the owner's person stream (one lock order, decision 064)
      made = [await appendEvent(em, poolStream(topic.id), COMMENT_ADDED, viewer.id, { commentId: c.id })];
      if (topic.owner.id !== viewer.id) {
        made.push(...(await notificationService.events(em, { added: notificationService.add(em, [{ userId: topic.owner.id, actorId: viewer.id, type: NotificationType.COMMENTED, topicId: topic.id, commentId: c.id, text: snippet(viewer.username, 'commented', topic.title, clean) }]) })));
      }
      return c;
    });
    notificationService.publish(ctx.deps, made);
    return comment;
  },

  /** Replies to a comment, or to one of its replies; whoever is answered is told unless they wrote it. */
  async addReply(ctx: SignedInContext, commentId: number, html: string, parentId?: number | null): Promise<Reply> {
    const viewer = ctx.viewer;
    await throttleWrite(ctx, 'comment');
    const clean = cleanHtml(html);
    let made: LogEvent[] = [];
    const reply = await ctx.em.transactional(async (em) => {
      const comment = await loadComment(em, commentId);
      let parent: Reply | null = null;
      if (parentId != null) {
        parent = await em.findOne(Reply, { id: parentId, comment: comment.id });
        if (!parent) throw notFound(MSG.replyNotFound);
      }
      const recipientId = parent ? parent.author.id : comment.author.id;
      const r = em.create(Reply, { comment, parent, author: em.getReference(User, viewer.id), replyTo: em.getReference(User, recipientId), html: clean, createdAt: clock.now() });
      await em.flush();
      await em.getConnection().execute('update comments set reply_count = reply_count + 1 where id = ?', [comment.id], 'run', em.getTransactionContext());
      if (recipientId !== viewer.id) {
        made = await notificationService.events(em, { added: notificationService.add(em, [{ userId: recipientId, actorId: viewer.id, type: NotificationType.REPLIED, topicId: comment.topic.id, commentId: comment.id, replyId: r.id, text: snippet(viewer.username, 'replied', comment.topic.title, clean) }]) });
      }
      return r;
    });
    notificationService.publish(ctx.deps, made);
    return reply;
  },

  async edit(ctx: SignedInContext, id: number, html: string): Promise<Comment> {
    await throttleWrite(ctx, 'comment');
    const clean = cleanHtml(html);
    return saveEdit(ctx, await loadComment(ctx.em, id), clean);
  },

  async editReply(ctx: SignedInContext, id: number, html: string): Promise<Reply> {
    await throttleWrite(ctx, 'comment');
    const clean = cleanHtml(html);
    return saveEdit(ctx, await loadReply(ctx.em, id), clean);
  },

  /** Delete (the author) or Remove (the topic owner): the comment goes with its replies, likes and notifications. */
  async delete(ctx: Context, id: number): Promise<boolean> {
    const comment = await loadComment(ctx.em, id);
    if (!commentPolicy.canDelete(ctx.viewer, comment, comment.topic.owner.id)) throw forbidden(MSG.cannotDeleteComment);
    await ctx.em.nativeDelete(Comment, { id: comment.id });
    return true;
  },

  async deleteReply(ctx: Context, id: number): Promise<boolean> {
    const reply = await loadReply(ctx.em, id);
    if (!commentPolicy.canDelete(ctx.viewer, reply, reply.comment.topic.owner.id)) throw forbidden(MSG.cannotDeleteComment);
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(Reply, { id: reply.id });
      await em.getConnection().execute('update comments set reply_count = greatest(reply_count - 1, 0) where id = ?', [reply.comment.id], 'run', em.getTransactionContext());
    });
    return true;
  },

  /** Like or unlike; the answer carries the new count (the web shows the server's number). */
  async like(ctx: SignedInContext, id: number, on: boolean): Promise<Comment> {
    await throttleWrite(ctx, 'like');
    const comment = await loadComment(ctx.em, id);
    comment.likeCount = await toggleLike(ctx.em, 'comment', comment.id, ctx.viewer.id, on);
    ctx.loaders.comments.viewerLikedComment.clear(comment.id).prime(comment.id, on);
    return comment;
  },

  async likeReply(ctx: SignedInContext, id: number, on: boolean): Promise<Reply> {
    await throttleWrite(ctx, 'like');
    const reply = await loadReply(ctx.em, id);
    reply.likeCount = await toggleLike(ctx.em, 'reply', reply.id, ctx.viewer.id, on);
    ctx.loaders.comments.viewerLikedReply.clear(reply.id).prime(reply.id, on);
    return reply;
  },

  /** Report with one of the eight reasons; reporting the same item again changes the reason. */
  async report(ctx: SignedInContext, kind: 'comment' | 'reply', id: number, reason: number): Promise<string> {
    checkReason(reason);
    const item = kind === 'comment' ? await loadComment(ctx.em, id) : await loadReply(ctx.em, id);
    if (!commentPolicy.canReport(ctx.viewer, item)) throw userInput('id', MSG.cannotReportOwnComment);
    const about = kind === 'comment' ? { comment: ctx.em.getReference(Comment, item.id) } : { reply: ctx.em.getReference(Reply, item.id) };
    const reporter = ctx.em.getReference(User, ctx.viewer.id);
    const existing = await ctx.em.findOne(ContentReport, { reporter, ...about });
    if (existing) existing.reason = reason;
    else ctx.em.create(ContentReport, { reporter, ...about, reason, createdAt: clock.now() });
    await ctx.em.flush();
    return MSG.reportSent;
  },
};
