import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound, userInput } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { htmlText, sanitizeHtml, trimEmptyLines } from '../../platform/sanitize.js';
import { NotificationType, type Notification } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';
import { Topic } from '../topics/topic.entity.js';
import { Comment, ContentReport, Reply } from './comment.entity.js';
import { commentPolicy } from './comment.policy.js';
import { idOf } from '../../platform/ids.js';


/** Sanitised, trimmed HTML, or the form error the spec's comment box would show. */
export function cleanHtml(html: string): string {
  // the allowlist can only shrink the HTML: refuse what is far too long before parsing it
  if (html.length > LIMITS.commentHtmlMax * 4) throw userInput('html', MSG.commentTooLong);
  const clean = trimEmptyLines(sanitizeHtml(html));
  if (!htmlText(clean)) throw userInput('html', MSG.commentEmpty);
  if (clean.length > LIMITS.commentHtmlMax) throw userInput('html', MSG.commentTooLong);
  return clean;
}

/** "asha commented on Rust in 30 days: Great plan…" (≤ 300 characters, the column's size). */
const snippet = (who: string, what: string, topic: string, html: string) => {
  const head = `${who} ${what} on ${topic}: `;
  const text = htmlText(html);
  return head + (text.length > 300 - head.length ? `${text.slice(0, 299 - head.length)}…` : text);
};

async function loadComment(em: EntityManager, id: string): Promise<Comment> {
  const comment = await em.findOne(Comment, { id: idOf(id) }, { populate: ['topic'] });
  if (!comment) throw notFound(MSG.commentNotFound);
  return comment;
}

async function loadReply(em: EntityManager, id: string): Promise<Reply> {
  const reply = await em.findOne(Reply, { id: idOf(id) }, { populate: ['comment', 'comment.topic'] });
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
  if (!Number.isInteger(reason) || reason < 1 || reason > LIMITS.reportReasons) throw userInput('reason', MSG.reportReasonInvalid);
}

