import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME, REGISTER, registerUser, SIGN_IN, uniqueName } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('register', () => {
  it('creates the account, signs it in with an HttpOnly cookie, and answers me', async () => {
    const c = t.client();
    const username = uniqueName('Reg');
    const r = await c.gql(REGISTER, { input: { username, email: `  ${username}@Example.COM `, password: 'a fine password' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.register.status).toBe('ACTIVE');
    expect(r.data.register.user).toMatchObject({ username, email: `${username.toLowerCase()}@example.com` });
    expect(r.data.register.token).toMatch(/^[\w-]{43}$/);
    expect(c.cookies.get('pm_session')).toBe(r.data.register.token);
    const me = await c.gql(ME);
    expect(me.data.me).toMatchObject({ username, emailVerified: false, status: 'ACTIVE' });
  });

  it('sets the cookie HttpOnly and SameSite=Lax', async () => {
    const res = await t.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: REGISTER, variables: { input: { username: uniqueName(), email: `${uniqueName()}@x.io`, password: 'a fine password' } } }),
    });
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^pm_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('stores only a hash of the session token and an argon2id password hash', async () => {
    const u = await registerUser(t);
    const rows = await t.orm.em.fork().getConnection().execute('select s.token_hash, u.password_hash from sessions s join users u on u.id = s.user_id where u.id = ?', [u.id]);
    expect(rows[0].token_hash).not.toContain(u.token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username (ignoring case), email and mobile with the spec messages', async () => {
    const u = await registerUser(t);
    const c = t.client();
    const r = await c.gql(REGISTER, { input: { username: u.username.toUpperCase(), email: u.email.toUpperCase(), password: 'a fine password' } });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors![0].extensions!.fieldErrors).toEqual([
      { field: 'username', message: MSG.usernameTaken },
      { field: 'email', message: MSG.emailTaken },
    ]);
    // GraphQL answers correct English; the legacy envelope keeps 'User name already exist' (decision 034)
    expect(r.errors![0].message).toBe('This username is already taken.');
    expect(c.cookies.size).toBe(0);

    const m1 = await t.client().gql(REGISTER, { input: { username: uniqueName(), mobile: '+44 7911 123456', password: 'a fine password' } });
    expect(m1.errors).toBeUndefined();
    const m2 = await t.client().gql(REGISTER, { input: { username: uniqueName(), mobile: '+447911123456', password: 'a fine password' } });
    expect(m2.errors![0]).toMatchObject({ message: MSG.mobileTaken, extensions: { field: 'mobile' } });
  });

  it.each([
    [{ username: 'a' }, 'username', MSG.usernameShortSubmit],
    [{ username: 'has space' }, 'username', MSG.usernameChars],
    [{ email: 'not-an-email' }, 'email', MSG.emailInvalid],
    [{ email: null }, 'email', MSG.emailOrMobileRequired],
    [{ email: null, mobile: '+1 555' }, 'mobile', MSG.mobileInvalid],
    [{ password: '12345' }, 'password', MSG.passwordShortRegister],
    [{ password: 'password123' }, 'password', MSG.passwordCommon],
    [{ password: 'x'.repeat(129) }, 'password', MSG.passwordLong],
  ])('refuses bad input %o and writes nothing', async (patch, field, message) => {
    const username = uniqueName();
    const input = { username, email: `${username}@example.com`, password: 'a fine password', ...patch };
    const r = await t.client().gql(REGISTER, { input });
    expect(r.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    const count = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from users where username_key = ?', [username.toLowerCase()]);
    expect(count[0].n).toBe(0);
  });

  it('answers concurrent registrations of one name with one account and one "already exist"', async () => {
    const username = uniqueName('race');
    const results = await Promise.all(
      [1, 2, 3].map((i) => t.client().gql(REGISTER, { input: { username, email: `${username}${i}@example.com`, password: 'a fine password' } })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) expect(r.errors![0].message).toBe(MSG.usernameTaken);
  });
});

describe('sign in', () => {
  it('signs in with email (any case) and password', async () => {
    const u = await registerUser(t);
    const c = t.client();
    const r = await c.gql(SIGN_IN, { input: { email: u.email.toUpperCase(), password: u.password, timezone: 'Asia/Kolkata' } });
    expect(r.data.signIn).toMatchObject({ status: 'ACTIVE', user: { id: u.id } });
    expect((await c.gql(ME)).data.me.id).toBe(u.id);
    // the visit record: time, time zone, user agent, request IP (never a client-sent IP)
    const [visit] = await t.orm.em.fork().getConnection().execute('select kind, timezone, ip, user_agent, at from visits where user_id = ?', [u.id]);
    expect(visit).toMatchObject({ kind: 'SIGN_IN', timezone: 'Asia/Kolkata', ip: c.ip, user_agent: expect.any(String) });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const u = await registerUser(t);
    const wrong = await t.client().gql(SIGN_IN, { input: { email: u.email, password: 'not the password' } });
    const unknown = await t.client().gql(SIGN_IN, { input: { email: 'nobody@example.com', password: 'whatever it is' } });
    expect(wrong.errors![0]).toMatchObject({ message: MSG.credentialsIncorrect, extensions: { code: 'BAD_USER_INPUT' } });
    expect(unknown.errors![0].message).toBe(wrong.errors![0].message);
  });

  it('validates the form with the spec messages', async () => {
    const r = await t.client().gql(SIGN_IN, { input: { email: 'nope@', password: '' } });
    expect(r.errors![0].extensions!.fieldErrors).toEqual([
      { field: 'email', message: MSG.emailInvalid },
      { field: 'password', message: MSG.passwordMissing },
    ]);
  });

  it('rate limits wrong passwords per account, and the real user gets in once the window passes', async () => {
    const { clock } = await import('../../platform/clock.js');
    const u = await registerUser(t);
    for (let i = 0; i < LIMITS.signInPerAccount; i++) {
      const c = t.client(); // a different IP each time: the per-account limit still applies
      expect((await c.gql(SIGN_IN, { input: { email: u.email, password: `wrong-${i}-guess` } })).errors![0].message).toBe(MSG.credentialsIncorrect);
    }
    const blocked = await t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } });
    expect(blocked.errors![0]).toMatchObject({ message: MSG.signInRateLimited, extensions: { code: 'RATE_LIMITED' } });
    clock.advance((LIMITS.rateWindowSeconds + 1) * 1000);
    try {
      const ok = await t.client().gql(SIGN_IN, { input: { email: u.email, password: u.password } });
      expect(ok.errors).toBeUndefined();
    } finally {
      clock.reset();
    }
  });

  it('rate limits one IP trying many accounts', async () => {
    const c = t.client({ ip: '203.0.113.77' });
    for (let i = 0; i < LIMITS.signInPerIp; i++) {
      await c.gql(SIGN_IN, { input: { email: `spray${i}@example.com`, password: 'guess-guess' } });
    }
    const r = await c.gql(SIGN_IN, { input: { email: 'spray-last@example.com', password: 'guess-guess' } });
    expect(codeOf(r)).toBe('RATE_LIMITED');
  });

  it('refuses a request that packs several sign-in attempts into aliases, before evaluating any', async () => {
    const u = await registerUser(t);
    const c = t.client();
    const r = await c.gql(`mutation {
      a: signIn(input: { email: "${u.email}", password: "guess-one-1" }) { token }
      b: signIn(input: { email: "${u.email}", password: "${u.password}" }) { token }
    }`);
    expect(r.status).toBe(400);
    expect(r.errors![0]).toMatchObject({ message: MSG.tooManyFields, extensions: { code: 'BAD_REQUEST' } });
    expect(c.cookies.size).toBe(0);
  });
});

