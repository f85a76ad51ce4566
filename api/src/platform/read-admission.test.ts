import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { sleep } from '../../test/ws.js';
import type { Admission, Release } from './admission.js';

/**
 * Reads get a per-person bound too (decision 090, issue 27's attacker's pass): one person's flood
 * of queries is refused past their share (429 + Retry-After), before any statement runs, while
 * another person is answered and a normal page's reads never are refused. Default limits here.
 */
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  // the harness sets the read bound out of the way of other tests: here it is the default's
  t = await startTestApp({
    READ_ADMISSION_CONCURRENCY: String(LIMITS.readAdmissionConcurrency),
    READ_ADMISSION_QUEUE: String(LIMITS.readAdmissionQueue),
    READ_ADMISSION_QUEUE_WAIT_MS: String(LIMITS.readAdmissionQueueWaitMs),
    READ_ADMISSION_PER_PERSON: String(LIMITS.readAdmissionPerPerson),
  });
  owner = await registerUser(t);
  for (let i = 0; i < 12; i++) await createTopic(owner, { topic: `Heavy read ${i}` });
});
afterAll(() => t?.stop());

const HEAVY = '{ topics(first: 50) { edges { node { id topic } } pageInfo { hasNextPage endCursor } } }';
const ME = '{ me { id } }';
type Body = { data?: { topics?: { edges: unknown[] }; me?: { id: string } } | null; errors?: { message: string; extensions: Record<string, unknown> }[] };
const send = async (u: TestUser, body: unknown) => {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Body | Body[] };
};
/** Gives back slots taken with `enter` (held now, or once a waiting one is granted). */
const giveBack = (slots: ReturnType<Admission['enter']>[]) => {
  for (const s of slots) {
    if (typeof s === 'function') s();
    else if (s instanceof Promise) void s.then((x) => typeof x === 'function' && x());
  }
};
const idle = async () => {
  for (let i = 0; i < 50 && t.app.readAdmission.load().running + t.app.readAdmission.load().waiting > 0; i++) await sleep(10);
  expect(t.app.readAdmission.load()).toEqual({ running: 0, waiting: 0 });
};

