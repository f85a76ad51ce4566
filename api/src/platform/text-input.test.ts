import { LIMITS, MSG } from '@poolmates/schema';
import { parse } from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { socketOnce } from '../../test/ws.js';
import { checkLiteralText, checkVariableText } from './text-input.js';

/**
 * Issue 10: NUL bytes and lone surrogates reached PostgreSQL and came back as "Internal server
 * error: <id>" (28 GraphQL, 34 REST cases). The shared guard refuses them first, on every door,
 * naming the argument; nothing is stored.
 */
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await registerUser(t);
});
afterAll(() => t?.stop());

const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const notAllowed = (where: string, what: string) => MSG.textCharacterNotAllowed(where, what);
const bio = async (id: string) => ((await t.orm.em.getConnection().execute('select bio from users where id = ?', [Number(id)])) as { bio: string | null }[])[0].bio;

describe('the text check', () => {
  it('names the path of the variable, however deep, and lets ordinary text and uploads through', () => {
    expect(checkVariableText({ input: { timeline: [{ title: 'ok' }, { title: NUL }] } })?.message).toBe(notAllowed('$input.timeline[1].title', 'NUL'));
    expect(checkVariableText({ h: LONE })?.message).toBe(notAllowed('$h', 'a lone surrogate'));
    expect(checkVariableText({ a: 'émoji 👍 ok', n: 5, b: null, list: ['x'], file: new Upload() })).toBeNull();
  });

  it('checks string literals written in the document', () => {
    expect(checkLiteralText(parse('mutation { updateProfile(input: { bio: "a\\u0000" }) { id } }'))?.message).toBe(notAllowed('input.bio', 'NUL'));
    expect(checkLiteralText(parse('{ usernameAvailable(username: "plain") }'))).toBeNull();
  });
});

describe('GraphQL over HTTP', () => {
  const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id bio } }';

  it.each([
    ['a NUL byte', NUL, 'NUL'],
    ['a lone surrogate', LONE, 'a lone surrogate'],
  ])('refuses %s in a variable with BAD_USER_INPUT naming it, and stores nothing', async (_name, text, what) => {
    const r = await u.client.gql(UPDATE, { input: { bio: text } });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]).toMatchObject({ message: notAllowed('$input.bio', what), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bio(u.id)).toBeNull();
  });

  it('refuses a NUL written as a literal (`\\u0000`) in the document', async () => {
    const r = await u.client.gql('mutation { updateProfile(input: { location: "x\\u0000" }) { id } }');
    expect(r.errors?.[0]).toMatchObject({ message: notAllowed('input.location', 'NUL'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses them in public queries and in arguments of any type (ID, nested inputs, lists)', async () => {
    const visitor = t.client();
    expect((await visitor.gql('query($u: String!) { usernameAvailable(username: $u) }', { u: NUL })).errors?.[0]?.message).toBe(notAllowed('$u', 'NUL'));
    expect((await visitor.gql('query($id: ID!) { topic(id: $id) { id } }', { id: `1${NUL}` })).errors?.[0]?.message).toBe(notAllowed('$id', 'NUL'));
    expect((await visitor.gql('query($c: [ID!]) { topics(categoryIds: $c) { edges { cursor } } }', { c: ['1', LONE] })).errors?.[0]?.message).toBe(notAllowed('$c[1]', 'a lone surrogate'));
  });

  it('refuses any single string longer than 1,000,000 characters before running anything', async () => {
    const r = await u.client.gql(UPDATE, { input: { bio: 'b'.repeat(LIMITS.variableStringMax + 1) } });
    expect(r.errors?.[0]).toMatchObject({ message: MSG.textTooLong('$input.bio', LIMITS.variableStringMax), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('still accepts ordinary text, emoji included', async () => {
    const r = await u.client.gql(UPDATE, { input: { bio: 'Hello 👋 — ça va' } });
    expect(r.errors).toBeUndefined();
    expect(await bio(u.id)).toBe('Hello 👋 — ça va');
    await u.client.gql(UPDATE, { input: { bio: null } });
  });
});

describe('graphql-ws', () => {
  it('refuses a NUL in a variable with the same message', async () => {
    const result = await socketOnce(t, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { token: u.token, variables: { input: { bio: NUL } } });
    expect(result.errors?.[0]).toMatchObject({ message: notAllowed('$input.bio', 'NUL'), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bio(u.id)).toBeNull();
  });
});

describe('the REST shim (its operations run through the same pipeline)', () => {
  it.each([
    ['/profiledetailupdate', { profileObj: { bio: NUL } }, '$input.bio', 'NUL'],
    ['/profiledetailupdate', { profileObj: { location: LONE } }, '$input.location', 'a lone surrogate'],
    ['/login', { email: `x${NUL}@example.com`, password: 'whatever 1' }, '$input.email', 'NUL'],
    ['/addcomment', { userCommentobj: { topicId: 1, comment_text: `<p>${NUL}</p>` } }, '$h', 'NUL'],
  ])('%s answers STATUSCODE 1 with the message, not "Something broke" or an internal error', async (path, body, where, what) => {
    const r = await u.client.rest('POST', path, body);
    expect(r.STATUSCODE).toBe(1);
    expect(r.MESSAGE).toBe(notAllowed(where, what));
    expect(await bio(u.id)).toBeNull();
  });
});
