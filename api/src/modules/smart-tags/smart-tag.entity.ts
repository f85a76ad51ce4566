import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A person's own tag on a post (active-topic.md §3 "Smart tag": one per post per person, at most
 * 250 characters, private to that person). `topic` repeats the post's topic so "my tags in this
 * topic, newest first" reads one index. Removing deletes the row (the legacy `isdeleted` flag is not
 * kept); a deleted post takes its tags with it.
 */
@ObjectType({ description: "One of the viewer's smart tags: a private label on a post (only its author ever sees it)." })
@Entity({ tableName: 'smart_tags' })
@Unique({ properties: ['user', 'post'] })
@Index({ properties: ['user', 'topic', 'id'] })
export class SmartTag {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Rel<Post>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Index()
  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Field(() => String, { description: 'Plain text, 1–250 characters.' })
  @Property({ type: 'string', length: 250 })
  tagName!: string;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
