import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A comment on a topic's detail page (pools-and-squads.md §3 "Comment"). The HTML is sanitised on
 * write; like and reply counts are kept on the row, changed in the same transaction as the like or
 * reply, so a page of comments needs no counting queries.
 */
@ObjectType({ description: 'A comment on a topic (HTML sanitised by the server).' })
@Entity({ tableName: 'comments' })
@Index({ properties: ['topic', 'id'] })
export class Comment {
  [OptionalProps]?: 'edited' | 'likeCount' | 'replyCount' | 'createdAt' | 'editedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: Rel<User>;

  @Field(() => String, { description: 'Sanitised HTML (p br a strong b em i u s ul ol li blockquote code pre).' })
  @Property({ type: 'text' })
  html!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  edited: boolean = false;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  likeCount: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  replyCount: number = 0;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  editedAt: Date | null = null;
}

/** A reply to a comment, or to another reply of the same comment (`parent`). */
@ObjectType({ description: 'A reply to a comment or to a reply (HTML sanitised by the server).' })
@Entity({ tableName: 'comment_replies' })
@Index({ properties: ['comment', 'id'] })
export class Reply {
  [OptionalProps]?: 'edited' | 'likeCount' | 'createdAt' | 'editedAt' | 'parent' | 'replyTo';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Comment, { deleteRule: 'cascade' })
  comment!: Rel<Comment>;

  /** The reply this one answers; null when it answers the comment. */
  @Index()
  @ManyToOne(() => Reply, { nullable: true, deleteRule: 'set null' })
  parent: Rel<Reply> | null = null;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: Rel<User>;

  /** Whom it answers: the author of the comment or of the parent reply (legacy `replyto`). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  replyTo: Rel<User> | null = null;

  @Field(() => String, { description: 'Sanitised HTML.' })
  @Property({ type: 'text' })
  html!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  edited: boolean = false;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  likeCount: number = 0;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  editedAt: Date | null = null;
}

/** One like of a comment by a user. */
@Entity({ tableName: 'comment_likes' })
@Unique({ properties: ['comment', 'user'] })
export class CommentLike {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Comment, { deleteRule: 'cascade' })
  comment!: Rel<Comment>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;
}

/** One like of a reply by a user. */
@Entity({ tableName: 'reply_likes' })
@Unique({ properties: ['reply', 'user'] })
export class ReplyLike {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Reply, { deleteRule: 'cascade' })
  reply!: Rel<Reply>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;
}

/** A report of a comment or a reply with one of the eight reasons; reporting again changes the reason. */
@Entity({ tableName: 'content_reports' })
export class ContentReport {
  [OptionalProps]?: 'createdAt' | 'comment' | 'reply';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Comment, { nullable: true, deleteRule: 'cascade' })
  comment: Rel<Comment> | null = null;

  @Index()
  @ManyToOne(() => Reply, { nullable: true, deleteRule: 'cascade' })
  reply: Rel<Reply> | null = null;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  reporter!: Rel<User>;

  @Property({ type: 'smallint' })
  reason!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
