import type { Client } from 'graphql-ws';
import { LIMITS, MSG } from '@poolmates/schema';
import { describe, expect, it } from 'vitest';
import { LEAVE, SIGNALS, joinCall as join, markAttached, startCall as start } from '../../../test/calls.js';
import { registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { codeOf, type TestApp } from '../../../test/harness.js';
import { appWithSockets, collectEvents, firstAnswer, sleep } from '../../../test/ws.js';

/**
 * `sendCallSignals` (decision 098): a batch checked whole, delivered in order to each receiver, one
 * rate token a signal; and the signal stream's policy asked again at most once a second.
 */
let t: TestApp;
const sockets = appWithSockets({}, (app) => (t = app));
const ws = (u: TestUser): Client => sockets.ws(u.token);
const squad = (members: number) => squadOf(t, members, { topic: 'Call signals', squadSize: 5 });
const attached = (...sessionIds: string[]) => markAttached(t, ...sessionIds);

describe('calls: signals in batches', () => {
  it('sendCallSignals relays a batch in order to each receiver and names the receivers gone; a bad batch is refused whole, nothing delivered', async () => {
    const { owner: a, members: [b, c, d], topicId } = await squad(3);
    const stranger = await registerUser(t);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    const sc = await join(c, callId);
    const sd = await join(d, callId);
    const q = (s: string) => `subscription { callSignals(callId: "${callId}", sessionId: "${s}") { seq payload fromSessionId } }`;
    const toB = collectEvents<{ seq: number; payload: string; fromSessionId: string }>(ws(b), q(sb));
    const toC = collectEvents<{ seq: number; payload: string; fromSessionId: string }>(ws(c), q(sc));
    await expect.poll(() => [toB.events.length, toC.events.length], { timeout: 5000 }).toEqual([1, 1]);
    await d.client.gql(LEAVE, { c: callId, s: sd });
    const aTab = ws(a);
    const item = (to: string, seq: number, payload = `{"n":${seq}}`) => ({ toSessionId: to, seq, payload });
    // refused whole, before anything goes: a stranger, a foreign session, too many, too big together, one bad item
    const good = [item(sb, 1), item(sc, 1)];
    expect(JSON.stringify(await firstAnswer(ws(stranger), SIGNALS, { c: callId, f: sa, s: good }))).toContain('FORBIDDEN');
    expect(JSON.stringify(await firstAnswer(ws(b), SIGNALS, { c: callId, f: sa, s: good }))).toContain('CALL_SESSION_UNKNOWN');
    const many = await a.client.gql(SIGNALS, { c: callId, f: sa, s: Array.from({ length: LIMITS.callSignalsBatchMax + 1 }, (_, i) => item(sb, i + 1)) });
    expect([codeOf(many), many.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', MSG.callSignalsBatchSize]);
    expect(codeOf(await a.client.gql(SIGNALS, { c: callId, f: sa, s: [] }))).toBe('BAD_USER_INPUT');
    const big = 'x'.repeat(LIMITS.callSignalMaxBytes);
    const tooBig = await a.client.gql(SIGNALS, { c: callId, f: sa, s: Array.from({ length: LIMITS.callSignalsBatchMaxBytes / LIMITS.callSignalMaxBytes + 1 }, (_, i) => item(sb, i + 1, big)) });
    expect([codeOf(tooBig), tooBig.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', MSG.callSignalsBatchTooBig]);
    // about as many as a 256 KB socket frame holds (a larger frame closes the socket): refused by
    // the count, before any statement
    const flood = Array.from({ length: 2500 }, (_, i) => item(sb, i + 1, ''));
    const floodAt = performance.now();
    const flooded = await firstAnswer(ws(a), SIGNALS, { c: callId, f: sa, s: flood });
    console.log(`CALLS: a 2,500-signal batch (${Math.round(JSON.stringify(flood).length / 1024)} KB) over the socket refused in ${Math.round(performance.now() - floodAt)} ms`);
    expect(JSON.stringify(flooded)).toContain(MSG.callSignalsBatchSize);
    const badSeq = await a.client.gql(SIGNALS, { c: callId, f: sa, s: [item(sb, 1), item(sc, 0)] });
    expect([codeOf(badSeq), badSeq.errors?.[0]?.extensions?.field]).toEqual(['BAD_USER_INPUT', 'signals.1.seq']);
    expect(codeOf(await a.client.gql(SIGNALS, { c: callId, f: sa, s: [item(sb, 1), item('not-a-uuid', 1)] }))).toBe('BAD_USER_INPUT');
    await sleep(200);
    expect([toB.events.length, toC.events.length]).toEqual([1, 1]);
    // delivered, each receiver's in order, over the socket; the departed receiver named, its signal dropped
    const sent = await firstAnswer(aTab, SIGNALS, { c: callId, f: sa, s: [item(sb, 1), item(sc, 1), item(sd, 1), item(sb, 2), item(sc, 2), item(sb, 3, big)] });
    expect(sent).toEqual({ data: { sendCallSignals: [sd] } });
    await expect.poll(() => [toB.events.length, toC.events.length], { timeout: 5000 }).toEqual([4, 3]);
    expect(toB.events.slice(1).map((e) => [e.seq, e.payload.length])).toEqual([[1, 7], [2, 7], [3, big.length]]);
    expect(toC.events.slice(1).map((e) => e.seq)).toEqual([1, 2]);
    expect(toC.events[1]).toEqual({ seq: 1, payload: '{"n":1}', fromSessionId: sa });
  });

  it('a member removed from the squad hears no signal once the stream asks again (at most a second after the last answer); the stream ends', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    let completed = false;
    const events: { seq: number }[] = [];
    ws(b).subscribe({ query: `subscription { callSignals(callId: "${callId}", sessionId: "${sb}") { seq } }` }, { next: (v) => events.push(v.data!.callSignals as { seq: number }), error: () => {}, complete: () => (completed = true) });
    await expect.poll(() => events.length, { timeout: 5000 }).toBe(1);
    expect((await a.client.gql(SIGNALS, { c: callId, f: sa, s: [{ toSessionId: sb, seq: 1, payload: '{}' }] })).errors).toBeUndefined();
    await expect.poll(() => events.length, { timeout: 5000 }).toBe(2);
    expect((await a.client.gql('mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }', { t: topicId, u: b.id })).errors).toBeUndefined();
    await sleep(1100);
    await a.client.gql(SIGNALS, { c: callId, f: sa, s: [{ toSessionId: sb, seq: 2, payload: '{}' }] });
    await expect.poll(() => completed, { timeout: 5000 }).toBe(true);
    expect(events.map((e) => e.seq)).toEqual([0, 1]);
  });

  it('sendCallSignals counts one signal each on the sender\'s rate: a batch past what is left is refused whole', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    await attached(sa, sb);
    const batch = (from: number) => Array.from({ length: LIMITS.callSignalsBatchMax }, (_, i) => ({ toSessionId: sb, seq: from + i, payload: '{}' }));
    // all at once: 6 × 32 fit the burst of 200, the rest find 8 left and are refused whole (13
    // batches: the refill, 20 a second, could pass them all only if their checks spread over 11 s)
    const answers = await Promise.all(Array.from({ length: Math.ceil(LIMITS.callSignalBurst / LIMITS.callSignalsBatchMax) + 6 }, (_, i) => a.client.gql(SIGNALS, { c: callId, f: sa, s: batch(1 + i * LIMITS.callSignalsBatchMax) })));
    const codes = answers.map((r) => codeOf(r) ?? 'ok');
    expect(codes.filter((x) => x === 'ok').length).toBeGreaterThanOrEqual(Math.floor(LIMITS.callSignalBurst / LIMITS.callSignalsBatchMax));
    expect(codes.filter((x) => x === 'RATE_LIMITED').length).toBeGreaterThan(0);
    expect(codes.every((x) => x === 'ok' || x === 'RATE_LIMITED')).toBe(true);
    // the tokens left still pass a small batch
    expect(codeOf(await a.client.gql(SIGNALS, { c: callId, f: sa, s: batch(1000).slice(0, 1) }))).toBeUndefined();
  });
});
