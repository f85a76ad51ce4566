import { LIMITS, MSG, SPEC_TEXT } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniqueName } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const newAccount = () => {
  const username = uniqueName('legacy');
  return { username, email: `${username}@example.com`, password: 'a fine password' };
};

describe('POST /register', () => {
  it('creates the account (userName/userpassword spelling too) and signs in; pin and scode are ignored', async () => {
    const c = t.client();
    const a = newAccount();
    const r = await c.rest('POST', '/register', { userName: a.username, email: a.email, userpassword: a.password, pin: '0000', scode: 'abc-def' });
    expect(r).toMatchObject({ STATUSCODE: 0, STATUS: 'SUCCESS', PAYLOAD: { userid: expect.any(Number) } });
    expect((await c.rest('GET', '/profile')).PAYLOAD.username).toBe(a.username);
  });

  it('answers a taken name with STATUSCODE 1 and the spec message', async () => {
    const u = await registerUser(t);
    const r = await t.client().rest('POST', '/register', { username: u.username, email: `${uniqueName()}@example.com`, password: 'a fine password' });
    expect(r).toEqual({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: SPEC_TEXT.usernameTaken, PAYLOAD: null });
  });

  it.each([
    ['{"username": "abc",', 'Request body is not valid JSON.'],
    [{ email: 'x@example.com', password: 'a fine password' }, 'username is required.'],
    [{ username: 42, email: 'x@example.com', password: 'a fine password' }, 'username must be a string.'],
    [[1, 2], 'Request body must be a JSON object.'],
    [{ username: 'ok-name', email: 'bad', password: 'a fine password' }, SPEC_TEXT.emailInvalid],
  ])('refuses a malformed body %j with STATUSCODE 1', async (body, message) => {
    const r = await t.client().rest('POST', '/register', body);
    expect(r).toMatchObject({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: message });
  });
});

describe('POST /login and GET /logout', () => {
  it('signs in: PAYLOAD.userdetails has userid and status 1; logout answers success 1', async () => {
    const u = await registerUser(t);
    const c = t.client();
    const r = await c.rest('POST', '/login', { email: u.email, password: u.password });
    expect(r).toMatchObject({ STATUSCODE: 0, PAYLOAD: { userdetails: { userid: Number(u.id), status: 1 } } });
    expect((await c.rest('GET', '/profile')).STATUSCODE).toBe(0);
    expect(await c.rest('GET', '/logout')).toMatchObject({ STATUSCODE: 0, PAYLOAD: { success: 1 } });
    expect(await c.rest('GET', '/profile')).toMatchObject({ STATUSCODE: 2, STATUS: 'ERROR' });
  });

  it('answers a wrong password with STATUSCODE 1 and the message, and validates the form', async () => {
    const u = await registerUser(t);
    expect(await t.client().rest('POST', '/login', { email: u.email, password: 'wrong wrong' })).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.credentialsIncorrect });
    expect(await t.client().rest('POST', '/login', { email: 'no pe!', password: 'x' })).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.emailInvalid });
    expect(await t.client().rest('POST', '/login', { email: u.email })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'password is required.' });
    expect(await t.client().rest('POST', '/login', 'not json')).toMatchObject({ STATUSCODE: 1, MESSAGE: 'Request body is not valid JSON.' });
  });

  it('/logout answers success 1 at the top level, the envelope beside it (active-topic.md §7)', async () => {
    const u = await registerUser(t);
    const c = t.client();
    await c.rest('POST', '/login', { email: u.email, password: u.password });
    expect(await c.rest('GET', '/logout')).toEqual({ success: 1, STATUSCODE: 0, STATUS: 'SUCCESS', MESSAGE: 'Logout successfully', PAYLOAD: { success: 1 } });
    expect((await c.rest('GET', '/profile')).STATUSCODE).toBe(2);
  });

  it('GET /logout ends the session only for a same-origin request: another site’s navigation or image does nothing (issue 26)', async () => {
    const u = await registerUser(t);
    const c = t.client();
    await c.rest('POST', '/login', { email: u.email, password: u.password });
    const ours = new URL(t.url).origin;
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
      { referer: 'https://evil.example/page' }, // a browser without Sec-Fetch-*
      { referer: 'not a url' },
    ];
    for (const headers of crossSite) {
      expect(await c.rest('GET', '/logout', undefined, headers)).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.crossSiteRefused });
      expect((await c.rest('GET', '/profile')).STATUSCODE).toBe(0);
    }
    // our own page (Sec-Fetch-Site same-origin, or a Referer of ours) still signs out
    expect(await c.rest('GET', '/logout', undefined, { 'sec-fetch-site': 'same-origin', referer: `${ours}/homepage` })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { success: 1 } });
    expect((await c.rest('GET', '/profile')).STATUSCODE).toBe(2);
    await c.rest('POST', '/login', { email: u.email, password: u.password });
    expect(await c.rest('GET', '/logout', undefined, { referer: `${ours}/homepage` })).toMatchObject({ STATUSCODE: 0 });
    expect((await c.rest('GET', '/profile')).STATUSCODE).toBe(2);
  });

  it('logout without a session still answers success', async () => {
    expect(await t.client().rest('GET', '/logout')).toMatchObject({ STATUSCODE: 0, PAYLOAD: { success: 1 } });
  });
});

