import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/** `follower` follows `followee` (pools-and-squads.md §3 "Follower entry"). */
@Entity({ tableName: 'follows' })
@Unique({ properties: ['follower', 'followee'] })
@Index({ properties: ['follower', 'id'] })
@Index({ properties: ['followee', 'id'] })
export class Follow {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  follower!: Rel<User>;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  followee!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
