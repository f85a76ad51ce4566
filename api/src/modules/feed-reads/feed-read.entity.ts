import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A squad member's read marker on a topic's feed (DESIGN.md rule 11: unread = "after my read
 * marker", computed by the server). `lastPostId` is the newest post id the member's open feed has
 * shown (server-assigned ids, never a clock); it only moves forward. One row per member per topic.
 */
@Entity({ tableName: 'feed_read_markers' })
@Unique({ properties: ['user', 'topic'] })
export class FeedReadMarker {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Index()
  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Property({ type: 'integer' })
  lastPostId!: number;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
