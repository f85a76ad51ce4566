import { LIMITS, MSG, SPEC_TEXT } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser, SIGN_IN } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { passwords } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());
afterEach(() => vi.restoreAllMocks());

/** Counts the argon2 verifications the server runs (the real ones: the spy calls through). */
function countChecks() {
  return vi.spyOn(passwords, 'verify');
}

describe('concurrent sign-ins', () => {
  it('checks at most the per-account limit of 30 parallel wrong passwords, and refuses the right one after', async () => {
    const u = await registerUser(t);
    const checks = countChecks();
    // each from its own address: only the per-account counter stands in the way
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => t.client().gql(SIGN_IN, { input: { email: u.email, password: `wrong-guess-${i}` } })),
      t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } }),
    ]);
    // before decision 018: 20–30 of them were checked (counters read before argon2, written after)
    expect(checks.mock.calls.length).toBeLessThanOrEqual(LIMITS.signInPerAccount);
    const wrong = results.slice(0, 30);
    expect(wrong.filter((r) => r.errors?.[0].message === MSG.credentialsIncorrect).length).toBeLessThanOrEqual(LIMITS.signInPerAccount);
    for (const r of wrong) expect([MSG.credentialsIncorrect, MSG.signInRateLimited]).toContain(r.errors![0].message);
    const late = await t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } });
    expect(late.errors![0]).toMatchObject({ message: MSG.signInRateLimited, extensions: { code: 'RATE_LIMITED' } });
  });

  it('the same through the legacy /login: at most the limit checked, the envelope says try later', async () => {
    const u = await registerUser(t);
    const checks = countChecks();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => t.client().rest('POST', '/login', { email: u.email, password: `wrong-guess-${i}` })));
    expect(checks.mock.calls.length).toBeLessThanOrEqual(LIMITS.signInPerAccount);
    expect(results.filter((r) => r.MESSAGE === MSG.signInRateLimited).length).toBeGreaterThanOrEqual(30 - LIMITS.signInPerAccount);
    const late = await t.client().rest('POST', '/login', { email: u.email, password: u.password });
    expect(late).toMatchObject({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: MSG.signInRateLimited, PAYLOAD: null });
  });

  it('a right password after a few wrong ones still signs in and resets the account counter', async () => {
    const u = await registerUser(t);
    for (let i = 0; i < LIMITS.signInPerAccount - 1; i++) await t.client().gql(SIGN_IN, { input: { email: u.email, password: `wrong-${i}-guess` } });
    expect((await t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors).toBeUndefined();
    for (let i = 0; i < LIMITS.signInPerAccount - 1; i++) await t.client().gql(SIGN_IN, { input: { email: u.email, password: `wrong-${i}-again` } });
    expect(codeOf(await t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } }))).toBeUndefined();
  });
});

const WRONG = (i: number) => ({ email: '', password: `wrong-guess-${i}` });
async function lockOut(email: string): Promise<void> {
  for (let i = 0; i < LIMITS.signInPerAccount; i++) await t.client().gql(SIGN_IN, { input: { ...WRONG(i), email } });
  expect(codeOf(await t.client().gql(SIGN_IN, { input: { ...WRONG(99), email } }))).toBe('RATE_LIMITED');
}

describe('lockout by strangers (device cookies)', () => {
  it('a successful sign-in leaves a long-lived HttpOnly, SameSite=Lax device cookie', async () => {
    const u = await registerUser(t);
    const res = await t.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: u.email, password: u.password } } }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pm_device='))!;
    expect(cookie).toMatch(/^pm_device=[\w-]{22}\.[0-9a-f]{64};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${LIMITS.deviceCookieDays * 86_400}`));
  });

  it('a stranger locks the account; the owner’s browser still signs in, and its own wrong passwords are still limited', async () => {
    const u = await registerUser(t);
    const owner = t.client();
    expect((await owner.gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors).toBeUndefined();
    await owner.gql('mutation { signOut }'); // the device cookie outlives the session
    expect(owner.cookies.has('pm_device')).toBe(true);

    await lockOut(u.email);
    expect((await t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors![0].message).toBe(MSG.signInRateLimited);
    expect((await owner.gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors).toBeUndefined();

    // the device has its own allowance, not an unlimited one: a stolen device cookie cannot brute force
    for (let i = 0; i < LIMITS.signInPerAccount; i++) expect((await owner.gql(SIGN_IN, { input: { ...WRONG(i), email: u.email } })).errors![0].message).toBe(MSG.credentialsIncorrect);
    expect((await owner.gql(SIGN_IN, { input: { email: u.email, password: u.password } })).errors![0]).toMatchObject({ message: MSG.signInRateLimited, extensions: { code: 'RATE_LIMITED' } });
  });

  it('a forged device cookie, or one from another account, is a stranger', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const browser = t.client();
    await browser.gql(SIGN_IN, { input: { email: a.email, password: a.password } });
    await lockOut(b.email);
    expect(codeOf(await browser.gql(SIGN_IN, { input: { email: b.email, password: b.password } }))).toBe('RATE_LIMITED');
    await lockOut(a.email);
    const forged = t.client();
    forged.cookies.set('pm_device', `${browser.cookies.get('pm_device')!.split('.')[0]}.${'0'.repeat(64)}`);
    expect(codeOf(await forged.gql(SIGN_IN, { input: { email: a.email, password: a.password } }))).toBe('RATE_LIMITED');
    expect((await browser.gql(SIGN_IN, { input: { email: a.email, password: a.password } })).errors).toBeUndefined();
  });

  it('a legacy client without cookies gets through from the IP it signed in from lately; other IPs do not', async () => {
    const u = await registerUser(t);
    const app = t.client({ ip: '198.51.100.23' });
    expect((await app.rest('POST', '/login', { email: u.email, password: u.password })).STATUSCODE).toBe(0);
    await lockOut(u.email);
    const sameIp = t.client({ ip: '198.51.100.23' }); // a new client: no cookies at all
    expect(await t.client().rest('POST', '/login', { email: u.email, password: u.password })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.signInRateLimited });
    expect((await sameIp.rest('POST', '/login', { email: u.email, password: u.password })).STATUSCODE).toBe(0);
    // still limited on its own counter
    for (let i = 0; i < LIMITS.signInPerAccount; i++) expect((await t.client({ ip: '198.51.100.23' }).rest('POST', '/login', { ...WRONG(i), email: u.email })).MESSAGE).toBe(SPEC_TEXT.credentialsIncorrect);
    expect((await t.client({ ip: '198.51.100.23' }).rest('POST', '/login', { email: u.email, password: u.password })).MESSAGE).toBe(MSG.signInRateLimited);
  });
});
