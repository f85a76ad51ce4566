import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/** A signed-in device. Only a hash of the token is stored (DECISIONS.md: sessions). */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'userAgent' | 'ip';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  lastUsedAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;
}
