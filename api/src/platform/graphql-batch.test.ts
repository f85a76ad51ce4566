import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, SIGN_IN, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { SUBSCRIPTION_OVER_HTTP } from './graphql-http.js';

/**
 * Decision 083: a signed-in page's first screen asks its reads in one HTTP request, a JSON array of
 * at most LIMITS.graphqlBatchMax queries, each answered as if it had come alone.
 */
let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  member = await registerUser(t);
});
afterAll(() => t?.stop());

const ME = 'query Me { me { id username } }';
const POOLS = 'query Pools($search: String) { myActivePools(search: $search) { edges { node { id } } pageInfo { hasNextPage } } }';

type Op = { query?: unknown; variables?: Record<string, unknown>; operationName?: string };
const post = async (body: unknown, headers: Record<string, string>) => {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
};
const asMember = (ops: Op[] | Op) => post(ops, { authorization: `Bearer ${member.token}` });
const alone = async (op: Op) => (await asMember(op)).body;

describe('a batch of queries over HTTP', () => {
  it('answers each operation in order, as it is answered alone', async () => {
    const ops: Op[] = [{ query: ME }, { query: POOLS, variables: { search: null } }, { query: '{ __typename }' }];
    const r = await asMember(ops);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(await Promise.all(ops.map(alone)));
    expect((r.body as { data: { me: { username: string } } }[])[0].data.me.username).toBe(member.username);
  });

  it('keeps each operation’s errors its own: a bad text, a text over its bounds, a mutation', async () => {
    const tooLarge = `{ __typename } # ${'x'.repeat(LIMITS.documentMaxBytes)}`;
    const r = await asMember([{ query: ME }, { query: '{ nope }' }, { query: tooLarge }, { query: 'mutation { signOut }' }, { query: 42 }]);
    expect(r.status).toBe(200);
    const [me, bad, large, mutation, notText] = r.body as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }[];
    expect(me).toEqual(await alone({ query: ME }));
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(large).toEqual(await alone({ query: tooLarge }));
    expect(large.errors?.[0]?.message).toBe(MSG.queryTooLarge(LIMITS.documentMaxBytes));
    expect(mutation).toEqual({ errors: [{ message: 'A batch carries queries only.', extensions: { code: 'BAD_REQUEST' } }] });
    expect(notText.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    // the mutation did not run: still signed in
    expect((await alone({ query: ME })) as unknown).toMatchObject({ data: { me: { username: member.username } } });
  });

  it('answers an element that is no operation (a nested batch, null, a number, a string) as such, running nothing for it', async () => {
    const notOne = { errors: [{ message: 'Each element of a batch is one operation: an object with its query.', extensions: { code: 'BAD_REQUEST' } }] };
    const { statements, result } = await t.countSql(() => asMember([[{ query: ME }, { query: ME }], null, 7, 'x'] as unknown as Op[]));
    expect(result).toEqual({ status: 200, retryAfter: null, body: [notOne, notOne, notOne, notOne] });
    expect(statements).toEqual([]);
    // beside a real one, that one is answered as alone
    const mixed = await asMember([{ query: ME }, [{ query: ME }]] as unknown as Op[]);
    expect(mixed.body).toEqual([await alone({ query: ME }), notOne]);
  });

  it(`refuses more than ${LIMITS.graphqlBatchMax} operations, an empty batch, and a visitor’s batch, running none`, async () => {
    const seven = Array.from({ length: LIMITS.graphqlBatchMax + 1 }, () => ({ query: ME }));
    const { statements, result } = await t.countSql(() => asMember(seven));
    expect(result).toMatchObject({ status: 400, body: { errors: [{ message: `A batch holds 1 to ${LIMITS.graphqlBatchMax} operations.`, extensions: { code: 'BAD_REQUEST' } }] } });
    expect(statements).toEqual([]);
    expect(await asMember([])).toMatchObject({ status: 400 });
    const visitor = await post([{ query: '{ __typename }' }], {});
    expect(visitor).toMatchObject({ status: 400, body: { errors: [{ message: 'Operation batching is for signed-in requests only.' }] } });
    // six is allowed
    expect((await asMember(seven.slice(1))).status).toBe(200);
  });

  it('refuses a batch whose token names no live session (made up, or signed out) as a visitor’s, running none of it', async () => {
    const refused = { status: 400, body: { errors: [{ message: 'Operation batching is for signed-in requests only.', extensions: { code: 'BAD_REQUEST' } }] } };
    // a read page the splicer answers once it has seen the text (decision 066): asked twice before, so it would splice now
    const BROWSE = '{ topics(first: 2) { edges { node { id topic } } } }';
    await alone({ query: BROWSE });
    await alone({ query: BROWSE });
    expect(await post([{ query: ME }, { query: BROWSE }], { authorization: 'Bearer made-up-token' })).toMatchObject(refused);
    const gone = await registerUser(t);
    expect((await post({ query: 'mutation { signOut }' }, { authorization: `Bearer ${gone.token}` })).status).toBe(200);
    expect(await post([{ query: ME }], { authorization: `Bearer ${gone.token}` })).toMatchObject(refused);
    // the same requests alone are a visitor's, as before
    expect((await post({ query: ME }, { authorization: 'Bearer made-up-token' })).body).toEqual({ data: { me: null } });
  });

  it('answers the batch of a deactivated account’s live session (its page load learns it is deactivated and shows the restore page)', async () => {
    const u = await registerUser(t);
    expect((await u.client.gql('mutation($p: String!) { deactivateAccount(password: $p) { ok } }', { p: u.password })).data.deactivateAccount.ok).toBe(true);
    const signIn = await post({ query: SIGN_IN, variables: { input: { email: u.email, password: u.password } } }, {});
    const { token, status } = (signIn.body as { data: { signIn: { token: string; status: string } } }).data.signIn;
    expect(status).toBe('DEACTIVATED');
    const r = await post([{ query: 'query Me { me { id status } }' }, { query: POOLS, variables: { search: null } }], { authorization: `Bearer ${token}` });
    expect(r.status).toBe(200);
    expect((r.body as { data: { me: { id: string; status: string } } }[])[0].data.me).toEqual({ id: u.id, status: 'DEACTIVATED' });
  });

  it('is refused from another site like any request, and under the same body bound', async () => {
    const cross = await post([{ query: ME }], { authorization: `Bearer ${member.token}`, origin: 'https://evil.example' });
    expect(cross).toMatchObject({ status: 403, body: { errors: [{ message: MSG.crossSiteRefused }] } });
    // a visitor's 64 KiB body bound holds for the array as a whole
    const big = await post([{ query: `{ __typename } #${'x'.repeat(70_000)}` }], {});
    expect(big.status).toBe(413);
  });
});

describe('a subscription over HTTP', () => {
  it('is refused as such, alone or in a batch, never run as a query (it answered "Internal server error")', async () => {
    const sub = 'subscription { notificationEvents { __typename } }';
    const refused = { errors: [{ message: SUBSCRIPTION_OVER_HTTP, extensions: { code: 'BAD_REQUEST' } }] };
    const one = await asMember({ query: sub });
    expect(one).toMatchObject({ status: 400, body: refused });
    const visitor = await post({ query: sub }, {});
    expect(visitor).toMatchObject({ status: 400, body: refused });
    // picked by its name from a document that also holds a query; the query alone still runs
    const doc = `subscription S { notificationEvents { __typename } } ${ME}`;
    expect((await asMember({ query: doc, operationName: 'S' })).body).toEqual(refused);
    expect((await asMember({ query: doc, operationName: 'Me' })).body).toEqual(await alone({ query: ME }));
    // in a batch: the batch's refusal, as before
    expect((await asMember([{ query: sub }])).body).toEqual([{ errors: [{ message: 'A batch carries queries only.', extensions: { code: 'BAD_REQUEST' } }] }]);
  });
});
