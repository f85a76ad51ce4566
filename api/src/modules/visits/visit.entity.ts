import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

export enum VisitKind {
  SIGN_IN = 'SIGN_IN',
  CLIENT_INFO = 'CLIENT_INFO',
  APP_DOWNLOAD = 'APP_DOWNLOAD',
}

/**
 * A visit record (DECISIONS.md: time, time zone, user agent, request IP) or a download-usage
 * record. The user is null for a visitor's download click.
 */
@Entity({ tableName: 'visits' })
@Index({ properties: ['user', 'at'] })
export class Visit {
  [OptionalProps]?: 'id' | 'user' | 'timezone' | 'userAgent' | 'ip' | 'info';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user: Rel<User> | null = null;

  @Enum({ items: () => VisitKind, nativeEnumName: 'visit_kind' })
  kind!: VisitKind;

  @Property({ type: 'datetime' })
  at!: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  timezone: string | null = null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  /** What the client reported (browser, os, device…), bounded in size by the service. */
  @Property({ type: 'json', nullable: true })
  info: Record<string, string> | null = null;
}
