import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

export enum ResetMethod {
  EMAIL = 'EMAIL',
  RECOVERY_CODE = 'RECOVERY_CODE',
}

/** Proof that a code was verified: lets its holder choose a new password once, within 15 minutes. */
@Entity({ tableName: 'password_reset_grants' })
export class ResetGrant {
  [OptionalProps]?: 'id' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Enum({ items: () => ResetMethod, nativeEnumName: 'reset_method' })
  method!: ResetMethod;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
