import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { startMailbox } from '../../../test/mailbox.js';
import { MailMessage, MailStatus } from './mail-message.entity.js';

/** A port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await closedPort();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(() => t?.stop());

describe('mail delivery through the queue', () => {
  it('answers at once while SMTP is down, keeps the mail, and delivers it when the server comes back', async () => {
    const u = await registerUser(t);
    const started = Date.now();
    const sent = await u.client.gql('mutation { sendVerificationEmail { verifyId } }');
    expect(sent.errors).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    const em = t.orm.em.fork();
    await expect
      .poll(async () => (await em.fork().findOne(MailMessage, { to: u.email }))?.lastError ?? null, { timeout: 8000 })
      .toMatch(/ECONNREFUSED|connect/i);
    expect((await em.fork().findOneOrFail(MailMessage, { to: u.email })).status).toBe(MailStatus.QUEUED);
    const mailbox = await startMailbox({ port });
    try {
      const mail = await mailbox.next(u.email, 25_000);
      expect(mail.code).toMatch(/^\d{6}$/);
      await expect.poll(async () => (await em.fork().findOneOrFail(MailMessage, { to: u.email })).status, { timeout: 5000 }).toBe(MailStatus.SENT);
    } finally {
      await mailbox.stop();
    }
  }, 40_000);
});
