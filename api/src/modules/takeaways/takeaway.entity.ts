import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { TimelineEntry } from '../topics/timeline-entry.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A member's takeaway for one day of a topic's timeline (active-topic.md §3 "Takeaway"; DECISIONS.md
 * "Discussion"): plain text, 1–250 characters, shown to the squad under that day. One per member per
 * day (decision 031): adding again replaces the text, so a retried add is stored once.
 */
@ObjectType({ description: "A squad member's takeaway for one timeline day (plain text, 1–250 characters)." })
@Entity({ tableName: 'takeaways' })
@Unique({ properties: ['timelineEntry', 'author'] })
export class Takeaway {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => TimelineEntry, { deleteRule: 'cascade' })
  timelineEntry!: Rel<TimelineEntry>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: Rel<User>;

  @Field(() => String, { description: 'Plain text (render it as text, never as HTML).' })
  @Property({ type: 'string', length: 250 })
  text!: string;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the text last changed; null if never edited.' })
  @Property({ type: 'datetime', nullable: true })
  updatedAt: Date | null = null;
}
