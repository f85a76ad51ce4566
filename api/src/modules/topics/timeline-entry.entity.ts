import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { Topic } from './topic.entity.js';

/** One day of a topic's timeline. */
@ObjectType()
@Entity({ tableName: 'timeline_entries' })
@Unique({ properties: ['topic', 'day'] })
export class TimelineEntry {
  [OptionalProps]?: 'description' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Field(() => Int, { description: '1 for the first day.' })
  @Property({ type: 'smallint' })
  day!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  title!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: Rel<User>;

  @Property({ type: 'datetime', nullable: true })
  updatedAt: Date | null = null;
}
