import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { Topic } from './topic.entity.js';

/** A squad member other than the owner (enrolled through a confirmed request: the squads issue). */
@Entity({ tableName: 'topic_members' })
@Unique({ properties: ['topic', 'user'] })
export class TopicMember {
  [OptionalProps]?: 'id' | 'joinedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  joinedAt: Date = new Date();
}
