import type { Transporter } from 'nodemailer';
import type { Jobs } from '../../platform/jobs.js';
import type { Logger } from '../../platform/logger.js';
import type { Orm } from '../../platform/orm.js';
import { clock } from '../../platform/clock.js';
import { MailMessage, MailStatus } from './mail-message.entity.js';
import type { Mailer } from '../../platform/mailer.js';

export type { Mailer };

export const FROM = 'Poolmates <no-reply@poolmates.local>';

/**
 * nodemailer when SMTP_URL is set (loaded only then: ~15 MiB of a process without SMTP), else the
 * dev outbox; both behind the pg-boss `mail.send` queue.
 */
export async function createMailer(opts: { smtpUrl?: string; jobs: Jobs; orm: Orm; log: Logger }): Promise<Mailer> {
  const transport: Transporter | null = opts.smtpUrl ? (await import('nodemailer')).default.createTransport(opts.smtpUrl) : null;
  await opts.jobs.work('mail.send', async ({ messageId }) => {
    const em = opts.orm.em.fork();
    const msg = await em.findOne(MailMessage, { id: messageId });
    if (!msg || msg.status !== MailStatus.QUEUED) return;
    msg.attempts += 1;
    if (!transport) {
      msg.status = MailStatus.OUTBOX;
      msg.sentAt = clock.now();
      await em.flush();
      opts.log.info({ to: msg.to, subject: msg.subject }, `dev outbox: "${msg.subject}" to ${msg.to} (see /dev/outbox)`);
      return;
    }
    try {
      await transport.sendMail({ from: FROM, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, ...(msg.headers ? { headers: msg.headers } : {}) });
      msg.status = MailStatus.SENT;
      msg.sentAt = clock.now();
      msg.lastError = null;
      await em.flush();
    } catch (err) {
      msg.lastError = err instanceof Error ? err.message.slice(0, 500) : String(err);
      await em.flush();
      opts.log.warn({ err, to: msg.to }, 'mail delivery failed; will retry');
      throw err; // pg-boss retries with backoff
    }
  });
  return {
    devOutbox: transport === null,
    async enqueue(em, to, mail) {
      const msg = em.create(MailMessage, { to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? null, createdAt: clock.now() });
      await em.persist(msg).flush();
      await opts.jobs.send('mail.send', { messageId: msg.id });
    },
  };
}
