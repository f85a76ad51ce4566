import { LIMITS, MSG, SPEC_TEXT } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ME, REGISTER, registerUser, SIGN_IN, uniqueName } from '../../../test/factories.js';
import { codeOf, type TestApp } from '../../../test/harness.js';
import { startTestAppWithMailbox, verifyEmailOf, type Mailbox, type ReceivedMail } from '../../../test/mailbox.js';
import { clock } from '../../platform/clock.js';

let t: TestApp;
let mailbox: Mailbox;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, mailbox, stop } = await startTestAppWithMailbox());
});
afterAll(() => stop?.());
afterEach(() => clock.reset());

const CHANGE = 'mutation($e: String!, $p: String!) { changeEmail(email: $e, currentPassword: $p) { verifyId email message } }';
const VERIFY = 'mutation($id: ID!, $c: String!) { verifyEmail(verifyId: $id, code: $c) { email emailVerified pendingEmail } }';
const RESET_CODE = 'mutation($w: RecoveryIdentity!) { sendPasswordResetCode(who: $w) { verifyId } }';
const FIND = 'mutation($w: RecoveryIdentity!) { findAccountForRecovery(who: $w) { canUseEmail } }';

/** The undo link's path and query, from the mail body (quoted-printable: `=` is `=3D`). */
function undoPathOf(mail: ReceivedMail): string {
  const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /(\/account\/email-undo\?t=[0-9a-f.-]+)/.exec(unfolded);
  if (!m) throw new Error('no undo link in the mail');
  return m[1];
}

async function undo(path: string): Promise<{ status: number; text: string }> {
  const c = t.client();
  const token = new URL(path, t.url).searchParams.get('t')!;
  const res = await c.fetch('/account/email-undo', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: token }).toString() });
  return { status: res.status, text: await res.text() };
}

