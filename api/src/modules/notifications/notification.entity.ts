import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Comment, Reply } from '../comments/comment.entity.js';
import { Post } from '../posts/post.entity.js';
import { TopicRequest } from '../squads/topic-request.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/** The spec's notification types (legacy names: request, Accpeted, Deleted, commented, replied, Postreply, Missedcall). */
export enum NotificationType {
  REQUEST = 'REQUEST',
  ACCEPTED = 'ACCEPTED',
  DELETED = 'DELETED',
  COMMENTED = 'COMMENTED',
  REPLIED = 'REPLIED',
  POSTREPLY = 'POSTREPLY',
  MISSEDCALL = 'MISSEDCALL',
  TOPIC_START = 'TOPIC_START',
  /** The accountability loop (decision 044): today's check-in is due; yesterday went without a recap. */
  CHECKIN_REMINDER = 'CHECKIN_REMINDER',
  MISSED_DAY = 'MISSED_DAY',
  /** Someone followed the recipient (the actor); at most one per pair a day (decision 058). Not in the legacy lists. */
  FOLLOWED = 'FOLLOWED',
  /** A squad mate posted while the recipient was away from the squad: one per squad per absence (decision 062). Not in the legacy lists. */
  POSTED_WHILE_AWAY = 'POSTED_WHILE_AWAY',
}
registerEnumType(NotificationType, { name: 'NotificationType' });

/** Something that happened for a user: who, what, when, and whether they have read it. */
@ObjectType()
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'id'] })
@Index({ properties: ['user', 'readAt'] })
// the notifications page's unread filter (newest first, decision 058)
@Index({ name: 'notifications_unread_by_user', expression: 'create index "notifications_unread_by_user" on "notifications" ("user_id", "id") where "read_at" is null' })
export class Notification {
  [OptionalProps]?: 'actor' | 'topic' | 'request' | 'comment' | 'reply' | 'post' | 'readAt' | 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The recipient. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor: Rel<User> | null = null;

  @Field(() => NotificationType)
  @Enum({ items: () => NotificationType, nativeEnumName: 'notification_type' })
  type!: NotificationType;

  @ManyToOne(() => Topic, { nullable: true, deleteRule: 'cascade' })
  topic: Rel<Topic> | null = null;

  @ManyToOne(() => TopicRequest, { nullable: true, deleteRule: 'set null' })
  request: Rel<TopicRequest> | null = null;

  /** The comment a COMMENTED/REPLIED notification is about (gone with the comment). */
  @Index()
  @ManyToOne(() => Comment, { nullable: true, deleteRule: 'cascade' })
  comment: Rel<Comment> | null = null;

  /** The reply a REPLIED notification is about (gone with the reply). */
  @Index()
  @ManyToOne(() => Reply, { nullable: true, deleteRule: 'cascade' })
  reply: Rel<Reply> | null = null;

  /** The post a POSTREPLY notification is about: the one replied to (legacy `notify_comment_id`). */
  @Index()
  @ManyToOne(() => Post, { nullable: true, deleteRule: 'cascade' })
  post: Rel<Post> | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  text!: string;

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/**
 * The claim of one POSTED_WHILE_AWAY notification (decision 062): per (recipient, squad), the
 * absence it was made for — when the recipient was last seen in the squad. A later post in the same
 * absence finds it claimed; once they come back (their last-seen moves on), the next absence may claim.
 */
@Entity({ tableName: 'away_post_notices' })
@Unique({ properties: ['user', 'topic'] })
@Index({ properties: ['topic'] })
export class AwayPostNotice {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Property({ type: 'datetime' })
  absenceSince!: Date;

  @Property({ type: 'datetime' })
  notifiedAt!: Date;
}
