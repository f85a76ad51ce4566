import { MSG } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ME, registerUser, SIGN_IN } from '../../../test/factories.js';
import { codeOf, type TestApp } from '../../../test/harness.js';
import { startTestAppWithMailbox, verifyEmailOf, type Mailbox } from '../../../test/mailbox.js';
import { clock } from '../../platform/clock.js';

let t: TestApp;
let mailbox: Mailbox;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, mailbox, stop } = await startTestAppWithMailbox());
});
afterAll(() => stop?.());
afterEach(() => clock.reset());

const FIND = 'mutation($w: RecoveryIdentity!) { findAccountForRecovery(who: $w) { maskedEmail canUseEmail } }';
const SEND = 'mutation($w: RecoveryIdentity!) { sendPasswordResetCode(who: $w) { verifyId email } }';
const VERIFY = 'mutation($id: ID!, $c: String!) { verifyPasswordResetCode(verifyId: $id, code: $c) { resetToken } }';
const RECOVERY = 'mutation($w: RecoveryIdentity!, $c: String!) { verifyRecoveryCode(who: $w, code: $c) { resetToken } }';
const RESET = 'mutation($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { message newSecurityCode status user { id } } }';

describe('forgot password', () => {
  it("step 1 finds the account or answers 'No Record Found !!'", async () => {
    const u = await registerUser(t);
    await verifyEmailOf(u, mailbox);
    const c = t.client();
    expect((await c.gql(FIND, { w: { email: u.email } })).data.findAccountForRecovery).toEqual({ maskedEmail: expect.stringMatching(/^.•••.*@example\.com$/), canUseEmail: true });
    expect((await c.gql(FIND, { w: { email: 'ghost@example.com' } })).errors![0].message).toBe(MSG.noRecord);
    expect((await c.gql(FIND, { w: { email: 'nope' } })).errors![0].message).toBe(MSG.recoveryEmailInvalid);
    expect((await c.gql(FIND, { w: { mobile: '+1 2' } })).errors![0].message).toBe(MSG.recoveryMobileInvalid);
  });

  it('Using Email: code by mail → new password twice → signed in, every other session ended', async () => {
    const u = await registerUser(t);
    await verifyEmailOf(u, mailbox);
    const c = t.client();
    const sent = await c.gql(SEND, { w: { email: u.email } });
    const mail = await mailbox.next(u.email);
    expect(mail.subject).toMatch(/password reset code/);
    const ticket = await c.gql(VERIFY, { id: sent.data.sendPasswordResetCode.verifyId, c: mail.code });
    const token = ticket.data.verifyPasswordResetCode.resetToken;
    expect((await c.gql(RESET, { t: token, p: 'short', c: 'short' })).errors![0].message).toBe(MSG.passwordShortRecovery);
    expect((await c.gql(RESET, { t: token, p: 'a new password', c: 'a new passwort' })).errors![0].message).toBe(MSG.passwordMismatchRecovery);
    const done = await c.gql(RESET, { t: token, p: 'a new password', c: 'a new password' });
    expect(done.data.resetPassword).toMatchObject({ message: MSG.passwordChanged, newSecurityCode: null, status: 'ACTIVE', user: { id: u.id } });
    expect((await c.gql(ME)).data.me.id).toBe(u.id);
    expect((await u.client.gql(ME)).data.me).toBeNull();
    expect((await c.gql(RESET, { t: token, p: 'another password', c: 'another password' })).errors![0].message).toBe(MSG.resetGrantInvalid);
    expect((await t.client().gql(SIGN_IN, { input: { email: u.email, password: 'a new password' } })).errors).toBeUndefined();
  });

  it('Recovery Code: a wrong code is refused; the right one works once and is replaced', async () => {
    const u = await registerUser(t);
    const code = (await u.client.gql('{ securityCode { code } }')).data.securityCode.code as string;
    const c = t.client();
    expect((await c.gql(RECOVERY, { w: { email: u.email }, c: 'AAAA-BBBB-CCCC-DDDD' })).errors![0].message).toBe(MSG.recoveryCodeMismatch);
    const ticket = await c.gql(RECOVERY, { w: { email: u.email }, c: code.toLowerCase().replaceAll('-', ' ') });
    const done = await c.gql(RESET, { t: ticket.data.verifyRecoveryCode.resetToken, p: 'recovered pass', c: 'recovered pass' });
    expect(done.data.resetPassword.newSecurityCode).toMatch(/^[2-9A-Z]{4}-/);
    expect(done.data.resetPassword.newSecurityCode).not.toBe(code);
    expect((await t.client().gql(RECOVERY, { w: { email: u.email }, c: code })).errors![0].message).toBe(MSG.recoveryCodeMismatch);
  });

  it('refuses an expired reset ticket and throttles recovery-code guessing', async () => {
    const u = await registerUser(t);
    const c = t.client();
    const code = (await u.client.gql('{ securityCode { code } }')).data.securityCode.code as string;
    const ticket = await c.gql(RECOVERY, { w: { email: u.email }, c: code });
    clock.advance(16 * 60_000);
    expect((await c.gql(RESET, { t: ticket.data.verifyRecoveryCode.resetToken, p: 'late password', c: 'late password' })).errors![0].message).toBe(MSG.resetGrantInvalid);
    let last;
    for (let i = 0; i < 11; i++) last = await t.client().gql(RECOVERY, { w: { email: u.email }, c: 'AAAA-BBBB-CCCC-DDDD' });
    expect(codeOf(last!)).toBe('RATE_LIMITED');
  });
});
