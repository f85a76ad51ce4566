import { LIMITS, MSG } from '@poolmates/schema';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ME, registerUser, SIGN_IN } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import { passwords } from '../auth/auth.service.js';
import { purgeAccount, purgeOverdueAccounts } from './account.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());
afterEach(() => clock.reset());

const CODE = 'query($p: String) { securityCode(password: $p) { userId code pdfUrl } }';
const STEP = 'mutation($s: OnboardingStep!) { setOnboardingStep(step: $s) { onboardingStep } }';

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('onboarding', () => {
  it('starts at WELCOME, moves forward only, saves the profile step and ends DONE', async () => {
    const u = await registerUser(t);
    expect((await u.client.gql(ME.replace('status', 'status onboardingStep'))).data.me.onboardingStep).toBe('WELCOME');
    await u.client.gql(STEP, { s: 'STEREOTYPE' });
    const profile = await u.client.gql('mutation { completeOnboardingProfile(input: { stereotype: Geek, gender: O, location: "Lyon, France", timezone: "Europe/Paris" }) { onboardingStep stereotype timezone } }');
    expect(profile.data.completeOnboardingProfile).toEqual({ onboardingStep: 'VERIFY_EMAIL', stereotype: 'Geek', timezone: 'Europe/Paris' });
    expect((await u.client.gql(STEP, { s: 'WELCOME' })).data.setOnboardingStep.onboardingStep).toBe('VERIFY_EMAIL');
    expect((await u.client.gql(STEP, { s: 'DONE' })).data.setOnboardingStep.onboardingStep).toBe('DONE');
    const bad = await u.client.gql('mutation { completeOnboardingProfile(input: { timezone: "Nowhere/Land" }) { id } }');
    expect(bad.errors![0].message).toBe(MSG.timezoneInvalid);
  });
});

describe('security code', () => {
  it('is made at registration, shown without a password during onboarding, downloadable as a PDF with the id and code', async () => {
    const u = await registerUser(t);
    const r = await u.client.gql(CODE);
    expect(r.data.securityCode.userId).toBe(u.id);
    expect(r.data.securityCode.code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    const res = await u.client.fetch(r.data.securityCode.pdfUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="SecurityCode.pdf"');
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain(r.data.securityCode.code);
    expect(text).toContain(u.id);
    // the same link is useless to anyone else
    expect((await t.client().fetch(r.data.securityCode.pdfUrl)).status).toBe(401);
    const other = await registerUser(t);
    expect((await other.client.fetch(r.data.securityCode.pdfUrl)).status).toBe(403);
  });

  it('needs the password once onboarding is over', async () => {
    const u = await registerUser(t);
    await u.client.gql(STEP, { s: 'DONE' });
    // within the sudo window of the sign-up (a password proof) it needs none (decision 053) …
    expect((await u.client.gql(CODE)).data.securityCode.code).toHaveLength(19);
    // … after it, the password again
    clock.advance((LIMITS.sudoMinutes * 60 + 5) * 1000);
    expect((await u.client.gql(CODE)).errors![0].message).toBe(MSG.passwordMissing);
    expect((await u.client.gql(CODE, { p: 'wrong password' })).errors![0].message).toBe(MSG.invalidPassword);
    expect((await u.client.gql(CODE, { p: u.password })).data.securityCode.code).toHaveLength(19);
    expect(codeOf(await t.client().gql(CODE))).toBe('UNAUTHENTICATED');
  });
});

describe('change password', () => {
  const CHANGE = 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok message } }';
  it('checks the current password on blur, refuses bad input and updates, ending other sessions', async () => {
    const u = await registerUser(t);
    const elsewhere = t.client();
    await elsewhere.gql(SIGN_IN, { input: { email: u.email, password: u.password } });
    expect((await u.client.gql('query($p: String!) { checkPassword(password: $p) }', { p: 'nope nope' })).data.checkPassword).toBe(false);
    expect((await u.client.gql('query($p: String!) { checkPassword(password: $p) }', { p: u.password })).data.checkPassword).toBe(true);
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: 'wrong one', newPassword: 'brand new pass', confirmPassword: 'brand new pass' }, MSG.incorrectPassword],
      [{ currentPassword: u.password, newPassword: 'short7!', confirmPassword: 'short7!' }, MSG.passwordShortChange],
      [{ currentPassword: u.password, newPassword: 'brand new pass', confirmPassword: 'brand new pas' }, MSG.passwordMismatch],
    ];
    for (const [i, message] of cases) expect((await u.client.gql(CHANGE, { i })).errors![0].message).toBe(message);
    const ok = await u.client.gql(CHANGE, { i: { currentPassword: u.password, newPassword: 'brand new pass', confirmPassword: 'brand new pass' } });
    expect(ok.data.changePassword).toEqual({ ok: true, message: MSG.passwordUpdated });
    expect((await u.client.gql(ME)).data.me).not.toBeNull();
    expect((await elsewhere.gql(ME)).data.me).toBeNull();
    expect((await t.client().gql(SIGN_IN, { input: { email: u.email, password: 'brand new pass' } })).errors).toBeUndefined();
  });
});

