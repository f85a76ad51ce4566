import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTopic, registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { firstAnswer, openSocket, sleep } from '../../test/ws.js';
import { getOperationAST, parse } from 'graphql';
import { Admission, enterMutation, refusalError, utilizationShedder } from './admission.js';

/**
 * Load shedding by the event loop's utilisation (decision 101): past saturation a growing share of
 * new mutations is refused at once as busy, on every door; subscriptions' starts and reads are not.
 */
describe('the shedder', () => {
  it('grows its share while the loop stays saturated, halves it when it is not, and sheds by that share', async () => {
    let u = 1;
    let r = 0.5;
    const s = utilizationShedder({ over: 0.9, windowMs: 10, utilization: () => u, random: () => r });
    try {
      expect(s.level()).toBe(0);
      expect(s.shed()).toBe(false);
      await expect.poll(() => s.level(), { timeout: 2000, interval: 5 }).toBe(0.95);
      expect(s.shed()).toBe(true); // 0.5 < 0.95
      r = 0.96;
      expect(s.shed()).toBe(false);
      u = 0.5;
      await expect.poll(() => s.level(), { timeout: 2000, interval: 5 }).toBe(0);
      r = 0;
      expect(s.shed()).toBe(false);
    } finally {
      s.stop();
    }
  });

  it('a lone saturated window (a collection, a burst) sheds nothing; the second in a row starts it', () => {
    vi.useFakeTimers();
    let u = 0.5;
    const s = utilizationShedder({ over: 0.9, windowMs: 10, utilization: () => u });
    const after = (next: number) => {
      u = next;
      vi.advanceTimersByTime(10);
      return s.level();
    };
    try {
      // saturated and not, in turn: never shed
      expect([1, 0.5, 1, 0.5, 1, 0.5].map(after)).toEqual([0, 0, 0, 0, 0, 0]);
      // two in a row: shedding starts, and every saturated window after raises it
      expect([1, 1, 1].map(after).map((x) => +x.toFixed(2))).toEqual([0, 0.1, 0.2]);
      // once started, a lone saturated window between quiet ones still raises it (no second wait)
      expect([0.5, 1].map(after).map((x) => +x.toFixed(2))).toEqual([0.1, 0.2]);
    } finally {
      s.stop();
      vi.useRealTimers();
    }
  });

  it('Admission.shedding counts a shed as busy; without a shedder it never sheds; with nothing under way neither', () => {
    const limits = { concurrency: 2, queue: 0, queueWaitMs: 10, perPerson: 10 };
    expect(new Admission(limits).shedding()).toBe(false);
    const always = { shed: () => true, level: () => 1, stop: () => {} };
    const a = new Admission(limits, always);
    // idle: a saturated loop that is not requests' (start-up, a sweep) does not refuse the only one
    expect(a.shedding()).toBe(false);
    expect(a.refused).toEqual({ busy: 0, person: 0, shed: 0 });
    const release = a.enter(null);
    expect(typeof release).toBe('function');
    expect(a.shedding()).toBe(true);
    expect(a.refused).toEqual({ busy: 1, person: 0, shed: 1 });
    (release as () => void)();
    expect(a.shedding()).toBe(false);
  });

  it('a refusal is made without a stack (a storm makes them by the ten thousand) and leaves the stack limit as it was', () => {
    const limit = Error.stackTraceLimit;
    const busy = refusalError('busy');
    expect(busy.extensions).toMatchObject({ code: 'UNAVAILABLE', retryAfterMs: expect.any(Number) });
    expect(busy.message).toBe(MSG.serverBusy);
    expect(busy.stack?.split('\n').filter((l) => l.trimStart().startsWith('at '))).toEqual([]);
    expect(refusalError('person', 'reads').message).toBe(MSG.tooManyReadsAtOnce);
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it("a call's signalling has its own share: a fifth person's twenty signals at once fit, never shed; other changes keep the person's share", () => {
    const op = (doc: string) => getOperationAST(parse(doc));
    const always = { shed: () => true, level: () => 1, stop: () => {} };
    const a = new Admission({ concurrency: 100, queue: 0, queueWaitMs: 10, perPerson: 2 }, always);
    const signals = Array.from({ length: 16 }, () => enterMutation(a, op('mutation { sendCallSignal(callId: "1", fromSessionId: "a", toSessionId: "b", seq: 1, payload: "x") }'), 'user:1'));
    expect(signals.every((s) => typeof s === 'function')).toBe(true); // 2 × 8 under way at once
    expect(enterMutation(a, op('mutation { leaveCall(callId: "1") }'), 'user:1')).toBe('person'); // the seventeenth
    expect(enterMutation(a, op('mutation { addComment(topicId: "1", html: "x") { id } }'), 'user:1')).toBe('busy'); // shed (the signals are under way)
    a.useShedder(null);
    const changes = [1, 2, 3].map(() => enterMutation(a, op('mutation { addComment(topicId: "1", html: "x") { id } }'), 'user:1'));
    expect(changes.map((c) => typeof c)).toEqual(['function', 'function', 'string']); // the person's share of 2
    expect(enterMutation(a, op('mutation { sendCallSignal(callId: "1", fromSessionId: "a", toSessionId: "b", seq: 1, payload: "x") a: addComment(topicId: "1", html: "x") { id } }'), 'user:1')).toBe('person'); // mixed: the person's
  });
});

describe('shedding through the doors', () => {
  let t: TestApp;
  let owner: TestUser;
  let topicId: string;
  beforeAll(async () => {
    // off under NODE_ENV=test: the setup's writes first, then a shedder for which any utilisation
    // counts as saturated (the share reaches 0.95 within a second)
    t = await startTestApp();
    owner = await registerUser(t);
    topicId = await createTopic(owner, { topic: 'Shed topic' });
    t.app.admission.useShedder(utilizationShedder({ over: 0.000001 }));
  });
  afterAll(async () => {
    t?.app.admission.useShedder(null);
    await t?.stop();
  });

  const ADD = 'mutation($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }';

  it('a shed mutation gets 503, Retry-After and UNAVAILABLE with nothing written; queries, /healthz and subscription starts are not shed', async () => {
    await sleep(1500);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => owner.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: ADD, variables: { t: topicId, h: `shed ${i}` } }) })),
    );
    const refused = tries.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(10);
    expect(refused[0].headers.get('retry-after')).toBe('1');
    const body = (await refused[0].json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]).toMatchObject({ message: MSG.serverBusy, extensions: { code: 'UNAVAILABLE' } });
    const [{ n }] = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from comments where author_id = ?', [Number(owner.id)]);
    expect(n).toBe(tries.length - refused.length); // the refused wrote nothing
    expect(t.app.admission.refused.shed).toBeGreaterThanOrEqual(refused.length);
    for (let i = 0; i < 5; i++) expect((await owner.client.gql('{ me { id } }')).data.me.id).toBe(owner.id);
    expect((await t.client().fetch('/healthz')).status).toBe(200);
    // the legacy shim: the envelope with STATUSCODE 503 and Retry-After, nothing written
    const legacy = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        owner.client.fetch('/addcomment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userCommentobj: { topicId, comment_text: `legacy shed ${i}` } }) }),
      ),
    );
    const legacyBodies = (await Promise.all(legacy.map((r) => r.json()))) as { STATUSCODE: number }[];
    const legacyShed = legacyBodies.filter((b) => b.STATUSCODE === 503);
    expect(legacyShed.length).toBeGreaterThan(3);
    expect(legacyShed[0]).toEqual({ STATUSCODE: 503, STATUS: 'ERROR', MESSAGE: MSG.serverBusy, PAYLOAD: { retryAfterMs: 1000 } });
    expect(legacy[legacyBodies.indexOf(legacyShed[0])].headers.get('retry-after')).toBe('1');
    const [{ n: after }] = await t.orm.em.fork().getConnection().execute("select count(*)::int as n from comments where author_id = ? and html like '%legacy shed%'", [Number(owner.id)]);
    expect(after).toBe(legacyBodies.length - legacyShed.length);
    // the socket: a mutation is shed like over HTTP, a subscription's start is not
    const socket = openSocket(t, { token: owner.token });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => firstAnswer(socket, `mutation { addComment(topicId: "${topicId}", html: "socket ${i}") { id } }`)));
    expect(answers.filter((a) => JSON.stringify(a).includes('UNAVAILABLE')).length).toBeGreaterThan(3);
    // a call's signalling is never shed (decision 101), and twenty at once (a fifth person's offers
    // and candidates to four peers) fit its own share: refused here for its own reason only
    const signals = await Promise.all(Array.from({ length: 20 }, () => firstAnswer(socket, 'mutation { sendCallSignal(callId: "999999", fromSessionId: "00000000-0000-4000-8000-000000000001", toSessionId: "00000000-0000-4000-8000-000000000002", seq: 1, payload: "x") }')));
    for (const a of signals) expect(JSON.stringify(a)).not.toMatch(/UNAVAILABLE|RATE_LIMITED/);
    expect(JSON.stringify(signals[0])).toContain('errors');
    const sub = JSON.stringify(await Promise.race([firstAnswer(socket, `subscription { presenceChanged(topicId: "${topicId}") { userId online } }`), sleep(3000).then(() => 'none')]));
    expect(sub).not.toContain('UNAVAILABLE');
    await socket.dispose();
  });
});