describe('sessions', () => {
  it('accepts the token as a Bearer header (integrators)', async () => {
    const u = await registerUser(t);
    const c = t.client();
    c.bearer = u.token;
    expect((await c.gql(ME)).data.me.username).toBe(u.username);
  });

  it('signs out: the cookie is cleared and the token no longer works anywhere', async () => {
    const u = await registerUser(t);
    const other = t.client();
    other.bearer = u.token;
    const out = await u.client.gql('mutation { signOut }');
    expect(out.data.signOut).toBe(true);
    expect(u.client.cookies.has('pm_session')).toBe(false);
    expect((await other.gql(ME)).data.me).toBeNull();
    const refused = await other.gql('mutation { updateProfile(input: { bio: "x" }) { id } }');
    expect(codeOf(refused)).toBe('UNAUTHENTICATED');
  });

  it('treats a garbage or expired token as signed out', async () => {
    const { clock } = await import('../../platform/clock.js');
    const c = t.client();
    c.bearer = 'garbage';
    expect((await c.gql(ME)).data.me).toBeNull();
    const u = await registerUser(t);
    clock.advance((LIMITS.sessionTtlDays * 86_400 + 60) * 1000);
    try {
      expect((await u.client.gql(ME)).data.me).toBeNull();
    } finally {
      clock.reset();
    }
  });

  it('slides the expiry of a session in use', async () => {
    const { clock } = await import('../../platform/clock.js');
    const u = await registerUser(t);
    try {
      clock.advance(20 * 86_400_000);
      expect((await u.client.gql(ME)).data.me).not.toBeNull();
      clock.advance(20 * 86_400_000);
      expect((await u.client.gql(ME)).data.me).not.toBeNull();
    } finally {
      clock.reset();
    }
  });
});
