import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import WebSocket from 'ws';
import { connected, firstAnswer, openSocket, settle, sleep, socketOnce } from '../../test/ws.js';
import { Admission, type Release } from './admission.js';
import { poolStream, streamHead } from './events.js';

/**
 * Graceful overload (issue 27, decision 060): admission control with its limits set tiny here —
 * one write at a time, two waiting at most, 100 ms of waiting at most.
 */
let t: TestApp;
let owner: TestUser;
let topicId: string;
beforeAll(async () => {
  // a socket's fan-out bound set small too: 64 KiB waiting, or a send unflushed for 200 ms
  t = await startTestApp({ ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE: '2', ADMISSION_QUEUE_WAIT_MS: '100', ADMISSION_PER_PERSON: '1000', WS_SEND_BUFFER_MAX: '65536', WS_SEND_STALL_MS: '200' });
  owner = await registerUser(t);
  topicId = await createTopic(owner, { topic: 'Busy topic' });
});
afterAll(() => t?.stop());

const ADD = 'mutation($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }';
const commentsBy = async (u: TestUser) => {
  const [row] = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from comments where author_id = ?', [Number(u.id)]);
  return row.n as number;
};
const post = (u: TestUser, query: string, variables: Record<string, unknown>) =>
  u.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
/** Takes every slot (the process is "busy") until the release is called. */
const holdAll = (): Release => {
  const slot = t.app.admission.enter(null);
  if (typeof slot !== 'function') throw new Error('the slot was not free');
  return slot;
};

