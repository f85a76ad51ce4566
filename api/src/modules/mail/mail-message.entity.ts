import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum MailStatus {
  QUEUED = 'QUEUED',
  SENT = 'SENT',
  OUTBOX = 'OUTBOX',
}

/**
 * Every mail the app sends, written before it is queued: a slow or failing SMTP server never loses
 * one. Without SMTP_URL, "sent" means delivered to the dev outbox (log + /dev/outbox).
 */
@Entity({ tableName: 'mail_messages' })
export class MailMessage {
  [OptionalProps]?: 'id' | 'status' | 'attempts' | 'createdAt' | 'sentAt' | 'lastError' | 'headers';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 254 })
  to!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  /** Extra headers (List-Unsubscribe of the digest), or null. */
  @Property({ type: 'json', nullable: true })
  headers: Record<string, string> | null = null;

  @Index()
  @Enum({ items: () => MailStatus, nativeEnumName: 'mail_status', default: MailStatus.QUEUED })
  status: MailStatus = MailStatus.QUEUED;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;
}
