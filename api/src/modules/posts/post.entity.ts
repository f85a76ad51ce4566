import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { LIMITS } from '@poolmates/schema';
import { Extensions, Field, ID, Int, ObjectType } from 'type-graphql';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/** One re-encoded image of a post (stored under /uploads, JPEG fitting 900×700). */
@ObjectType({ description: 'An image of a post, re-encoded by the server (JPEG fitting 900×700).' })
export class PostImage {
  @Field(() => String)
  url!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;
}

/**
 * A post in a squad's topic feed (active-topic.md §3 "Post"). `html` is sanitised on write
 * (the comment allowlist, links opening in a new tab); `text` is its plain text, what in-topic
 * search reads. A reply to a post names it in `replyTo` (null again when that post is deleted).
 * Deleting keeps the row with `deletedAt` so a feed that reconnects learns what went while away.
 * `clientId` makes a retried create store once (design rule: retried writes carry a client id).
 */
@ObjectType({ description: "A post in a squad's topic feed (HTML sanitised by the server)." })
@Entity({ tableName: 'posts' })
@Index({ properties: ['topic', 'id'] })
@Unique({ properties: ['author', 'clientId'] })
export class Post {
  [OptionalProps]?: 'images' | 'replyTo' | 'replyCount' | 'createdAt' | 'deletedAt' | 'clientId';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: Rel<User>;

  @Property({ type: 'string', length: 64, nullable: true })
  clientId: string | null = null;

  @Field(() => String, { description: 'Sanitised HTML (the comment allowlist; links open in a new tab).' })
  @Property({ type: 'text' })
  html!: string;

  @Field(() => String, { description: 'Its plain text (legacy `topictxt`; what search reads).' })
  @Property({ type: 'text' })
  text!: string;

  @Extensions({ maxItems: LIMITS.postImagesMax })
  @Field(() => [PostImage])
  @Property({ type: 'json' })
  images: PostImage[] = [];

  @Index()
  @ManyToOne(() => Post, { nullable: true, deleteRule: 'set null' })
  replyTo: Rel<Post> | null = null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  replyCount: number = 0;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;
}