export const commentService = {
  /** A topic's comments, newest first (5 a page by default). */
  async list(ctx: Context, topicId: number, args: PageArgs) {
    const where = { topic: topicId };
    return pageById('comment', args, LIMITS.commentsPageSize, (below, limit, offset) =>
      ctx.em.find(Comment, below === null ? where : { ...where, id: { $lt: below } }, { orderBy: { id: 'desc' }, limit, offset }),
    );
  },

  /** A comment's replies, oldest first, as a conversation reads (5 a page by default). */
  async replies(ctx: Context, commentId: number, args: PageArgs) {
    const where = { comment: commentId };
    return pageById('reply', args, LIMITS.repliesPageSize, (above, limit, offset) =>
      ctx.em.find(Reply, above === null ? where : { ...where, id: { $gt: above } }, { orderBy: { id: 'asc' }, limit, offset }),
    );
  },

  get(ctx: Context, id: string): Promise<Comment | null> {
    return idOf(id) > 0 ? ctx.loaders.comments.commentById.load(idOf(id)) : Promise.resolve(null);
  },

  getReply(ctx: Context, id: string): Promise<Reply | null> {
    return idOf(id) > 0 ? ctx.loaders.comments.replyById.load(idOf(id)) : Promise.resolve(null);
  },

  /** Posts a comment; the topic owner is told (live) unless they wrote it. */
  async add(ctx: Context, topicId: string, html: string): Promise<Comment> {
    const viewer = ctx.viewer!;
    const clean = cleanHtml(html);
    const topic = await ctx.em.findOne(Topic, { id: idOf(topicId) });
    if (!topic) throw notFound(MSG.topicNotFound);
    let made: Notification[] = [];
    const comment = await ctx.em.transactional(async (em) => {
      const c = em.create(Comment, { topic, author: viewer.id, html: clean, createdAt: clock.now() } as never);
      await em.flush();
      if (topic.owner.id !== viewer.id) {
        made = notificationService.add(em, [{ userId: topic.owner.id, actorId: viewer.id, type: NotificationType.COMMENTED, topicId: topic.id, commentId: c.id, text: snippet(viewer.username, 'commented', topic.title, clean) }]);
        await em.flush();
      }
      return c;
    });
    notificationService.publish(ctx.deps.pubsub, made);
    ctx.deps.pubsub.publish('COMMENT_ADDED', topic.id, { commentId: comment.id });
    return comment;
  },

  /** Replies to a comment, or to one of its replies; whoever is answered is told unless they wrote it. */
  async addReply(ctx: Context, commentId: string, html: string, parentId?: string | null): Promise<Reply> {
    const viewer = ctx.viewer!;
    const clean = cleanHtml(html);
    let made: Notification[] = [];
    const reply = await ctx.em.transactional(async (em) => {
      const comment = await loadComment(em, commentId);
      let parent: Reply | null = null;
      if (parentId) {
        parent = await em.findOne(Reply, { id: idOf(parentId), comment: comment.id });
        if (!parent) throw notFound(MSG.replyNotFound);
      }
      const recipientId = parent ? parent.author.id : comment.author.id;
      const r = em.create(Reply, { comment, parent, author: viewer.id, replyTo: recipientId, html: clean, createdAt: clock.now() } as never);
      await em.flush();
      await em.getConnection().execute('update comments set reply_count = reply_count + 1 where id = ?', [comment.id], 'run', em.getTransactionContext());
      if (recipientId !== viewer.id) {
        made = notificationService.add(em, [{ userId: recipientId, actorId: viewer.id, type: NotificationType.REPLIED, topicId: comment.topic.id, commentId: comment.id, replyId: r.id, text: snippet(viewer.username, 'replied', comment.topic.title, clean) }]);
        await em.flush();
      }
      return r;
    });
    notificationService.publish(ctx.deps.pubsub, made);
    return reply;
  },

  async edit(ctx: Context, id: string, html: string): Promise<Comment> {
    const clean = cleanHtml(html);
    return saveEdit(ctx, await loadComment(ctx.em, id), clean);
  },

  async editReply(ctx: Context, id: string, html: string): Promise<Reply> {
    const clean = cleanHtml(html);
    return saveEdit(ctx, await loadReply(ctx.em, id), clean);
  },

  /** Delete (the author) or Remove (the topic owner): the comment goes with its replies, likes and notifications. */
  async delete(ctx: Context, id: string): Promise<boolean> {
    const comment = await loadComment(ctx.em, id);
    if (!commentPolicy.canDelete(ctx.viewer, comment, comment.topic.owner.id)) throw forbidden(MSG.cannotDeleteComment);
    await ctx.em.nativeDelete(Comment, { id: comment.id });
    return true;
  },

  async deleteReply(ctx: Context, id: string): Promise<boolean> {
    const reply = await loadReply(ctx.em, id);
    if (!commentPolicy.canDelete(ctx.viewer, reply, reply.comment.topic.owner.id)) throw forbidden(MSG.cannotDeleteComment);
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(Reply, { id: reply.id });
      await em.getConnection().execute('update comments set reply_count = greatest(reply_count - 1, 0) where id = ?', [reply.comment.id], 'run', em.getTransactionContext());
    });
    return true;
  },

  /** Like or unlike; the answer carries the new count (the web shows the server's number). */
  async like(ctx: Context, id: string, on: boolean): Promise<Comment> {
    const comment = await loadComment(ctx.em, id);
    comment.likeCount = await toggleLike(ctx.em, 'comment', comment.id, ctx.viewer!.id, on);
    ctx.loaders.comments.viewerLikedComment.clear(comment.id).prime(comment.id, on);
    return comment;
  },

  async likeReply(ctx: Context, id: string, on: boolean): Promise<Reply> {
    const reply = await loadReply(ctx.em, id);
    reply.likeCount = await toggleLike(ctx.em, 'reply', reply.id, ctx.viewer!.id, on);
    ctx.loaders.comments.viewerLikedReply.clear(reply.id).prime(reply.id, on);
    return reply;
  },

  /** Report with one of the eight reasons; reporting the same item again changes the reason. */
  async report(ctx: Context, kind: 'comment' | 'reply', id: string, reason: number): Promise<string> {
    checkReason(reason);
    const item = kind === 'comment' ? await loadComment(ctx.em, id) : await loadReply(ctx.em, id);
    if (!commentPolicy.canReport(ctx.viewer, item)) throw userInput('id', MSG.cannotReportOwnComment);
    const where = { reporter: ctx.viewer!.id, [kind]: item.id };
    const existing = await ctx.em.findOne(ContentReport, where as never);
    if (existing) existing.reason = reason;
    else ctx.em.create(ContentReport, { ...where, reason, createdAt: clock.now() } as never);
    await ctx.em.flush();
    return MSG.reportSent;
  },
};
