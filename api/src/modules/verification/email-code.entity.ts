import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

export enum CodePurpose {
  VERIFY_EMAIL = 'VERIFY_EMAIL',
  RESET_PASSWORD = 'RESET_PASSWORD',
}

/**
 * A one-time code mailed to an address (DECISIONS.md: 6 digits, 10 minutes, 5 tries, single use,
 * a resend invalidates the previous one). The id is the legacy `verifyid`; a legacy client may
 * also bring its own (`clientVerifyId`, "a generated id plus a timestamp") and check with that.
 */
@Entity({ tableName: 'email_codes' })
@Index({ properties: ['user', 'purpose', 'createdAt'] })
@Index({ properties: ['clientVerifyId'] })
export class EmailCode {
  [OptionalProps]?: 'id' | 'attempts' | 'usedAt' | 'supersededAt' | 'createdAt' | 'clientVerifyId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Enum({ items: () => CodePurpose, nativeEnumName: 'code_purpose' })
  purpose!: CodePurpose;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  /** The legacy client's own correlation id (decision 020); it never leaves the user it was sent for. */
  @Property({ type: 'string', length: 200, nullable: true })
  clientVerifyId: string | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  supersededAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