describe('availability checks', () => {
  it('answer PAYLOAD 1 when taken and 0 when free', async () => {
    const u = await registerUser(t);
    const c = t.client();
    expect((await c.rest('POST', '/chkusername', { userName: u.username })).PAYLOAD).toBe(1);
    expect((await c.rest('POST', '/chkusername', { userName: uniqueName() })).PAYLOAD).toBe(0);
    expect((await c.rest('POST', '/chkemail', { userEmail: u.email })).PAYLOAD).toBe(1);
    expect((await c.rest('POST', '/chkemail', { userEmail: 'free@example.com' })).PAYLOAD).toBe(0);
    await t.client().rest('POST', '/register', { username: uniqueName(), mobile: '+61 412 345 678', password: 'a fine password' });
    expect((await c.rest('POST', '/chkmobile', { userMobile: '+61412345678' })).PAYLOAD).toBe(1);
    expect((await c.rest('POST', '/chkmobile', { userMobile: '+61412345679' })).PAYLOAD).toBe(0);
  });

  it('refuse a missing or mistyped field', async () => {
    const c = t.client();
    expect(await c.rest('POST', '/chkusername', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'userName is required.' });
    expect(await c.rest('POST', '/chkemail', { userEmail: ['a'] })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'userEmail must be a string.' });
    expect(await c.rest('POST', '/chkmobile', 'nope')).toMatchObject({ STATUSCODE: 1 });
  });

  it('share one per-IP allowance with the GraphQL checks; past it the envelope says wait', async () => {
    const c = t.client();
    await Promise.all(Array.from({ length: LIMITS.availabilityChecksPerMinute }, (_, i) => c.gql('query($u: String!) { usernameAvailable(username: $u) }', { u: `probe${i}x` })));
    for (const [path, body] of [['/chkusername', { userName: uniqueName() }], ['/chkemail', { userEmail: 'free@example.com' }], ['/chkmobile', { userMobile: '+61412345679' }]] as const) {
      expect(await c.rest('POST', path, body)).toEqual({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: MSG.tooOften, PAYLOAD: null });
    }
    expect((await t.client().rest('POST', '/chkemail', { userEmail: 'free@example.com' })).PAYLOAD).toBe(0);
  });
});

describe('GET /profile, GET /userdetails, POST /profiledetailupdate', () => {
  it('return user details in the legacy field names', async () => {
    const u = await registerUser(t);
    for (const path of ['/profile', '/userdetails']) {
      const r = await u.client.rest('GET', path);
      expect(r.STATUSCODE).toBe(0);
      expect(r.PAYLOAD).toEqual({
        userid: Number(u.id), username: u.username, firstname: '', lastname: '', gender: '', bio: '', location: '', timezone: '',
        sterotype: 'Blank', profile_image: '', useremail: u.email, mobile: '', isEmailVerified: false, status: 1, notify: [], msgnotify: [],
      });
    }
  });

  it('updates the profile from profileObj (legacy names) and ignores a userid in the payload', async () => {
    const victim = await registerUser(t);
    const u = await registerUser(t);
    const r = await u.client.rest('POST', '/profiledetailupdate', {
      profileObj: { userid: Number(victim.id), firstname: ' Grace ', lastname: 'Hopper', gender: 'F', bio: 'Compilers', location: 'Arlington, USA', timezone: 'America/New_York', sterotype: 'Nerd' },
    });
    expect(r.STATUSCODE).toBe(0);
    expect(r.PAYLOAD).toMatchObject({ userid: Number(u.id), firstname: 'Grace', sterotype: 'Nerd', gender: 'F' });
    expect((await victim.client.rest('GET', '/profile')).PAYLOAD.firstname).toBe('');
    const blank = await u.client.rest('POST', '/profiledetailupdate', { profileObj: { sterotype: 'Blank' } });
    expect(blank.PAYLOAD.sterotype).toBe('Blank');
  });

  it('refuses bad input with a clear MESSAGE and a visitor with STATUSCODE 2', async () => {
    const u = await registerUser(t);
    expect(await u.client.rest('POST', '/profiledetailupdate', { profileObj: { bio: 'b'.repeat(251) } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.fieldTooLong('Bio', 250) });
    expect(await u.client.rest('POST', '/profiledetailupdate', { profileObj: 'x' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'profileObj must be a JSON object.' });
    expect(await u.client.rest('POST', '/profiledetailupdate', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'profileObj must be a JSON object.' });
    expect(await u.client.rest('POST', '/profiledetailupdate', { profileObj: { sterotype: 'Sleepy' } })).toMatchObject({ STATUSCODE: 1 });
    expect(await u.client.rest('POST', '/profiledetailupdate', { profileObj: { gender: 'X' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'gender must be M, F or O.' });
    expect(await t.client().rest('POST', '/profiledetailupdate', { profileObj: { bio: 'x' } })).toMatchObject({ STATUSCODE: 2 });
    expect(await t.client().rest('GET', '/userdetails')).toMatchObject({ STATUSCODE: 2 });
  });
});