describe('email change: the session-only takeover chain is closed', () => {
  it('asks for the current password; a wrong one is refused and guesses are rate-limited', async () => {
    const u = await registerUser(t);
    const fresh = `${uniqueName()}@example.org`;
    const noPassword = await u.client.gql('mutation($e: String!) { changeEmail(email: $e) { verifyId } }', { e: fresh });
    expect(noPassword.errors![0].message).toMatch(/currentPassword/);
    const wrong = await u.client.gql(CHANGE, { e: fresh, p: 'not my password' });
    expect(wrong.errors![0]).toMatchObject({ message: MSG.incorrectPassword, extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } });
    expect((await u.client.gql(ME)).data.me.email).toBe(u.email);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => u.client.gql(CHANGE, { e: fresh, p: `guess number ${i}` })));
    expect(guesses.filter((g) => codeOf(g) === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(3);
    // even the right password waits out the window: no guessing around the limit
    expect(codeOf(await u.client.gql(CHANGE, { e: fresh, p: u.password }))).toBe('RATE_LIMITED');
  });

  it('keeps the old address until the new one is verified, sends reset codes only to the verified one, tells the old address with an undo link', async () => {
    const u = await registerUser(t);
    await verifyEmailOf(u, mailbox);
    const attacker = `${uniqueName()}@evil.example`;
    const changed = await u.client.gql(CHANGE, { e: attacker, p: u.password });
    expect(changed.data.changeEmail).toMatchObject({ email: attacker, message: MSG.emailUpdatedOtpSent });
    const codeMail = await mailbox.next(attacker);
    expect((await u.client.gql('{ me { email emailVerified pendingEmail } }')).data.me).toEqual({ email: u.email, emailVerified: true, pendingEmail: attacker });

    // the unverified new address is nobody's for sign-in and recovery
    const visitor = t.client();
    expect((await visitor.gql(RESET_CODE, { w: { email: attacker } })).errors![0].message).toBe(MSG.noRecord);
    expect((await visitor.gql(SIGN_IN, { input: { email: attacker, password: u.password } })).errors![0].message).toBe(MSG.credentialsIncorrect);
    expect((await visitor.gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors).toBeUndefined();
    const reset = await t.client().gql(RESET_CODE, { w: { email: u.email } });
    expect(reset.errors).toBeUndefined();
    expect((await mailbox.next(u.email)).subject).toMatch(/password reset code/);
    expect(mailbox.mails.filter((m) => m.to.includes(attacker)).every((m) => !/reset/.test(m.subject))).toBe(true);

    // verified: the new address takes over and the old one is told, with a 7-day undo link
    const done = await u.client.gql(VERIFY, { id: changed.data.changeEmail.verifyId, c: codeMail.code });
    expect(done.data.verifyEmail).toEqual({ email: attacker, emailVerified: true, pendingEmail: null });
    const notice = await mailbox.next(u.email);
    expect(notice.subject).toBe('Your Poolmates email address was changed');
    expect(notice.raw).toContain(attacker);
    const path = undoPathOf(notice);

    // GET only shows a button (mail scanners open links); the POST undoes
    const page = await t.client().fetch(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Undo the change');
    expect((await u.client.gql(ME)).data.me.email).toBe(attacker);
    const undone = await undo(path);
    expect(undone.status).toBe(200);
    expect(undone.text).toContain(u.email);
    expect((await u.client.gql(ME)).data.me).toBeNull(); // every session ended
    expect((await visitor.gql(ME)).data.me).toBeNull();
    const back = t.client();
    expect((await back.gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors).toBeUndefined();
    expect((await back.gql('{ me { email emailVerified pendingEmail } }')).data.me).toEqual({ email: u.email, emailVerified: true, pendingEmail: null });
    // single use
    expect((await undo(path)).status).toBe(410);
  });

  it('the undo link ends after 7 days; meanwhile the old address is held for its owner', async () => {
    const u = await registerUser(t);
    const next = `${uniqueName()}@example.org`;
    const changed = await u.client.gql(CHANGE, { e: next, p: u.password });
    await u.client.gql(VERIFY, { id: changed.data.changeEmail.verifyId, c: (await mailbox.next(next)).code });
    const path = undoPathOf(await mailbox.next(u.email));
    const squatter = await t.client().gql(REGISTER, { input: { username: uniqueName(), email: u.email, password: 'a fine password' } });
    expect(squatter.errors![0].message).toBe(MSG.emailTaken);
    expect((await t.client().gql('query($e: String!) { emailAvailable(email: $e) }', { e: u.email })).data.emailAvailable).toBe(false);
    expect((await undo(path.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).status).toBe(410); // a forged signature
    clock.advance((LIMITS.emailUndoDays * 86_400 + 60) * 1000);
    expect((await undo(path)).status).toBe(410);
    expect((await t.client().gql('query($e: String!) { emailAvailable(email: $e) }', { e: u.email })).data.emailAvailable).toBe(true);
  });

  it("mails a reset code to the account's current address, verified or not (decision 053), never to a pending new one", async () => {
    const u = await registerUser(t);
    const next = `${uniqueName()}@example.org`;
    const changed = await u.client.gql(CHANGE, { e: next, p: u.password });
    expect(changed.errors).toBeUndefined();
    await mailbox.next(next); // the new address's own verification code
    const c = t.client();
    expect((await c.gql(FIND, { w: { email: u.email } })).data.findAccountForRecovery.canUseEmail).toBe(true);
    expect((await c.gql(RESET_CODE, { w: { email: u.email } })).data.sendPasswordResetCode.verifyId).toEqual(expect.any(String));
    expect((await mailbox.next(u.email)).subject).toMatch(/reset/i);
    expect(mailbox.mails.filter((m) => m.to.includes(next) && /reset/i.test(m.subject))).toEqual([]);
    expect((await c.gql(RESET_CODE, { w: { email: next } })).errors![0].message).toBe(MSG.noRecord);
  });
});

describe('legacy /updateuseremailaccount: sudo mode', () => {
  it('works within 10 minutes of entering the password, then asks to sign in again; a password check renews it', async () => {
    const u = await registerUser(t);
    const first = `${uniqueName()}@example.net`;
    expect(await u.client.rest('POST', '/updateuseremailaccount', { userEmail: first, userid: 1, username: u.username, verifyId: 'x' })).toMatchObject({ STATUSCODE: 0, MESSAGE: SPEC_TEXT.emailUpdatedOtpSent });
    await mailbox.next(first);
    clock.advance((LIMITS.sudoMinutes * 60 + 5) * 1000);
    const second = `${uniqueName()}@example.net`;
    const late = await u.client.rest('POST', '/updateuseremailaccount', { userEmail: second });
    expect(late).toMatchObject({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: MSG.signInAgainToChangeEmail, PAYLOAD: null });
    expect((await u.client.gql('{ me { pendingEmail } }')).data.me.pendingEmail).toBe(first);
    expect((await u.client.rest('POST', '/checkuserpassword', { usrpasswordobj: { password: u.password } })).STATUSCODE).toBe(0);
    expect((await u.client.rest('POST', '/updateuseremailaccount', { userEmail: second })).STATUSCODE).toBe(0);
    // a fresh sign-in is sudo mode too
    clock.advance((LIMITS.sudoMinutes * 60 + 5) * 1000);
    const again = t.client();
    await again.gql(SIGN_IN, { input: { email: u.email, password: u.password } });
    expect((await again.rest('POST', '/updateuseremailaccount', { userEmail: `${uniqueName()}@example.net` })).STATUSCODE).toBe(0);
  });
});
