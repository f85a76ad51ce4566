import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import type { Row } from '../../platform/read.js';
import type { Context } from '../../platform/context.js';
import { Notification } from '../notifications/notification.entity.js';
import { notificationSubject } from '../notifications/subjects.js';
import { Comment, Reply } from './comment.entity.js';

// COMMENTED notifications are about a comment, REPLIED ones about a comment and its reply
// (decision 069); they go with it
declare module '../notifications/notification.entity.js' {
  interface NotificationSubjects {
    comment: Comment;
    reply: Reply;
  }
}
notificationSubject('comment', () => Comment, { deleteRule: 'cascade', index: true });
notificationSubject('reply', () => Reply, { deleteRule: 'cascade', index: true });

/** A notification's comment and reply fields. */
@Resolver(() => Notification)
export class CommentNotificationFields {
  @FieldResolver(() => Comment, { nullable: true, description: 'The comment a COMMENTED/REPLIED notification is about.' })
  async comment(@Root() n: Row<Notification>, @Ctx() ctx: Context): Promise<Comment | null> {
    return n.comment ? ctx.loaders.comments.commentById.load(n.comment.id) : null;
  }

  @FieldResolver(() => Reply, { nullable: true, description: 'The reply a REPLIED notification is about.' })
  async reply(@Root() n: Row<Notification>, @Ctx() ctx: Context): Promise<Reply | null> {
    return n.reply ? ctx.loaders.comments.replyById.load(n.reply.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The comment a COMMENTED/REPLIED notification is about.' })
  commentId(@Root() n: Row<Notification>): string | null {
    return n.comment ? String(n.comment.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The reply a REPLIED notification is about.' })
  replyId(@Root() n: Row<Notification>): string | null {
    return n.reply ? String(n.reply.id) : null;
  }
}