describe('PIN', () => {
  const SET = 'mutation($i: SetPinInput!) { setPin(input: $i) { message } }';
  const VERIFY = 'mutation($p: String!) { verifyPin(pin: $p) { message } }';
  it('sets, verifies the current one before a change, and locks after 5 wrong tries until the password', async () => {
    const u = await registerUser(t);
    expect((await u.client.gql('{ me { hasPin } }')).data.me.hasPin).toBe(false);
    expect((await u.client.gql(SET, { i: { pin: '12', confirmPin: '12' } })).errors![0].message).toBe(MSG.pinRequired);
    expect((await u.client.gql(SET, { i: { pin: '1234', confirmPin: '1235' } })).errors![0].message).toBe(MSG.pinMismatch);
    expect((await u.client.gql(SET, { i: { pin: '1234', confirmPin: '1234' } })).data.setPin.message).toBe(MSG.pinUpdated);
    expect((await u.client.gql('{ me { hasPin } }')).data.me.hasPin).toBe(true);
    expect((await u.client.gql(SET, { i: { pin: '5678', confirmPin: '5678' } })).errors![0].message).toBe(MSG.pinCurrentRequired);
    expect((await u.client.gql(VERIFY, { p: '1234' })).data.verifyPin.message).toBe('PIN verified');
    for (let i = 1; i < LIMITS.pinMaxFailures; i++) expect((await u.client.gql(VERIFY, { p: '0000' })).errors![0].message).toBe(MSG.pinIncorrect);
    expect((await u.client.gql(VERIFY, { p: '0000' })).errors![0].message).toBe(MSG.pinLocked);
    expect((await u.client.gql(VERIFY, { p: '1234' })).errors![0].message).toBe(MSG.pinLocked);
    expect((await u.client.gql('mutation($p: String!) { unlockPin(password: $p) { ok } }', { p: 'wrong pass' })).errors![0].message).toBe(MSG.invalidPassword);
    await u.client.gql('mutation($p: String!) { unlockPin(password: $p) { ok } }', { p: u.password });
    expect((await u.client.gql(SET, { i: { currentPin: '1234', pin: '5678', confirmPin: '5678' } })).data.setPin.message).toBe(MSG.pinUpdated);
    expect(codeOf(await t.client().gql(VERIFY, { p: '1234' }))).toBe('UNAUTHENTICATED');
  });

  it('9 wrong PINs and the right one sent together: never more than 5 checked before the lock (3 rounds)', async () => {
    const u = await registerUser(t);
    await u.client.gql(SET, { i: { pin: '2468', confirmPin: '2468' } });
    const verify = passwords.verify.bind(passwords);
    const events: string[] = [];
    vi.spyOn(passwords, 'verify').mockImplementation(async (hash, pin) => {
      events.push('check');
      const ok = await verify(hash, pin);
      if (ok) events.push('accepted');
      return ok;
    });
    try {
      for (let round = 0; round < 3; round++) {
        events.length = 0;
        const answers = await Promise.all([...Array.from({ length: 9 }, (_, i) => u.client.gql(VERIFY, { p: `100${i}` })), u.client.gql(VERIFY, { p: '2468' })]);
        const right = answers[9];
        // the right PIN is accepted only as one of the first five checks, never as the tenth guess;
        // refused, it met the lock, and then only five guesses were ever checked
        const counted = right.errors ? events : events.slice(0, events.indexOf('accepted'));
        expect(counted.filter((e) => e === 'check').length).toBeLessThanOrEqual(LIMITS.pinMaxFailures);
        expect([undefined, MSG.pinLocked]).toContain(right.errors?.[0].message);
        for (const a of answers.slice(0, 9)) expect([MSG.pinIncorrect, MSG.pinLocked]).toContain(a.errors![0].message);
        const [row] = await t.orm.em.fork().getConnection().execute('select pin_failures from users where id = ?', [u.id]);
        const again = await u.client.gql(VERIFY, { p: '2468' });
        expect(again.errors?.[0].message).toBe(row.pin_failures >= LIMITS.pinMaxFailures ? MSG.pinLocked : undefined);
        await u.client.gql('mutation($p: String!) { unlockPin(password: $p) { ok } }', { p: u.password });
        clock.advance((LIMITS.rateWindowSeconds + 1) * 1000); // a fresh throttle window for the next round
      }
    } finally {
      vi.restoreAllMocks();
    }
    expect((await u.client.gql(VERIFY, { p: '2468' })).data.verifyPin.message).toBe('PIN verified');
  });
});

