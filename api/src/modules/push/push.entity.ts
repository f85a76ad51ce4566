import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { NotificationChannelName, NotificationKindName } from '@poolmates/schema';
import { User } from '../users/user.entity.js';

/** A person's choices that differ from the defaults (`NOTIFICATION_KIND_INFO`), per kind and channel. */
export type ChannelChoices = Partial<Record<NotificationKindName, Partial<Record<NotificationChannelName, boolean>>>>;

/**
 * A person's notification preferences (decision 061): one row, made on their first change. Only
 * the choices that differ from the defaults are stored, so a default changed later reaches
 * everyone who never chose. Quiet hours are local times ("22:00") in the person's own zone.
 */
@Entity({ tableName: 'notification_preferences' })
export class NotificationPreferences {
  [OptionalProps]?: 'channels' | 'quietStart' | 'quietEnd' | 'updatedAt';

  @OneToOne(() => User, { primary: true, deleteRule: 'cascade', owner: true })
  user!: Rel<User>;

  @Property({ type: 'json', columnType: 'jsonb', default: "'{}'" })
  channels: ChannelChoices = {};

  @Property({ type: 'string', length: 5, nullable: true })
  quietStart: string | null = null;

  @Property({ type: 'string', length: 5, nullable: true })
  quietEnd: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}

/** One browser or device of a person that receives Web Push (RFC 8030/8291): its endpoint and keys. */
@Entity({ tableName: 'push_subscriptions' })
export class PushSubscription {
  [OptionalProps]?: 'createdAt' | 'lastPushedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** The push service's URL for this browser: unique (a browser signed in as someone else moves to them). */
  @Property({ type: 'string', length: 1000, unique: true })
  endpoint!: string;

  /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
  @Property({ type: 'string', length: 100 })
  p256dh!: string;

  /** The browser's 16-byte auth secret, base64url. */
  @Property({ type: 'string', length: 40 })
  auth!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastPushedAt: Date | null = null;
}