describe('admission control', () => {
  it('a mutation past the limit is refused at once with 503, Retry-After and UNAVAILABLE — nothing written — while /healthz, /readyz and queries answer', async () => {
    const a = await registerUser(t);
    const release = holdAll();
    try {
      // two wait (the queue), the third is refused at once; the two are refused after their 100 ms
      const started = performance.now();
      const answers = await Promise.all([1, 2, 3].map((i) => post(a, ADD, { t: topicId, h: `busy ${i}` })));
      expect(performance.now() - started).toBeLessThan(2000);
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[]; data?: unknown };
        expect(body.errors[0]).toMatchObject({ message: MSG.serverBusy, extensions: { code: 'UNAVAILABLE', retryAfterMs: 1000 } });
        expect(body.errors[0].extensions).not.toHaveProperty('http');
      }
      const health = await t.client().fetch('/healthz');
      expect(health.status).toBe(200);
      expect((await t.client().fetch('/readyz')).status).toBe(200);
      // reads are not held back
      expect((await a.client.gql('{ me { id } }')).data.me.id).toBe(a.id);
      expect(await commentsBy(a)).toBe(0);
    } finally {
      release();
    }
    expect((await a.client.gql(ADD, { t: topicId, h: 'now there is room' })).data.addComment.id).toBeTruthy();
    expect(await commentsBy(a)).toBe(1);
    expect(t.app.admission.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('a mutation the guards refuse while it waits for a slot gives the slot back as soon as it gets one', async () => {
    const a = await registerUser(t);
    const release = holdAll();
    const tooMany = `mutation { ${Array.from({ length: 11 }, (_, i) => `a${i}: addComment(topicId: "${topicId}", html: "x") { id }`).join(' ')} }`;
    const res = await post(a, tooMany, {});
    expect(res.status).toBe(400);
    expect(t.app.admission.load().waiting).toBe(1); // still waiting, its response already sent
    release();
    await sleep(20);
    expect(t.app.admission.load()).toEqual({ running: 0, waiting: 0 });
    expect(await commentsBy(a)).toBe(0);
  });

  it('concurrent mutations: some are refused (503 + Retry-After), every accepted one is written whole, none half', async () => {
    const a = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(a, ADD, { t: topicId, h: `burst ${i}` }).then(async (res) => ({ res, body: (await res.json()) as { data?: { addComment: { id: string } } | null; errors?: { extensions: { code: string } }[] } }))));
    const accepted = answers.filter((x) => x.res.status === 200);
    const refused = answers.filter((x) => x.res.status === 503);
    expect(accepted.length + refused.length).toBe(20);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { res, body } of refused) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(body.errors?.[0].extensions.code).toBe('UNAVAILABLE');
    }
    for (const { body } of accepted) expect(body.data?.addComment.id).toBeTruthy();
    // each accepted comment is there with its notification to the owner; nothing of a refused one
    expect(await commentsBy(a)).toBe(accepted.length);
    const [notes] = await t.orm.em.fork().getConnection().execute("select count(*)::int as n from notifications where actor_id = ? and type = 'COMMENTED'", [Number(a.id)]);
    expect(notes.n).toBe(accepted.length);
    expect(t.app.admission.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("one person's share (RATE_LIMITED, 429 + Retry-After) is theirs alone: another person still writes", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const limited = new Admission({ concurrency: 10, queue: 10, queueWaitMs: 100, perPerson: 1 });
    const mine = limited.enter(`user:${a.id}`);
    expect(typeof mine).toBe('function');
    expect(limited.enter(`user:${a.id}`)).toBe('person');
    expect(typeof limited.enter(`user:${b.id}`)).toBe('function');
    // through the app: the share taken by a write of a's under way
    const { perPerson, concurrency } = t.app.admission.limits;
    Object.assign(t.app.admission.limits, { perPerson: 1, concurrency: 2 });
    const held = t.app.admission.enter(`user:${a.id}`) as Release;
    try {
      const res = await post(a, ADD, { t: topicId, h: 'one too many' });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(((await res.json()) as { errors: unknown[] }).errors[0]).toMatchObject({ message: MSG.tooManyChangesAtOnce, extensions: { code: 'RATE_LIMITED', retryAfterMs: 1000 } });
      expect((await b.client.gql(ADD, { t: topicId, h: 'mine goes through' })).data.addComment.id).toBeTruthy();
    } finally {
      held();
      Object.assign(t.app.admission.limits, { perPerson, concurrency });
    }
    expect(await commentsBy(a)).toBe(0);
  });

  it('the socket refuses an operation with UNAVAILABLE and a retry hint, before it runs', async () => {
    const a = await registerUser(t);
    const release = holdAll();
    try {
      const r = await socketOnce(t, ADD, { token: a.token, variables: { t: topicId, h: 'over the socket' } });
      expect(r.errors?.[0]).toMatchObject({ message: MSG.serverBusy, extensions: { code: 'UNAVAILABLE', retryAfterMs: 1000 } });
      expect(await commentsBy(a)).toBe(0);
    } finally {
      release();
    }
    const ok = await socketOnce<{ addComment: { id: string } }>(t, ADD, { token: a.token, variables: { t: topicId, h: 'over the socket' } });
    expect(ok.data?.addComment.id).toBeTruthy();
    expect(t.app.admission.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("a person's subscription starts count against a share of their own (probe 2026-11-27): a flood of them is refused RATE_LIMITED, not queued in front of everyone", async () => {
    const a = await registerUser(t);
    const client = openSocket(t, { token: a.token });
    const { perPerson, queue } = t.app.admission.limits;
    // a's writes: 1 at once; a's subscription starts: 4 times that (tabs of a workspace open together)
    Object.assign(t.app.admission.limits, { perPerson: 1, queue: 10 });
    const release = holdAll();
    try {
      await connected(client);
      const SUB = `subscription { commentAdded(topicId: "${topicId}") { id } }`;
      // four wait for the held slot (a's share of starts), the fifth is refused at once
      const waiting = Array.from({ length: 4 }, () => firstAnswer(client, SUB));
      await sleep(50);
      const fifth = (await firstAnswer(client, SUB)) as { extensions?: Record<string, unknown> }[];
      expect(fifth[0]).toMatchObject({ message: MSG.tooManyChangesAtOnce, extensions: { code: 'RATE_LIMITED', retryAfterMs: 1000 } });
      expect(t.app.admission.load().waiting).toBe(4);
      void waiting;
    } finally {
      release();
      Object.assign(t.app.admission.limits, { perPerson, queue });
      await client.dispose();
    }
    await sleep(150);
    expect(t.app.admission.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('one person runs at most half the slots: a waiting write of another person goes first when a slot frees (probe 2026-11-27)', async () => {
    const fair = new Admission({ concurrency: 4, queue: 10, queueWaitMs: 1000, perPerson: 100 });
    const m: Release[] = [];
    // m takes half the slots; m's next ones wait though two slots are free
    for (let i = 0; i < 2; i++) m.push(fair.enter('user:1') as Release);
    const mWaits = fair.enter('user:1/subscribe');
    expect(mWaits).toBeInstanceOf(Promise);
    // b is admitted at once into a free slot
    const b = fair.enter('user:2');
    expect(typeof b).toBe('function');
    expect(fair.load()).toEqual({ running: 3, waiting: 1 });
    // b's slot frees: m is still at its half, so its waiter stays; one of m's frees: the waiter runs
    (b as Release)();
    expect(fair.load()).toEqual({ running: 2, waiting: 1 });
    m[0]();
    const next = await mWaits;
    expect(typeof next).toBe('function');
    expect(fair.load()).toEqual({ running: 2, waiting: 0 });
    m[1]();
    (next as Release)();
    expect(fair.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('the legacy shim answers the envelope with STATUSCODE 503 and Retry-After, nothing written', async () => {
    const a = await registerUser(t);
    const release = holdAll();
    try {
      const res = await a.client.fetch('/addcomment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userCommentobj: { topicId, comment_text: 'legacy busy' } }) });
      expect(res.status).toBe(200);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ STATUSCODE: 503, STATUS: 'ERROR', MESSAGE: MSG.serverBusy, PAYLOAD: { retryAfterMs: 1000 } });
      expect(await commentsBy(a)).toBe(0);
    } finally {
      release();
    }
    expect((await a.client.rest('POST', '/addcomment', { userCommentobj: { topicId, comment_text: 'legacy room' } })).STATUSCODE).toBe(0);
  });

  it('a socket that reads nothing is closed with 1013 once its sends stall, instead of its events piling up', async () => {
    const a = await registerUser(t);
    const big = (await a.client.gql(ADD, { t: topicId, h: `<p>${'x'.repeat(60_000)}</p>` })).data.addComment.id as string;
    let closedWith: number | null = null;
    const client = openSocket(t, { token: a.token, onClosed: (code) => (closedWith = code) });
    // the socket the client opens, to stop reading it as a stuck phone would
    const made = new Promise<WebSocket>((resolve) => client.on('opened', (s) => resolve(s as WebSocket)));
    let received = 0;
    client.subscribe({ query: `subscription { commentAdded(topicId: "${topicId}") { id html } }` }, { next: () => void received++, error: () => {}, complete: () => {} });
    await settle(client);
    // ws keeps its TCP socket as `_socket`
    const tcp = Reflect.get(await made, '_socket') as import('node:net').Socket;
    tcp.pause();
    const before = t.app.live.connections();
    // ~54 MB of events for one socket: past what the kernel buffers of a loopback connection hold (up to 32 + 4 MiB here)
    // the pool stream's wake-ups, numbered on from its head (decision 068: comments are events of `pool:<id>`)
    const head = await streamHead(t.orm.em.fork(), poolStream(Number(topicId)));
    for (let i = 0; i < 900; i++) {
      t.app.deps.pubsub.publish('LOG_EVENT', poolStream(Number(topicId)), { stream: poolStream(Number(topicId)), seq: head + i + 1, kind: 'comment.added', actorId: null, data: { commentId: Number(big) }, at: new Date().toISOString() });
      if (i % 25 === 0) await sleep(20);
    }
    // the server gives up on it: closed (1013), then gone after its second of grace
    for (let i = 0; i < 100 && t.app.live.connections() >= before; i++) await sleep(100);
    expect(t.app.live.connections()).toBeLessThan(before);
    expect(received).toBeLessThan(900);
    tcp.resume();
    await client.dispose();
    expect(closedWith === null || closedWith === 1013 || closedWith === 1006).toBe(true);
  });
});