describe('deactivation', () => {
  const DEACTIVATE = 'mutation($p: String!) { deactivateAccount(password: $p) { ok message } }';
  it('needs the password, ends every session, signs in with status DEACTIVATED and restores within 30 days', async () => {
    const u = await registerUser(t);
    expect((await u.client.gql(DEACTIVATE, { p: 'wrong pass' })).errors![0].message).toBe(MSG.invalidPassword);
    expect((await u.client.gql(DEACTIVATE, { p: ' ' })).errors![0].message).toBe(MSG.passwordMissing);
    expect((await u.client.gql(DEACTIVATE, { p: u.password })).data.deactivateAccount.ok).toBe(true);
    expect((await u.client.gql(ME)).data.me).toBeNull();
    clock.advance(29 * 86_400_000);
    const c = t.client();
    const signIn = await c.gql(SIGN_IN, { input: { email: u.email, password: u.password } });
    expect(signIn.data.signIn.status).toBe('DEACTIVATED');
    expect(codeOf(await c.gql('mutation { updateProfile(input: { bio: "x" }) { id } }'))).toBe('UNAUTHENTICATED');
    expect((await c.gql('mutation { restoreAccount { status } }')).data.restoreAccount.status).toBe('ACTIVE');
    expect((await c.gql('mutation { updateProfile(input: { bio: "back" }) { bio } }')).data.updateProfile.bio).toBe('back');
  });

  it('refuses sign-in after 30 days, and the purge removes the personal data', async () => {
    const u = await registerUser(t);
    await u.client.gql('mutation { updateProfile(input: { firstName: "Private", bio: "secret" }) { id } }');
    await u.client.gql(DEACTIVATE, { p: u.password });
    const em = t.orm.em.fork();
    clock.advance(29 * 86_400_000);
    expect(await purgeAccount(em, Number(u.id))).toBe(false);
    clock.advance(1 * 86_400_000 + 1000);
    expect((await t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors![0].message).toBe(MSG.credentialsIncorrect);
    expect(await purgeOverdueAccounts(em)).toBeGreaterThanOrEqual(1);
    const [row] = await em.getConnection().execute('select username, email, first_name, bio, status from users where id = ?', [u.id]);
    expect(row).toEqual({ username: 'Deleted user', email: null, first_name: null, bio: null, status: 'DELETED' });
  });

  it('refuses restore for an active account', async () => {
    const u = await registerUser(t);
    expect((await u.client.gql('mutation { restoreAccount { id } }')).errors![0].message).toBe(MSG.notDeactivated);
  });
});

describe('changeMobile (issue 28: Settings → Mobile)', () => {
  const CHANGE = 'mutation($m: String!, $p: String!) { changeMobile(mobile: $m, currentPassword: $p) { id mobile } }';

  it("adds and changes the number with sign-up's checks, after the password; sign-in by it works", async () => {
    const u = await registerUser(t);
    const added = await u.client.gql(CHANGE, { m: '+44 7911 123456', p: u.password });
    expect(added.errors).toBeUndefined();
    expect(added.data.changeMobile.mobile).toBe('+447911123456');
    const signIn = await t.client().gql(SIGN_IN, { input: { email: '+44 7911 123456', password: u.password } });
    expect(signIn.errors).toBeUndefined();

    const bad = await u.client.gql(CHANGE, { m: '+1 555', p: u.password });
    expect(bad.errors![0]).toMatchObject({ message: MSG.mobileInvalid, extensions: { code: 'BAD_USER_INPUT', field: 'mobile' } });
    const wrong = await u.client.gql(CHANGE, { m: '+44 7911 123411', p: 'not my password' });
    expect(wrong.errors![0]).toMatchObject({ message: MSG.incorrectPassword, extensions: { field: 'currentPassword' } });
    expect((await u.client.gql(ME.replace('status', 'status mobile'))).data.me.mobile).toBe('+447911123456');

    // another account's number (registered with it) is refused; the same number again is a no-op
    const other = t.client();
    const name = `mob${Date.now() % 1_000_000}`;
    expect((await other.gql('mutation($i: RegisterInput!) { register(input: $i) { user { id } } }', { i: { username: name, mobile: '+44 7911 222333', password: 'correct horse battery' } })).errors).toBeUndefined();
    const taken = await u.client.gql(CHANGE, { m: '07911 222333'.replace(/^0/, '+44 '), p: u.password });
    expect(taken.errors![0]).toMatchObject({ message: MSG.mobileTaken, extensions: { field: 'mobile' } });
    expect((await u.client.gql(CHANGE, { m: '+447911123456', p: u.password })).data.changeMobile.mobile).toBe('+447911123456');
  });

  it(`allows ${LIMITS.mobileChangesPerHour} changes an hour`, async () => {
    const u = await registerUser(t);
    for (let i = 0; i < LIMITS.mobileChangesPerHour; i++) {
      const r = await u.client.gql(CHANGE, { m: `+44 7911 1234${String(i + 20).padStart(2, '0')}`, p: u.password });
      expect(r.errors).toBeUndefined();
    }
    const over = await u.client.gql(CHANGE, { m: '+44 7911 123499', p: u.password });
    expect(over.errors![0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  });
});
