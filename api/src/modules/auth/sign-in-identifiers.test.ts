import { LIMITS, MSG, SPEC_TEXT } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER, SIGN_IN, uniqueName } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const PASSWORD = 'correct horse battery';
let serial = 0;
/** A fresh Portuguese mobile number, national digits only ("91" + 7 digits). */
const ptMobile = () => `91${String((Date.now() % 1_000_000) * 10 + (serial++ % 10)).padStart(7, '0').slice(-7)}`;

async function registerWithMobile(mobile: string, username = uniqueName('mob')) {
  const r = await t.client().gql(REGISTER, { input: { username, mobile, password: PASSWORD } });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { id: r.data.register.user.id as string, username };
}

const signIn = (email: string, password = PASSWORD, extra: Record<string, string> = {}) => t.client().gql(SIGN_IN, { input: { email, password, ...extra } });

describe('sign-in by mobile number and by username (decision 034)', () => {
  it('accepts the number however it is typed, and the username in any case', async () => {
    const national = ptMobile();
    const u = await registerWithMobile(`+351 ${national}`);
    const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
    for (const typed of [`+351${national}`, `+351 ${spaced}`, national, spaced, `00351${national}`, `(+351) ${national}`, u.username, u.username.toUpperCase(), ` ${u.username} `]) {
      const r = await signIn(typed);
      expect({ typed, errors: r.errors, id: r.data?.signIn.user.id }).toEqual({ typed, errors: undefined, id: u.id });
    }
  });

  it('refuses a wrong password and an unknown identifier with the same message', async () => {
    const national = ptMobile();
    const u = await registerWithMobile(`+351${national}`);
    const answers = [await signIn(national, 'wrong password!'), await signIn(u.username, 'wrong password!'), await signIn('nobody-by-this-name'), await signIn('+351 919 999 999'.replace('919 999 999', `9${ptMobile().slice(1)}`))];
    for (const r of answers) expect(r.errors![0]).toMatchObject({ message: MSG.credentialsIncorrect, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses text that is no email, number or username, and a bad email, with a field error', async () => {
    expect((await signIn('no pe!')).errors![0]).toMatchObject({ message: MSG.signInIdentifierInvalid, extensions: { field: 'email' } });
    expect((await signIn('bad@')).errors![0]).toMatchObject({ message: MSG.emailInvalid, extensions: { field: 'email' } });
  });

  it('a national number two accounts share (in two countries) is nobody’s without the country; the browser country picks one', async () => {
    const national = ptMobile();
    const pt = await registerWithMobile(`+351${national}`);
    const es = await registerWithMobile(`+34${national}`); // 91… is also a Madrid number
    expect((await signIn(national)).errors![0].message).toBe(MSG.credentialsIncorrect);
    expect((await signIn(national, PASSWORD, { country: 'PT' })).data.signIn.user.id).toBe(pt.id);
    expect((await signIn(national, PASSWORD, { country: 'ES' })).data.signIn.user.id).toBe(es.id);
    expect((await signIn(`+34 ${national}`)).data.signIn.user.id).toBe(es.id);
  });

  it('a digits-only username that is nobody’s number still signs in', async () => {
    const username = String(Date.now()).slice(-9);
    const r = await t.client().gql(REGISTER, { input: { username, email: `${uniqueName()}@example.com`, password: PASSWORD } });
    expect(r.errors).toBeUndefined();
    expect((await signIn(username)).data.signIn.user.id).toBe(r.data.register.user.id);
  });
});

describe('throttling by identifier and by account', () => {
  it('wrong guesses through different identifiers of one account add up: the account is limited', async () => {
    const national = ptMobile();
    const u = await registerWithMobile(`+351 ${national}`, uniqueName('thr'));
    const ways = [national, `+351${national}`, u.username, `00351 ${national}`, u.username.toUpperCase()];
    for (let i = 0; i < LIMITS.signInPerAccount; i++) expect((await signIn(ways[i % ways.length], `wrong-guess-${i}`)).errors![0].message).toBe(MSG.credentialsIncorrect);
    // a way of typing it not used yet is still the same account
    const r = await signIn(`+351 ${national.slice(0, 3)} ${national.slice(3)}`);
    expect(r.errors![0]).toMatchObject({ message: MSG.signInRateLimited, extensions: { code: 'RATE_LIMITED' } });
    expect(codeOf(await signIn(u.username))).toBe('RATE_LIMITED');
  });

  it('an unknown identifier is limited on its own counter (same answers as a real one)', async () => {
    const ghost = uniqueName('ghost');
    for (let i = 0; i < LIMITS.signInPerAccount; i++) expect((await signIn(ghost, `wrong-${i}`)).errors![0].message).toBe(MSG.credentialsIncorrect);
    expect(codeOf(await signIn(ghost))).toBe('RATE_LIMITED');
  });

  it('a right password clears the account counter for every identifier', async () => {
    const national = ptMobile();
    const u = await registerWithMobile(`+351${national}`);
    for (let i = 0; i < LIMITS.signInPerAccount - 1; i++) await signIn(u.username, `wrong-${i}-guess`);
    expect((await signIn(national)).errors).toBeUndefined();
    for (let i = 0; i < LIMITS.signInPerAccount - 1; i++) await signIn(`+351${national}`, `wrong-${i}-again`);
    expect((await signIn(u.username)).errors).toBeUndefined();
  });
});

describe('legacy POST /login {email}', () => {
  it('takes a number or a username in `email`, answering as for an email', async () => {
    const national = ptMobile();
    const u = await registerWithMobile(`+351 ${national}`);
    for (const typed of [national, `+351 ${national}`, u.username]) {
      const r = await t.client().rest('POST', '/login', { email: typed, password: PASSWORD });
      expect({ typed, r }).toMatchObject({ typed, r: { STATUSCODE: 0, PAYLOAD: { userdetails: { userid: Number(u.id), status: 1 } } } });
    }
    expect(await t.client().rest('POST', '/login', { email: national, password: 'wrong wrong' })).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.credentialsIncorrect, PAYLOAD: null });
    expect(await t.client().rest('POST', '/login', { email: 'no pe!', password: 'x' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'Please enter valid email address.' });
  });
});
