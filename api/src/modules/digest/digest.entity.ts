import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/** A person's squad digest choice (decision 062). No row: the default (DAILY). */
@Entity({ tableName: 'digest_settings' })
export class DigestSetting {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: true })
  user!: Rel<User>;

  /** OFF, DAILY or WEEKLY (`DigestFrequency`). */
  @Property({ type: 'string', length: 8 })
  frequency!: string;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/**
 * One digest period of one person, claimed by its unique (user, period) row before anything is
 * sent: a second or concurrent run of the same period finds it taken. `ranAt` is where the next
 * digest's "since" starts; `mailed` is false when there was nothing to say.
 */
@Entity({ tableName: 'digest_runs' })
@Unique({ properties: ['user', 'period'] })
export class DigestRun {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** `D2027-07-02` (daily, the person's local date) or `W2027-W27` (weekly, ISO week). */
  @Property({ type: 'string', length: 16 })
  period!: string;

  @Property({ type: 'datetime' })
  ranAt!: Date;

  @Property({ type: 'boolean' })
  mailed!: boolean;
}
