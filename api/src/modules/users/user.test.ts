import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME, registerUser, uniqueName } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import type { User } from './user.entity.js';
import { userPolicy } from './user.policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const UPDATE = `mutation Update($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id username firstName lastName gender bio location timezone stereotype }
}`;

describe('availability checks', () => {
  it('answers taken and free for username (any case), email and mobile', async () => {
    const u = await registerUser(t);
    const c = t.client();
    const q = `query($u: String!, $e: String!, $m: String!) { usernameAvailable(username: $u) emailAvailable(email: $e) mobileAvailable(mobile: $m) }`;
    const taken = await c.gql(q, { u: u.username.toUpperCase(), e: ` ${u.email.toUpperCase()} `, m: '+1 202 555 0123' });
    expect(taken.data).toEqual({ usernameAvailable: false, emailAvailable: false, mobileAvailable: true });
    const free = await c.gql(q, { u: uniqueName(), e: `${uniqueName()}@example.com`, m: 'garbage' });
    expect(free.data).toEqual({ usernameAvailable: true, emailAvailable: true, mobileAvailable: true });
  });

  it('answers at most the per-minute allowance to one address, however fast it asks, then says wait', async () => {
    const c = t.client();
    const q = 'query($e: String!) { emailAvailable(email: $e) }';
    const n = LIMITS.availabilityChecksPerMinute + 20;
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => c.gql(q, { e: `probe${i}@example.com` })));
    expect(answers.filter((a) => a.data?.emailAvailable === true)).toHaveLength(LIMITS.availabilityChecksPerMinute);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r.errors![0]).toMatchObject({ message: MSG.tooOften, extensions: { code: 'RATE_LIMITED' } });
    // another address is not affected, and the same one is answered again a minute later
    expect((await t.client().gql(q, { e: 'other@example.com' })).data!.emailAvailable).toBe(true);
    clock.advance(61_000);
    try {
      expect((await c.gql('query($u: String!) { usernameAvailable(username: $u) }', { u: uniqueName() })).data!.usernameAvailable).toBe(true);
    } finally {
      clock.reset();
    }
  });
});

describe('updateProfile', () => {
  it('saves trimmed details, clears with null or empty, and me shows them', async () => {
    const u = await registerUser(t);
    const newName = uniqueName('New');
    const r = await u.client.gql(UPDATE, {
      input: { username: newName, firstName: '  Ada ', lastName: 'Lovelace', gender: 'F', bio: 'Counting engines', location: 'London, UK', timezone: 'Europe/London', stereotype: 'Genius' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateProfile).toMatchObject({ username: newName, firstName: 'Ada', gender: 'F', stereotype: 'Genius', timezone: 'Europe/London' });
    const cleared = await u.client.gql(UPDATE, { input: { stereotype: null, bio: '', gender: null } });
    expect(cleared.data.updateProfile).toMatchObject({ stereotype: null, bio: null, gender: null, firstName: 'Ada' });
    expect((await u.client.gql(ME)).data.me).toMatchObject({ username: newName, stereotype: null, location: 'London, UK' });
  });

  it.each([
    [{ username: 'x' }, 'username', MSG.usernameShort],
    [{ firstName: 'a'.repeat(65) }, 'firstName', MSG.fieldTooLong('First name', 64)],
    [{ lastName: 'a'.repeat(65) }, 'lastName', MSG.fieldTooLong('Last name', 64)],
    [{ location: 'a'.repeat(65) }, 'location', MSG.fieldTooLong('Location', 64)],
    [{ bio: 'a'.repeat(251) }, 'bio', MSG.fieldTooLong('Bio', 250)],
    [{ bio: 'two\nlines' }, 'bio', MSG.bioNewline],
    [{ timezone: 'Mars/Olympus' }, 'timezone', MSG.timezoneInvalid],
  ])('refuses %o with its message and changes nothing', async (input, field, message) => {
    const u = await registerUser(t);
    const r = await u.client.gql(UPDATE, { input: { firstName: 'Kept', ...input } });
    expect(r.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await u.client.gql(ME)).data.me.firstName).toBeNull();
  });

  it('refuses an unknown enum value with a validation error, not a 500', async () => {
    const u = await registerUser(t);
    const r = await u.client.gql(UPDATE, { input: { stereotype: 'Sleepy' } });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
  });

  it('refuses a username someone else has', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const r = await b.client.gql(UPDATE, { input: { username: a.username.toUpperCase() } });
    expect(r.errors![0]).toMatchObject({ message: MSG.usernameTaken, extensions: { field: 'username' } });
  });

  it('lets a user change only the case of their own username', async () => {
    const u = await registerUser(t);
    const r = await u.client.gql(UPDATE, { input: { username: u.username.toUpperCase() } });
    expect(r.data.updateProfile.username).toBe(u.username.toUpperCase());
  });

  it('refuses a visitor', async () => {
    const r = await t.client().gql(UPDATE, { input: { bio: 'hi' } });
    expect(codeOf(r)).toBe('UNAUTHENTICATED');
    expect(r.errors![0].message).toBe(MSG.notSignedIn);
  });
});

describe('userPolicy', () => {
  const a = { id: 1 } as User;
  const b = { id: 2 } as User;
  it('shows private fields and allows edits to the owner only', () => {
    expect(userPolicy.canSeePrivate(a, a)).toBe(true);
    expect(userPolicy.canSeePrivate(b, a)).toBe(false);
    expect(userPolicy.canSeePrivate(null, a)).toBe(false);
    expect(userPolicy.canEditProfile(a, a)).toBe(true);
    expect(userPolicy.canEditProfile(b, a)).toBe(false);
  });
});

describe('SQL per request', () => {
  it('answers me with a constant, small number of statements', async () => {
    const u = await registerUser(t);
    await u.client.gql(ME); // warm the session's sliding expiry
    const { statements } = await t.countSql(() => u.client.gql(`{ me { id username email emailVerified status stereotype profileImageUrl } }`));
    expect(statements.filter((s) => /\b(select|insert|update|delete)\b/i.test(s)).length).toBeLessThanOrEqual(1);
  });
});
