import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ME, registerUser, uniqueName } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { startTestAppWithMailbox, type Mailbox } from '../../../test/mailbox.js';
import { clock } from '../../platform/clock.js';

let t: TestApp;
let mailbox: Mailbox;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, mailbox, stop } = await startTestAppWithMailbox());
});
afterAll(() => stop?.());
afterEach(() => clock.reset());

const SEND = 'mutation { sendVerificationEmail { verifyId email resendAvailableAt message } }';
const VERIFY = 'mutation($id: ID!, $code: String!) { verifyEmail(verifyId: $id, code: $code) { emailVerified onboardingStep } }';
const CHANGE = 'mutation($email: String!, $p: String!) { changeEmail(email: $email, currentPassword: $p) { verifyId email message } }';

describe('email verification over real SMTP', () => {
  it('mails a 6-digit code that verifies the email once', async () => {
    const u = await registerUser(t);
    const sent = await u.client.gql(SEND);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendVerificationEmail.email).toBe(u.email);
    const mail = await mailbox.next(u.email);
    expect(mail.subject).toMatch(/verification code: \d{6}/);
    expect(mail.raw).toContain('Content-Type: text/html');
    const ok = await u.client.gql(VERIFY, { id: sent.data.sendVerificationEmail.verifyId, code: mail.code });
    expect(ok.data.verifyEmail.emailVerified).toBe(true);
    const again = await u.client.gql(VERIFY, { id: sent.data.sendVerificationEmail.verifyId, code: mail.code });
    expect(again.errors![0].message).toBe(MSG.otpUsed);
  });

  it('enforces the 30-second resend countdown, and a resend invalidates the previous code', async () => {
    const u = await registerUser(t);
    const first = await u.client.gql(SEND);
    const firstMail = await mailbox.next(u.email);
    const tooSoon = await u.client.gql(SEND);
    expect(codeOf(tooSoon)).toBe('RATE_LIMITED');
    expect(tooSoon.errors![0].message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    clock.advance((LIMITS.otpResendSeconds + 1) * 1000);
    const second = await u.client.gql(SEND);
    expect(second.errors).toBeUndefined();
    const secondMail = await mailbox.next(u.email);
    const old = await u.client.gql(VERIFY, { id: first.data.sendVerificationEmail.verifyId, code: firstMail.code });
    expect(old.errors![0].message).toBe(MSG.otpSuperseded);
    const ok = await u.client.gql(VERIFY, { id: second.data.sendVerificationEmail.verifyId, code: secondMail.code });
    expect(ok.data.verifyEmail.emailVerified).toBe(true);
  });

  it('refuses an expired code, a wrong code (5 tries), a malformed code and another user\'s code', async () => {
    const u = await registerUser(t);
    const sent = (await u.client.gql(SEND)).data.sendVerificationEmail;
    const mail = await mailbox.next(u.email);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    expect((await u.client.gql(VERIFY, { id: sent.verifyId, code: '12ab' })).errors![0].message).toBe(MSG.otpDigitsOnly);
    const other = await registerUser(t);
    expect((await other.client.gql(VERIFY, { id: sent.verifyId, code: mail.code })).errors![0].message).toBe(MSG.otpNotFound);
    for (let i = 1; i < LIMITS.otpMaxAttempts; i++) {
      expect((await u.client.gql(VERIFY, { id: sent.verifyId, code: wrong })).errors![0].message).toBe(MSG.otpMismatch);
    }
    expect((await u.client.gql(VERIFY, { id: sent.verifyId, code: wrong })).errors![0].message).toBe(MSG.otpTooManyTries);
    expect((await u.client.gql(VERIFY, { id: sent.verifyId, code: mail.code })).errors![0].message).toBe(MSG.otpTooManyTries);

    const v = await registerUser(t);
    const s2 = (await v.client.gql(SEND)).data.sendVerificationEmail;
    const m2 = await mailbox.next(v.email);
    clock.advance((LIMITS.otpTtlSeconds + 1) * 1000);
    expect((await v.client.gql(VERIFY, { id: s2.verifyId, code: m2.code })).errors![0].message).toBe(MSG.otpExpired);
    expect((await v.client.gql(ME)).data.me.emailVerified).toBe(false);
  });

  it('changes the email (uniqueness checked), mails the new address and verifies it', async () => {
    const u = await registerUser(t);
    const taken = await registerUser(t);
    expect((await u.client.gql(CHANGE, { email: taken.email, p: u.password })).errors![0].message).toBe(MSG.emailTaken);
    expect((await u.client.gql(CHANGE, { email: 'nope', p: u.password })).errors![0].message).toBe(MSG.emailInvalidDialog);
    const fresh = `${uniqueName()}@example.org`;
    const changed = await u.client.gql(CHANGE, { email: fresh.toUpperCase(), p: u.password });
    expect(changed.data.changeEmail).toMatchObject({ email: fresh, message: MSG.emailUpdatedOtpSent });
    const mail = await mailbox.next(fresh);
    expect(mail.subject).toMatch(/Confirm your new Poolmates email/);
    // the account keeps its address until the new one is confirmed (decision 020)
    expect((await u.client.gql(ME)).data.me).toMatchObject({ email: u.email, emailVerified: false });
    const ok = await u.client.gql(VERIFY, { id: changed.data.changeEmail.verifyId, code: mail.code });
    expect(ok.data.verifyEmail.emailVerified).toBe(true);
    expect((await u.client.gql(ME)).data.me).toMatchObject({ email: fresh, emailVerified: true });
  });

  it('lets a typo be fixed right after a code went out, but keeps the countdown for the same address', async () => {
    const u = await registerUser(t);
    await u.client.gql(SEND);
    await mailbox.next(u.email);
    const same = await u.client.gql(CHANGE, { email: u.email, p: u.password });
    expect(codeOf(same)).toBe('RATE_LIMITED');
    const fixed = `${uniqueName()}@example.org`;
    const changed = await u.client.gql(CHANGE, { email: fixed, p: u.password });
    expect(changed.errors).toBeUndefined();
    expect((await mailbox.next(fixed)).code).toMatch(/^\d{6}$/);
  });

  it('refuses a visitor and a request packing several guesses into aliases', async () => {
    expect(codeOf(await t.client().gql(SEND))).toBe('UNAUTHENTICATED');
    const u = await registerUser(t);
    const r = await u.client.gql(`mutation { a: verifyEmail(verifyId: "x", code: "111111") { id } b: verifyEmail(verifyId: "x", code: "222222") { id } }`);
    expect(codeOf(r)).toBe('BAD_REQUEST');
  });
});

describe('without SMTP_URL', () => {
  it('delivers to the dev outbox page', async () => {
    const dev = await startTestApp();
    try {
      const u = await registerUser(dev);
      await u.client.gql(SEND);
      await expect.poll(async () => (await (await dev.client().fetch('/dev/outbox')).text()).includes(u.email), { timeout: 8000 }).toBe(true);
      const page = await (await dev.client().fetch('/dev/outbox')).text();
      expect(page).toMatch(/verification code: \d{6}/);
    } finally {
      await dev.stop();
    }
  });
});
