import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, type ExecutionArgs } from 'graphql';
import { guardedSubscribe, VALIDATED_MAX, VALIDATED_TEXT_MAX } from './guard.js';
import { createTopic, registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { DEEP_QUERY } from '../../test/deep-query.js';
import { socketOnce, type WsResult } from '../../test/ws.js';

let t: TestApp;
let owner: TestUser;
let topicId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await registerUser(t);
  topicId = await createTopic(owner, { topic: 'Deep topic' });
  // a hundred comments: each `comments(first:100)` level of the deep query finds a full page
  await t.orm.em.getConnection().execute(
    `insert into comments (topic_id, author_id, html, created_at) select ?, ?, '<p>hello</p>', now() from generate_series(1, 100)`,
    [Number(topicId), Number(owner.id)],
  );
});
afterAll(() => t?.stop());

/** One operation over graphql-ws; resolves with its first result or its errors. */
const overSocket = (query: string, variables?: Record<string, unknown>, token?: string): Promise<WsResult> => socketOnce(t, query, { variables, token });

const deep = () => DEEP_QUERY.replace('id:1', `id:${topicId}`);

describe('guardedSubscribe keeps validated documents by text', () => {
  const schema = buildSchema('type Query { ok: String } type Subscription { tick(n: Int, s: String): String }');
  const subscribe = () => guardedSubscribe(schema, { introspection: false, suggestions: false });
  const doc = (s: ReturnType<ReturnType<typeof guardedSubscribe>>) => (s as ExecutionArgs).document;

  it('one document object per text, bounded; refused texts are not kept', () => {
    const sub = subscribe();
    const a = doc(sub({ query: 'subscription { tick }' }));
    expect(doc(sub({ query: 'subscription { tick }', variables: {} }))).toBe(a);
    expect(doc(sub({ query: 'subscription { tick(n: 1) }' }))).not.toBe(a);
    // refused every time (an invalid text is never kept as valid)
    for (let i = 0; i < 2; i++) expect(Array.isArray(sub({ query: 'subscription { nope }' }))).toBe(true);
    // the oldest text is dropped once more than VALIDATED_MAX are kept: the same text parses anew
    for (let i = 0; i < VALIDATED_MAX; i++) sub({ query: `subscription { tick(n: ${i + 10}) }` });
    expect(sub.kept()).toBe(VALIDATED_MAX);
    const again = doc(sub({ query: 'subscription { tick }' }));
    expect(again).not.toBe(a);
    expect(again).toEqual(a);
  });

  it('keeps no document the guards refused, nor one of a text over VALIDATED_TEXT_MAX', () => {
    const sub = subscribe();
    // a NUL in a literal: valid GraphQL, refused by the guards — every time, never kept
    const nul = 'subscription { tick(s: "a\\u0000b") }';
    for (let i = 0; i < 2; i++) expect(Array.isArray(sub({ query: nul }))).toBe(true);
    expect(sub.kept()).toBe(0);
    // signed in (the visitor's texts stop at 8 KiB)
    const long = `subscription { tick(s: "${'x'.repeat(VALIDATED_TEXT_MAX)}") }`;
    const first = doc(sub({ query: long }, true));
    expect(first).toBeDefined();
    expect(doc(sub({ query: long }, true))).not.toBe(first);
    expect(Array.isArray(sub({ query: long }))).toBe(true);
    expect(sub.kept()).toBe(0);
    sub({ query: 'subscription { tick }' });
    expect(sub.kept()).toBe(1);
  });
});

describe('the same operation limits on every door', () => {
  it('refuses the deep nested comments query over HTTP at once (400), and the server stays responsive', async () => {
    const started = performance.now();
    const r = await t.client().gql(deep());
    const ms = performance.now() - started;
    console.info(`deep query over HTTP answered in ${ms.toFixed(0)} ms`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]).toMatchObject({ message: expect.stringMatching(/too (deeply|much)/), extensions: { code: 'BAD_REQUEST' } });
    expect(ms).toBeLessThan(1000);
  });

  it('refuses it over the WebSocket too', async () => {
    const r = await overSocket(deep());
    expect(r.errors?.[0]?.message).toMatch(/too (deeply|much)/);
    expect(r.data).toBeUndefined();
  });

  it('counts a `first` given as a variable, over HTTP and the WebSocket', async () => {
    const q = 'query($n: Int, $t: ID!) { topic(id: $t) { comments(first: $n) { edges { node { topic { comments(first: $n) { edges { node { id html author { id username } } } } } } } } } }';
    const http = await t.client().gql(q, { n: 100, t: topicId });
    expect(http.errors?.[0]?.message).toBe(MSG.queryTooCostly(LIMITS.queryMaxCost));
    const ws = await overSocket(q, { n: 100, t: topicId });
    expect(ws.errors?.[0]?.message).toBe(MSG.queryTooCostly(LIMITS.queryMaxCost));
    // the same shape with small pages is fine
    const ok = await t.client().gql(q, { n: 2, t: topicId });
    expect(ok.errors).toBeUndefined();
    expect((ok.data as { topic: { comments: { edges: unknown[] } } }).topic.comments.edges).toHaveLength(2);
  });

  it('applies the alias guard on the WebSocket: a single-use field twice is refused before it runs', async () => {
    const u = await registerUser(t);
    const r = await overSocket('query { a: checkPassword(password: "wrong one") b: checkPassword(password: "wrong two") }', undefined, u.token);
    expect(r.errors?.[0]?.message).toBe(MSG.tooManyFields);
    expect(r.data).toBeUndefined();
  });

  it('still answers ordinary subscriptions and queries over the WebSocket', async () => {
    const r = await overSocket(`{ topic(id: ${topicId}) { id comments(first: 3) { edges { node { id } } } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data).toMatchObject({ topic: { id: topicId } });
  });
});