describe('read admission', () => {
  it("one person's 40 concurrent heavy reads: some refused with 429 + Retry-After, none 500, the others answered whole; another person is answered meanwhile", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const expected = (await a.client.gql(HEAVY)).data.topics.edges.length;
    expect(expected).toBeGreaterThanOrEqual(12);
    // as the attacker sent them: batches of 6 and reads alone, 40 reads in all
    const flood = Promise.all([...Array.from({ length: 5 }, () => send(a, Array.from({ length: 6 }, () => ({ query: HEAVY })))), ...Array.from({ length: 10 }, () => send(a, { query: HEAVY }))]);
    const other = send(b, { query: ME });
    const answers = await flood;
    // 429 past the share; a read that waited behind the person's half past 200 ms (a slow machine) is 503
    for (const { status } of answers) expect([200, 429, 503]).toContain(status);
    for (const { retryAfter } of answers.filter((x) => x.status !== 200)) expect(retryAfter).toBe('1');
    // each read: refused before it ran (no data), or answered whole
    const reads = answers.flatMap(({ body }) => (Array.isArray(body) ? body : [body]));
    expect(reads).toHaveLength(40);
    const refused = reads.filter((r) => r.errors !== undefined);
    const answered = reads.filter((r) => r.errors === undefined);
    expect(refused.filter((r) => r.errors?.[0].extensions.code === 'RATE_LIMITED').length).toBeGreaterThan(0);
    // at least the person's half of the slots ran
    expect(answered.length).toBeGreaterThanOrEqual(LIMITS.readAdmissionConcurrency / 2);
    const limited = [MSG.tooManyReadsAtOnce, 'RATE_LIMITED', 1000];
    const busy = [MSG.serverBusy, 'UNAVAILABLE', 1000];
    for (const r of refused) {
      const e = r.errors?.[0];
      expect([limited, busy]).toContainEqual([e?.message, e?.extensions.code, e?.extensions.retryAfterMs]);
      expect(r.data ?? null).toBeNull();
    }
    for (const r of answered) expect(r.data?.topics?.edges.length).toBe(expected);
    const theirs = await other;
    expect(theirs.status).toBe(200);
    expect((theirs.body as Body).data?.me?.id).toBe(b.id);
    expect(t.app.readAdmission.refused.person).toBeGreaterThanOrEqual(refused.filter((r) => r.errors?.[0].extensions.code === 'RATE_LIMITED').length);
    await idle();
  });

  it("a normal page's reads (a first-screen batch of 6 and a read beside it) are never refused", async () => {
    const a = await registerUser(t);
    for (let round = 0; round < 5; round++) {
      const batch = send(a, Array.from({ length: LIMITS.graphqlBatchMax }, (_, i) => ({ query: i % 2 ? HEAVY : ME })));
      const alone = send(a, { query: HEAVY });
      const [many, one] = await Promise.all([batch, alone]);
      expect(many.status).toBe(200);
      for (const body of many.body as Body[]) expect(body.errors).toBeUndefined();
      expect(one.status).toBe(200);
      expect((one.body as Body).errors).toBeUndefined();
    }
    await idle();
  });

  it('each of a batch\'s operations counts: a person at their share gets a batch refused element by element, nothing run', async () => {
    const a = await registerUser(t);
    const held: Release[] = [];
    // the person's share is taken (half running, the rest waiting behind their half)
    const slots = Array.from({ length: LIMITS.readAdmissionPerPerson }, () => t.app.readAdmission.enter(`user:${a.id}`));
    try {
      for (const s of slots) if (typeof s === 'function') held.push(s);
      const r = await send(a, [{ query: ME }, { query: ME }]);
      expect(r.status).toBe(429);
      expect(r.retryAfter).toBe('1');
      for (const body of r.body as Body[]) expect(body.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    } finally {
      for (const release of held) release();
      for (const s of slots) if (s instanceof Promise) void s.then((x) => typeof x === 'function' && x());
    }
    await idle();
    expect((await a.client.gql(ME)).data.me.id).toBe(a.id);
  });

  it("a person's writes are not refused (nor kept waiting) by their reads' share: only a query takes a read slot", async () => {
    const a = await registerUser(t);
    const slots = Array.from({ length: LIMITS.readAdmissionPerPerson }, () => t.app.readAdmission.enter(`user:${a.id}`));
    const refusedBefore = t.app.readAdmission.refused.person;
    try {
      const r = await send(a, { query: 'mutation { markAllNotificationsRead }' });
      expect(r.status).toBe(200);
      expect((r.body as { errors?: unknown }).errors).toBeUndefined();
      expect(t.app.readAdmission.refused.person).toBe(refusedBefore);
    } finally {
      giveBack(slots);
    }
    await idle();
  });

  it("the legacy shim's read answers its envelope with STATUSCODE 1 (the person's share: the spec's error, which a legacy client shows) and 503 (the process full), with Retry-After", async () => {
    const a = await registerUser(t);
    const slots = Array.from({ length: LIMITS.readAdmissionPerPerson }, () => t.app.readAdmission.enter(`user:${a.id}`));
    try {
      const res = await a.client.fetch('/profile');
      expect(res.status).toBe(200);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: MSG.tooManyReadsAtOnce, PAYLOAD: { retryAfterMs: 1000 } });
    } finally {
      giveBack(slots);
    }
    await idle();
    // the process full: every slot held by others (half each), the queue full
    const { concurrency, queue } = t.app.readAdmission.limits;
    const fill = Array.from({ length: concurrency + queue }, (_, i) => t.app.readAdmission.enter(`user:filler${i % 2}`, 1_000));
    try {
      expect(t.app.readAdmission.load()).toEqual({ running: concurrency, waiting: queue });
      const res = await a.client.fetch('/profile');
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ STATUSCODE: 503, STATUS: 'ERROR', MESSAGE: MSG.serverBusy, PAYLOAD: { retryAfterMs: 1000 } });
    } finally {
      giveBack(fill);
    }
    await idle();
    expect((await a.client.rest('GET', '/profile')).STATUSCODE).toBe(0);
  });

  it("a visitor's reads count against their address (twice a person's share), not against one bucket of every visitor", async () => {
    const visitor = t.client();
    const slots = Array.from({ length: LIMITS.readAdmissionPerPerson * LIMITS.readAdmissionPerAddressFactor }, () => t.app.readAdmission.enter('ip:203.0.113.9', LIMITS.readAdmissionPerPerson * LIMITS.readAdmissionPerAddressFactor));
    try {
      // another address's visitor is answered
      const r = await visitor.gql('{ topics(first: 1) { edges { node { id } } } }');
      expect(r.errors).toBeUndefined();
    } finally {
      giveBack(slots);
    }
    await idle();
  });
});
