import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The first 6-digit code in the subject or body. */
  code: string | null;
}

/** A real SMTP server for the test: the app delivers to it through nodemailer and pg-boss. */
export async function startMailbox(opts: { port?: number } = {}): Promise<{ url: string; mails: ReceivedMail[]; next(to: string, timeoutMs?: number): Promise<ReceivedMail>; stop(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const seen = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        const unfolded = raw.replace(/=\r?\n/g, '');
        const subject = /^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '';
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, subject, code: /\b(\d{6})\b/.exec(subject + ' ' + unfolded)?.[1] ?? null };
        mails.push(mail);
        const w = waiters.find((x) => mail.to.includes(x.to));
        if (w) {
          waiters.splice(waiters.indexOf(w), 1);
          seen.add(mail);
          w.resolve(mail);
        }
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', () => r()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to, timeoutMs = 10_000) {
      const ready = mails.find((m) => m.to.includes(to) && !seen.has(m));
      if (ready) {
        seen.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** A test app whose mail goes over real SMTP to a mailbox of the file's own; stop() stops both. */
export async function startTestAppWithMailbox(): Promise<{ t: TestApp; mailbox: Mailbox; stop(): Promise<void> }> {
  const mailbox = await startMailbox();
  const t = await startTestApp({ SMTP_URL: mailbox.url });
  return {
    t,
    mailbox,
    async stop() {
      await t.stop();
      await mailbox.stop();
    },
  };
}

/** Verifies a registered user's email through the API (reset codes only go to verified addresses). */
export async function verifyEmailOf(u: { email: string; client: TestClient }, mailbox: Mailbox): Promise<void> {
  const sent = await u.client.gql('mutation { sendVerificationEmail { verifyId } }');
  if (sent.errors) throw new Error(`sendVerificationEmail failed: ${JSON.stringify(sent.errors)}`);
  const mail = await mailbox.next(u.email);
  const ok = await u.client.gql('mutation($id: ID!, $c: String!) { verifyEmail(verifyId: $id, code: $c) { id } }', { id: sent.data.sendVerificationEmail.verifyId, c: mail.code });
  if (ok.errors) throw new Error(`verifyEmail failed: ${JSON.stringify(ok.errors)}`);
}
