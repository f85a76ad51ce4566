import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';

/** A report of a squad member, with one of the eight reasons (pools-and-squads.md §3). */
@Entity({ tableName: 'squad_reports' })
export class SquadReport {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Topic, { deleteRule: 'cascade' })
  topic!: Rel<Topic>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  reporter!: Rel<User>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  reported!: Rel<User>;

  @Property({ type: 'smallint' })
  reason!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
