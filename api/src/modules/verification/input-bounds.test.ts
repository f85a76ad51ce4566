import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type GqlResult, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await registerUser(t);
});
afterAll(() => t?.stop());

const huge = 'a'.repeat(900 * 1024); // the 900 KB verifyId
const big = 'a'.repeat(200 * 1024); // under the REST shim's 256 KB body limit
// a visitor's whole body is at most 64 KiB (refused with 413 before it is read, decision 052): their over-long values are tried under it
const visitorHuge = 'a'.repeat(60 * 1024);
const first = (r: GqlResult) => ({ message: r.errors?.[0]?.message, code: r.errors?.[0]?.extensions?.code, field: r.errors?.[0]?.extensions?.field });
const tooLong = (field: string, max: number) => ({ message: MSG.fieldTooLong(field, max), code: 'BAD_USER_INPUT', field });

describe('over-long verification and recovery arguments are refused before PostgreSQL', () => {
  it('verifyId (900 KB) on every check, with the exact limit still accepted as an id', async () => {
    const verifyIdRefused = { message: MSG.verifyIdTooLong, code: 'BAD_USER_INPUT', field: 'verifyId' };
    expect(first(await u.client.gql('mutation($id: ID!) { verifyEmail(verifyId: $id, code: "123456") { id } }', { id: huge }))).toEqual(verifyIdRefused);
    expect(first(await t.client().gql('mutation($id: ID!) { verifyPasswordResetCode(verifyId: $id, code: "123456") { resetToken } }', { id: visitorHuge }))).toEqual(verifyIdRefused);
    expect(first(await u.client.gql('mutation($id: ID!) { verifyEmail(verifyId: $id, code: "123456") { id } }', { id: 'v'.repeat(LIMITS.verifyIdMax + 1) }))).toEqual(verifyIdRefused);
    // at the limit it is an ordinary unknown id
    expect(first(await u.client.gql('mutation($id: ID!) { verifyEmail(verifyId: $id, code: "123456") { id } }', { id: 'v'.repeat(LIMITS.verifyIdMax) })).message).toBe(MSG.otpNotFound);
  });

  it("a client's own verifyid when a code is sent", async () => {
    const refused = { message: MSG.verifyIdTooLong, code: 'BAD_USER_INPUT', field: 'clientVerifyId' };
    expect(first(await u.client.gql('mutation($v: String) { sendVerificationEmail(clientVerifyId: $v) { verifyId } }', { v: huge }))).toEqual(refused);
    expect(first(await u.client.gql('mutation($v: String) { changeEmailWithRecentSignIn(email: "x@example.com", clientVerifyId: $v) { verifyId } }', { v: huge }))).toEqual(refused);
    expect(first(await t.client().gql('mutation($v: String) { sendPasswordResetCode(who: { email: "x@example.com" }, clientVerifyId: $v) { verifyId } }', { v: visitorHuge }))).toEqual(refused);
  });

  it('codes, emails, mobiles, reset tokens and passwords', async () => {
    expect(first(await u.client.gql('mutation($c: String!) { verifyEmail(verifyId: "x", code: $c) { id } }', { c: huge })).message).toBe(MSG.otpDigitsOnly);
    expect(first(await u.client.gql('mutation($e: String!, $p: String!) { changeEmail(email: $e, currentPassword: $p) { verifyId } }', { e: huge, p: u.password }))).toEqual(tooLong('email', LIMITS.emailMax));
    expect(first(await u.client.gql('mutation($p: String!) { changeEmail(email: "x@example.com", currentPassword: $p) { verifyId } }', { p: huge }))).toEqual(tooLong('currentPassword', LIMITS.passwordMax));
    const visitor = t.client();
    expect(first(await visitor.gql('mutation($e: String) { findAccountForRecovery(who: { email: $e }) { canUseEmail } }', { e: visitorHuge }))).toEqual(tooLong('email', LIMITS.emailMax));
    expect(first(await visitor.gql('mutation($m: String) { findAccountForRecovery(who: { mobile: $m }) { canUseEmail } }', { m: visitorHuge }))).toEqual(tooLong('mobile', LIMITS.mobileInputMax));
    expect(first(await visitor.gql('mutation($c: String!) { verifyRecoveryCode(who: { email: "x@example.com" }, code: $c) { resetToken } }', { c: visitorHuge }))).toEqual(tooLong('code', LIMITS.recoveryCodeInputMax));
    expect(first(await visitor.gql('mutation($t: String!) { resetPassword(resetToken: $t, password: "a new password", confirmPassword: "a new password") { status } }', { t: visitorHuge }))).toEqual(tooLong('resetToken', LIMITS.resetTokenMax));
    // and a visitor's 900 KB is refused whole, before it is read
    expect((await visitor.gql('mutation($e: String) { findAccountForRecovery(who: { email: $e }) { canUseEmail } }', { e: huge })).status).toBe(413);
    // a normal-length wrong value still gets its ordinary answer
    expect(first(await visitor.gql('mutation { findAccountForRecovery(who: { email: "nobody-here@example.com" }) { canUseEmail } }')).message).toBe(MSG.noRecord);
  });

  it('the legacy paths answer the envelope with the same message', async () => {
    expect(await u.client.rest('POST', '/verifyemailotp', { verifyobj: { verifyid: big, otp: '123456' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.verifyIdTooLong });
    expect(await t.client().rest('POST', '/confirmopt', { obj: { verifyid: big, otpValue: '123456' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.verifyIdTooLong });
    expect(await u.client.rest('POST', '/senduseremailotp', { userObj: { verifyid: big } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.verifyIdTooLong });
    expect(await u.client.rest('POST', '/updateuseremailaccount', { userEmail: 'x@example.com', verifyId: big })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.verifyIdTooLong });
    expect(await t.client().rest('POST', '/getuserpassinfo', { passobj: { useremail: big } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.fieldTooLong('email', LIMITS.emailMax) });
  });
});
