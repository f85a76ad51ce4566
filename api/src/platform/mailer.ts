import type { EntityManager } from '@mikro-orm/postgresql';

/** One rendered message (the mail feature's templates produce these). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers of this message (the digest's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * What features need to send mail, typed here so `AppDeps` names no feature (decision 023); the
 * mail feature implements it (`createMailer`) and the app passes it in.
 */
export interface Mailer {
  /** Saves the message and queues it; returns at once (delivery is the worker's job). */
  enqueue(em: EntityManager, to: string, mail: RenderedMail): Promise<void>;
  /** True when mail goes to the dev outbox instead of an SMTP server. */
  readonly devOutbox: boolean;
}
