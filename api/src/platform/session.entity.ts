import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Viewer } from './registry.js';

type ViewerEntity = new (...args: never[]) => Viewer;
let bound: ViewerEntity | null = null;

/** Names the entity a session belongs to (features.ts: the users feature's `User`). */
export function bindViewerEntity(entity: ViewerEntity): void {
  bound = entity;
}

/** Read when MikroORM discovers the entities (createOrm), after features.ts has bound it. */
function viewerEntity(): ViewerEntity {
  if (!bound) throw new Error('No viewer entity: import features.ts (it binds the users feature\'s User) before createOrm.');
  return bound;
}

/**
 * A signed-in device. Only a hash of the token is stored (DECISIONS.md: sessions). Sessions are a
 * platform concern (decision 023). The person's entity is the users feature's `User`, bound at
 * start by `features.ts` (`bindViewerEntity`), so the platform imports no feature.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'userAgent' | 'ip' | 'passwordConfirmedAt' | 'pinConfirmedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @ManyToOne({ entity: () => viewerEntity(), deleteRule: 'cascade' })
  user!: Rel<Viewer>;

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

  /**
   * When this session last proved its password (sign-in, registration, reset, or any password
   * check). Recent enough = "sudo mode" for changes without a password field (decision 020).
   */
  @Property({ type: 'datetime', nullable: true })
  passwordConfirmedAt: Date | null = null;

  /**
   * When this session last entered the right PIN (Settings → Change PIN verifies the current one
   * first): within the same window, a PIN change without `currentPin` is allowed once (decision 053).
   */
  @Property({ type: 'datetime', nullable: true })
  pinConfirmedAt: Date | null = null;
}
