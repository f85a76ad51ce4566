import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * A completed email change, kept for 7 days so the old address can undo it (decision 020). While
 * it can be undone, the old address stays reserved: nobody else may register or switch to it.
 */
@Entity({ tableName: 'email_changes' })
export class EmailChange {
  [OptionalProps]?: 'id' | 'undoneAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Index()
  @Property({ type: 'string', length: 254 })
  oldEmail!: string;

  /** Whether the old address had been verified, restored as it was by an undo. */
  @Property({ type: 'boolean' })
  oldEmailVerified!: boolean;

  @Property({ type: 'string', length: 254 })
  newEmail!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  undoneAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
