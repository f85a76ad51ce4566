import { FieldResolver, ID, Resolver, Root } from 'type-graphql';
import type { Row } from '../../platform/read.js';
import { Notification } from '../notifications/notification.entity.js';
import { notificationSubject } from '../notifications/subjects.js';
import { Post } from './post.entity.js';

// a POSTREPLY notification is about the post replied to (legacy `notify_comment_id`, decision 069);
// it goes with it
declare module '../notifications/notification.entity.js' {
  interface NotificationSubjects {
    post: Post;
  }
}
notificationSubject('post', () => Post, { deleteRule: 'cascade', index: true });

/** A notification's post field. */
@Resolver(() => Notification)
export class PostNotificationFields {
  @FieldResolver(() => ID, { nullable: true, description: 'The post a POSTREPLY notification is about: the one replied to, whose preview (/homepage/active/{topicId}/preview/{postId}) shows the reply.' })
  postId(@Root() n: Row<Notification>): string | null {
    return n.post ? String(n.post.id) : null;
  }
}
