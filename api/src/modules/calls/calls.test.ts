import { createHmac, randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { LIMITS, MSG } from '@poolmates/schema';
import { describe, expect, it, vi } from 'vitest';
import { createTopic, joinSquad, registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { codeOf, type TestApp } from '../../../test/harness.js';
import { callsOf } from './calls.resolver.js';
import { CALL, JOIN, LEAVE, START, joinCall, markAttached, startCall } from '../../../test/calls.js';
import { appWithSockets, collectEvents, firstAnswer, openSocket, settle, sleep } from '../../../test/ws.js';

const TURN_SECRET = 'turn-secret-for-tests-0123456789';
const GRACE_MS = 1500;
let t: TestApp;
const sockets = appWithSockets({ CALL_DISCONNECT_GRACE_MS: String(GRACE_MS), TURN_URLS: 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp', TURN_SECRET, CALL_TURN_TTL_SECONDS: '600' }, (app) => (t = app));
const ws = (u: TestUser): Client => sockets.ws(u.token);

const squad = (members: number, size = 5) => squadOf(t, members, { topic: 'Calls', squadSize: size });

const STOP = 'mutation($c: ID!) { stopCall(callId: $c) }';
const DECLINE = 'mutation($c: ID!) { declineCall(callId: $c) }';
const MEDIA = 'mutation($c: ID!, $s: ID!, $a: Boolean, $h: Boolean) { setCallMedia(callId: $c, sessionId: $s, audio: $a, hand: $h) { sessionId audio hand video } }';
const SIGNAL = 'mutation($c: ID!, $f: ID!, $to: ID!, $q: Int!, $p: String!) { sendCallSignal(callId: $c, fromSessionId: $f, toSessionId: $to, seq: $q, payload: $p) }';
const CHAT = 'mutation($c: ID!, $x: String!, $k: String!) { sendCallChatMessage(callId: $c, text: $x, clientId: $k) { id text clientId author { id } } }';
const CHATS = 'query($c: ID!, $a: ID) { callChatMessages(callId: $c, after: $a) { id text } }';
const ACTIVE = `query($t: ID!) { activeCall(topicId: $t) { ${CALL} } }`;
const ICE = 'query($c: ID!) { callIceServers(callId: $c) { expiresAt iceServers { urls username credential } } }';

const start = startCall;
const join = joinCall;
const missedCalls = async (u: TestUser) =>
  (await u.client.gql('{ notifications(first: 20) { edges { node { type text } } } }')).data.notifications.edges
    .map((e: { node: { type: string; text: string } }) => e.node)
    .filter((n: { type: string }) => n.type === 'MISSEDCALL');

const attached = (...sessionIds: string[]) => markAttached(t, ...sessionIds);

/**
 * A sixth person in a squad: squads hold five people (LIMITS.squadMax counts the owner), so the
 * call's own cap is reached only if that limit ever grows; the test adds the row directly.
 */
async function forceIntoSquad(topicId: string, u: TestUser): Promise<void> {
  await t.orm.em.fork().getConnection().execute('insert into topic_members (topic_id, user_id, joined_at) values (?, ?, now())', [Number(topicId), Number(u.id)]);
}

describe('calls: write limits (issue 26)', () => {
  it(`one person alone in a call stores ${LIMITS.callChatMessagesPerMinute} chat messages a minute, not 3,000; ${LIMITS.callMediaTogglesPerMinute} media toggles of ${LIMITS.callMediaTogglesPerMinute + 40} sent at once`, async () => {
    const { owner: a, topicId } = await squad(0);
    const { callId, sessionId } = await start(a, topicId);
    await attached(sessionId); // as if its signal stream were open: the disconnect grace leaves it be
    const chats = await Promise.all(Array.from({ length: LIMITS.callChatMessagesPerMinute + 20 }, (_, i) => a.client.gql(CHAT, { c: callId, x: 'x'.repeat(1000), k: `flood-${i}` })));
    expect(chats.filter((r) => r.data?.sendCallChatMessage)).toHaveLength(LIMITS.callChatMessagesPerMinute);
    const refused = chats.filter((r) => r.errors);
    expect(refused).toHaveLength(20);
    expect(refused[0].errors?.[0]).toMatchObject({ message: MSG.tooOften, extensions: { code: 'RATE_LIMITED' } });
    const stored = await t.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from call_chat_messages where call_id = ?', [Number(callId)]);
    expect(stored[0].n).toBe(LIMITS.callChatMessagesPerMinute);

    const media = await Promise.all(Array.from({ length: LIMITS.callMediaTogglesPerMinute + 40 }, (_, i) => a.client.gql(MEDIA, { c: callId, s: sessionId, a: i % 2 === 0 })));
    expect(media.filter((r) => r.data?.setCallMedia)).toHaveLength(LIMITS.callMediaTogglesPerMinute);
    expect(media.filter((r) => codeOf(r) === 'RATE_LIMITED')).toHaveLength(40);
  });
});

describe('calls: lifecycle', () => {
  it('start rings the squad, join, media, leave; the last one out ends it; who never joined gets a missed call', async () => {
    const { owner: a, members: [b, c], topicId } = await squad(2);
    const bTab = ws(b);
    const rings = collectEvents<{ kind: string; call: { id: string }; caller: { id: string } }>(bTab, 'subscription { incomingCalls { kind call { id } caller { id } } }');
    const watch = ws(c);
    const events = collectEvents<{ kind: string; leftReason: string | null; participant: { user: { id: string } } | null; call: { running: boolean } | null }>(
      watch,
      `subscription { callEvents(topicId: "${topicId}") { kind leftReason participant { user { id } } call { running } } }`,
    );
    await Promise.all([settle(bTab), settle(watch)]);
    expect((await a.client.gql(ACTIVE, { t: topicId })).data.activeCall).toBeNull();

    const { callId, sessionId: sa, join: started } = await start(a, topicId);
    expect(started.call.viewerIsStarter).toBe(true);
    expect(started.call.participants.map((p: { user: { id: string } }) => p.user.id)).toEqual([a.id]);
    await expect.poll(() => rings.events, { timeout: 5000 }).toEqual([{ kind: 'RING', call: { id: callId }, caller: { id: a.id } }]);
    const active = (await b.client.gql(ACTIVE, { t: topicId })).data.activeCall;
    expect(active).toMatchObject({ id: callId, running: true, viewerIsStarter: false });

    const sb = await join(b, callId);
    // joining closes B's popup in every tab
    await expect.poll(() => rings.events.map((e) => e.kind), { timeout: 5000 }).toEqual(['RING', 'CANCEL']);
    const m = await b.client.gql(MEDIA, { c: callId, s: sb, a: false, h: true });
    expect(m.data.setCallMedia).toEqual({ sessionId: sb, audio: false, hand: true, video: true });

    expect(await b.client.gql(LEAVE, { c: callId, s: sb })).toMatchObject({ data: { leaveCall: true } });
    expect((await a.client.gql(ACTIVE, { t: topicId })).data.activeCall.participants).toHaveLength(1);
    expect(await a.client.gql(LEAVE, { c: callId, s: sa })).toMatchObject({ data: { leaveCall: true } });
    expect((await a.client.gql(ACTIVE, { t: topicId })).data.activeCall).toBeNull();

    await expect.poll(() => events.events.map((e) => e.kind), { timeout: 5000 }).toEqual(['STARTED', 'JOINED', 'JOINED', 'MEDIA', 'LEFT', 'LEFT', 'ENDED']);
    expect(events.events[4]).toMatchObject({ leftReason: 'left', participant: { user: { id: b.id } } });
    expect(events.events[6].call).toMatchObject({ running: false });
    // C never joined: missed call; B joined: none; A started it: none
    expect(await missedCalls(c)).toEqual([{ type: 'MISSEDCALL', text: `${a.username} called you: Calls (missed call)` }]);
    expect(await missedCalls(b)).toEqual([]);
    expect(await missedCalls(a)).toEqual([]);
  });

  it('two members pressing Start Call at the same instant end up in one call', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const [ra, rb] = await Promise.all([start(a, topicId), start(b, topicId)]);
    expect(ra.callId).toBe(rb.callId);
    const active = (await a.client.gql(ACTIVE, { t: topicId })).data.activeCall;
    expect(active.participants.map((p: { user: { id: string } }) => p.user.id).sort()).toEqual([a.id, b.id].sort());
    const [{ n }] = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from calls where topic_id = ?', [Number(topicId)]);
    expect(n).toBe(1);
  });

  it('the cap counts people and holds under concurrent joins; a new tab of someone in the call replaces their session', async () => {
    const { owner: a, members, topicId } = await squad(4);
    const sixth = await registerUser(t);
    await forceIntoSquad(topicId, sixth);
    members.push(sixth);
    const { callId, sessionId: sa1 } = await start(a, topicId);
    const results = await Promise.all(members.map((m) => m.client.gql(JOIN, { c: callId, s: randomUUID() })));
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(1);
    expect(codeOf(refused[0])).toBe('CALL_FULL');
    // the starter's second tab: still five people, the first tab's session replaced
    const watch = ws(a);
    const events = collectEvents<{ kind: string; leftReason: string | null; participant: { sessionId: string } }>(watch, `subscription { callEvents(topicId: "${topicId}") { kind leftReason participant { sessionId } } }`);
    await settle(watch);
    const sa2 = await join(a, callId);
    const active = (await a.client.gql(ACTIVE, { t: topicId })).data.activeCall;
    expect(active.participants).toHaveLength(5);
    expect(active.participants.filter((p: { user: { id: string } }) => p.user.id === a.id).map((p: { sessionId: string }) => p.sessionId)).toEqual([sa2]);
    await expect.poll(() => events.events[0], { timeout: 5000 }).toEqual({ kind: 'LEFT', leftReason: 'replaced', participant: { sessionId: sa1 } });
    // the replaced session is gone for good
    expect(codeOf(await a.client.gql(LEAVE, { c: callId, s: sa1 }))).toBe('CALL_SESSION_UNKNOWN');
    expect(codeOf(await a.client.gql(JOIN, { c: callId, s: sa1 }))).toBe('CALL_SESSION_UNKNOWN');
    // the refused person still cannot get in
    const out = members[results.findIndex((r) => r.errors)];
    expect(codeOf(await out.client.gql(JOIN, { c: callId, s: randomUUID() }))).toBe('CALL_FULL');
  });

  it('Stop Call: the starter only; it ends the call for everyone; an ended call refuses everything', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    expect(codeOf(await b.client.gql(STOP, { c: callId }))).toBe('NOT_CALL_STARTER');
    expect((await a.client.gql(STOP, { c: callId })).data.stopCall).toBe(true);
    expect((await a.client.gql(ACTIVE, { t: topicId })).data.activeCall).toBeNull();
    const ended = [
      await b.client.gql(JOIN, { c: callId, s: randomUUID() }),
      await b.client.gql(LEAVE, { c: callId, s: sb }),
      await a.client.gql(STOP, { c: callId }),
      await b.client.gql(MEDIA, { c: callId, s: sb, a: true }),
      await a.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: 1, p: '{}' }),
      await a.client.gql(CHAT, { c: callId, x: 'hi', k: 'k1' }),
      await a.client.gql(ICE, { c: callId }),
    ];
    expect(ended.map(codeOf)).toEqual(Array(ended.length).fill('CALL_ENDED'));
    // a new call may start now
    expect((await start(b, topicId)).callId).not.toBe(callId);
  });
});

describe('calls: refusals', () => {
  it('non-members, foreign sessions, bad input', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const stranger = await registerUser(t);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    // no signal streams here: keep the short grace from removing the sessions on a slow machine
    await attached(sa, sb);
    const s = randomUUID();
    const asStranger = [
      await stranger.client.gql(START, { t: topicId, s }),
      await stranger.client.gql(JOIN, { c: callId, s }),
      await stranger.client.gql(LEAVE, { c: callId, s: sa }),
      await stranger.client.gql(STOP, { c: callId }),
      await stranger.client.gql(DECLINE, { c: callId }),
      await stranger.client.gql(MEDIA, { c: callId, s: sa, a: true }),
      await stranger.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: 1, p: '{}' }),
      await stranger.client.gql(CHAT, { c: callId, x: 'hi', k: 'k1' }),
      await stranger.client.gql(CHATS, { c: callId }),
      await stranger.client.gql(ACTIVE, { t: topicId }),
      await stranger.client.gql(ICE, { c: callId }),
      await stranger.client.gql('query($c: ID!) { call(id: $c) { id } }', { c: callId }),
    ];
    expect(asStranger.map(codeOf)).toEqual(Array(asStranger.length).fill('FORBIDDEN'));
    expect(codeOf(await t.client().gql(ACTIVE, { t: topicId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await a.client.gql(JOIN, { c: '999999', s }))).toBe('NOT_FOUND');
    // B acting with A's session
    expect(codeOf(await b.client.gql(LEAVE, { c: callId, s: sa }))).toBe('CALL_SESSION_UNKNOWN');
    expect(codeOf(await b.client.gql(MEDIA, { c: callId, s: sa, a: false }))).toBe('CALL_SESSION_UNKNOWN');
    expect(codeOf(await b.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: 1, p: '{}' }))).toBe('CALL_SESSION_UNKNOWN');
    expect(codeOf(await b.client.gql(SIGNAL, { c: callId, f: sb, to: randomUUID(), q: 1, p: '{}' }))).toBe('CALL_SESSION_UNKNOWN');
    // input
    expect(codeOf(await a.client.gql(START, { t: topicId, s: 'not-a-uuid' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await a.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: 0, p: '{}' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await a.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: 1, p: 'x'.repeat(16 * 1024 + 1) }))).toBe('BAD_USER_INPUT');
    expect((await a.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: 1, p: 'x'.repeat(16 * 1024) })).data.sendCallSignal).toBe(true);
    expect(codeOf(await a.client.gql(CHAT, { c: callId, x: '   ', k: 'k1' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await a.client.gql(CHAT, { c: callId, x: 'hi', k: 'bad id!' }))).toBe('BAD_USER_INPUT');
    // subscriptions: a stranger's and a foreign session's refused
    const sTab = ws(stranger);
    expect(JSON.stringify(await firstAnswer(sTab, `subscription { callEvents(topicId: "${topicId}") { kind } }`))).toContain('FORBIDDEN');
    expect(JSON.stringify(await firstAnswer(sTab, `subscription { callSignals(callId: "${callId}", sessionId: "${sa}") { seq } }`))).toContain('FORBIDDEN');
    const bTab = ws(b);
    expect(JSON.stringify(await firstAnswer(bTab, `subscription { callSignals(callId: "${callId}", sessionId: "${sa}") { seq } }`))).toContain('CALL_SESSION_UNKNOWN');
  });

  it('sendCallSignal is rate-limited per session', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    await attached(sa, sb);
    let limited = 0;
    for (let i = 1; i <= 800 && !limited; i += 25) {
      const batch = await Promise.all(Array.from({ length: 25 }, (_, k) => a.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: i + k, p: '{}' })));
      limited += batch.filter((r) => codeOf(r) === 'RATE_LIMITED').length;
    }
    expect(limited).toBeGreaterThan(0);
  });
});

describe('calls: signalling', () => {
  it('a signal reaches only the addressed session, in order; a departed session stops receiving', async () => {
    const { owner: a, members: [b, c], topicId } = await squad(2);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    const sc = await join(c, callId);
    const bTab = ws(b);
    const cTab = ws(c);
    type Sig = { seq: number; payload: string; fromSessionId: string; fromUserId: string; toSessionId: string };
    const q = (s: string) => `subscription { callSignals(callId: "${callId}", sessionId: "${s}") { seq payload fromSessionId fromUserId toSessionId } }`;
    const toB = collectEvents<Sig>(bTab, q(sb));
    const toC = collectEvents<Sig>(cTab, q(sc));
    // each stream says first that it is open: seq 0, from the session to itself
    await expect.poll(() => [toB.events.length, toC.events.length], { timeout: 5000 }).toEqual([1, 1]);
    expect(toB.events[0]).toEqual({ seq: 0, payload: '', fromSessionId: sb, fromUserId: b.id, toSessionId: sb });
    // sent without waiting for each other: order is the receiver's to keep
    await Promise.all(Array.from({ length: 8 }, (_, i) => a.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: i + 1, p: JSON.stringify({ n: i + 1 }) })));
    await expect.poll(() => toB.events.length, { timeout: 5000 }).toBe(9);
    expect(toB.events.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(toB.events[1]).toEqual({ seq: 1, payload: '{"n":1}', fromSessionId: sa, fromUserId: a.id, toSessionId: sb });
    expect(toC.events.map((e) => e.seq)).toEqual([0]);
    // B leaves: signals to its session are refused and its stream ends
    await b.client.gql(LEAVE, { c: callId, s: sb });
    expect(codeOf(await a.client.gql(SIGNAL, { c: callId, f: sa, to: sb, q: 9, p: '{}' }))).toBe('CALL_SESSION_UNKNOWN');
  });

  it('a signal sent over the socket (decision 098) is delivered; one the HTTP path refuses is refused there too', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const stranger = await registerUser(t);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    const toB = collectEvents<{ seq: number; payload: string }>(ws(b), `subscription { callSignals(callId: "${callId}", sessionId: "${sb}") { seq payload } }`);
    await expect.poll(() => toB.events.length, { timeout: 5000 }).toBe(1);
    const aTab = ws(a);
    expect(await firstAnswer(aTab, SIGNAL, { c: callId, f: sa, to: sb, q: 1, p: '{"n":1}' })).toEqual({ data: { sendCallSignal: true } });
    await expect.poll(() => toB.events.length, { timeout: 5000 }).toBe(2);
    expect(toB.events[1]).toEqual({ seq: 1, payload: '{"n":1}' });
    // a stranger, a foreign session, a payload over the bound: refused as over HTTP, nothing delivered
    expect(JSON.stringify(await firstAnswer(ws(stranger), SIGNAL, { c: callId, f: sa, to: sb, q: 2, p: '{}' }))).toContain('FORBIDDEN');
    expect(JSON.stringify(await firstAnswer(ws(b), SIGNAL, { c: callId, f: sa, to: sb, q: 2, p: '{}' }))).toContain('CALL_SESSION_UNKNOWN');
    expect(JSON.stringify(await firstAnswer(aTab, SIGNAL, { c: callId, f: sa, to: sb, q: 2, p: 'x'.repeat(16 * 1024 + 1) }))).toContain('BAD_USER_INPUT');
    await sleep(200);
    expect(toB.events.map((e) => e.seq)).toEqual([0, 1]);
  });

  it('a session whose signal stream closes and does not come back within the grace leaves (disconnected); the call ends when empty', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    const q = (s: string) => `subscription { callSignals(callId: "${callId}", sessionId: "${s}") { seq } }`;
    const aTab = ws(a);
    collectEvents(aTab, q(sa));
    await settle(aTab, 200);
    // B reconnects within the grace: still in
    const b1 = openSocket(t, { token: b.token });
    collectEvents(b1, q(sb));
    await settle(b1, 100);
    await b1.dispose();
    await sleep(GRACE_MS / 3);
    const b2 = ws(b);
    collectEvents(b2, q(sb));
    await settle(b2, 100);
    await sleep(GRACE_MS + 1200);
    expect((await a.client.gql(ACTIVE, { t: topicId })).data.activeCall.participants).toHaveLength(2);
    // B's tab closes for good: gone after the grace
    const watch = ws(a);
    const events = collectEvents<{ kind: string; leftReason: string | null }>(watch, `subscription { callEvents(topicId: "${topicId}") { kind leftReason } }`);
    await settle(watch);
    await b2.dispose();
    await expect.poll(() => events.events, { timeout: GRACE_MS + 5000, interval: 100 }).toEqual([{ kind: 'LEFT', leftReason: 'disconnected' }]);
    // A's tab closes too: the call ends by itself
    await aTab.dispose();
    await expect.poll(async () => (await a.client.gql(ACTIVE, { t: topicId })).data.activeCall, { timeout: GRACE_MS + 5000, interval: 200 }).toBeNull();
  });

  it('sessions attached through a process that stopped heartbeating (crashed) are swept out', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const { callId, sessionId: sa } = await start(a, topicId);
    const sb = await join(b, callId);
    await attached(sa, sb);
    const db = t.orm.em.fork().getConnection();
    // A's stream was on a process that died two minutes ago; B's process is alive
    await db.execute("update call_participants set seen_at = now() - interval '2 minutes' where session_id = ?", [sa]);
    await db.execute('update call_participants set seen_at = now() where session_id = ?', [sb]);
    expect(await callsOf(t.app.deps).sweep()).toBe(1);
    const active = (await b.client.gql(ACTIVE, { t: topicId })).data.activeCall;
    expect(active.participants.map((p: { sessionId: string }) => p.sessionId)).toEqual([sb]);
    const [row] = await db.execute('select left_reason from call_participants where session_id = ?', [sa]);
    expect(row.left_reason).toBe('disconnected');
  });

  it('a signal stream whose start fails after it began listening (the attach write fails) leaves no subscriber behind', async () => {
    const { owner: a, topicId } = await squad(1);
    const { callId, sessionId: sa } = await start(a, topicId);
    const calls = callsOf(t.app.deps);
    const attach = vi.spyOn(calls, 'attach').mockRejectedValueOnce(new Error('database gone'));
    try {
      const answer = JSON.stringify(await firstAnswer(ws(a), `subscription { callSignals(callId: "${callId}", sessionId: "${sa}") { seq } }`));
      expect(answer).toContain('errors');
      expect(attach).toHaveBeenCalledTimes(1);
      expect(t.app.deps.pubsub.subscribers(`CALL_SIGNAL:${sa}`)).toBe(0);
    } finally {
      attach.mockRestore();
    }
  });

  it('a session that never opens its signal stream is gone after the grace', async () => {
    const { owner: a, topicId } = await squad(0);
    await start(a, topicId);
    await expect.poll(async () => (await a.client.gql(ACTIVE, { t: topicId })).data.activeCall, { timeout: GRACE_MS + 5000, interval: 200 }).toBeNull();
  });
});

describe('calls: ringing', () => {
  it('decline closes the popup in every tab; a member in another call is busy: the caller hears it, they get no popup', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const t1 = ws(b);
    const t2 = ws(b);
    const r1 = collectEvents<{ kind: string }>(t1, 'subscription { incomingCalls { kind } }');
    const r2 = collectEvents<{ kind: string }>(t2, 'subscription { incomingCalls { kind } }');
    await Promise.all([settle(t1), settle(t2)]);
    const { callId } = await start(a, topicId);
    await expect.poll(() => [r1.events, r2.events], { timeout: 5000 }).toEqual([[{ kind: 'RING' }], [{ kind: 'RING' }]]);
    expect((await b.client.gql(DECLINE, { c: callId })).data.declineCall).toBe(true);
    await expect.poll(() => [r1.events, r2.events], { timeout: 5000 }).toEqual([[{ kind: 'RING' }, { kind: 'CANCEL' }], [{ kind: 'RING' }, { kind: 'CANCEL' }]]);

    // B is in a call of another topic; C starts a call in a topic B is in
    const other = await squad(1);
    const bOther = other.members[0];
    const { callId: busyCall } = await start(other.owner, other.topicId);
    const bSess = await join(bOther, busyCall);
    await attached(bSess);
    const cOwner = await registerUser(t);
    const topic2 = await createTopic(cOwner, { topic: 'Second' });
    await joinSquad(cOwner, bOther, topic2);
    const bTab = ws(bOther);
    const cTab = ws(cOwner);
    const bRings = collectEvents<{ kind: string }>(bTab, 'subscription { incomingCalls { kind } }');
    const cRings = collectEvents<{ kind: string; busyUser: { id: string } | null; caller: { id: string } }>(cTab, 'subscription { incomingCalls { kind busyUser { id } caller { id } } }');
    await Promise.all([settle(bTab), settle(cTab)]);
    await start(cOwner, topic2);
    await expect.poll(() => cRings.events, { timeout: 5000 }).toEqual([{ kind: 'BUSY', busyUser: { id: bOther.id }, caller: { id: cOwner.id } }]);
    await sleep(200);
    expect(bRings.events).toEqual([]);
    expect(bSess).toBeTruthy();
  });
});

describe('calls: chat, ICE, reads', () => {
  it('in-call chat: people in the call write, once per clientId; the squad hears CHAT; read oldest first after an id', async () => {
    const { owner: a, members: [b, c], topicId } = await squad(2);
    const { callId } = await start(a, topicId);
    await join(b, callId);
    const watch = ws(c);
    const events = collectEvents<{ kind: string; message: { text: string } }>(watch, `subscription { callEvents(topicId: "${topicId}") { kind message { text } } }`);
    await settle(watch);
    const [m1, again] = await Promise.all([a.client.gql(CHAT, { c: callId, x: ' <b>hi</b> ', k: 'm-1' }), a.client.gql(CHAT, { c: callId, x: ' <b>hi</b> ', k: 'm-1' })]);
    expect(m1.data.sendCallChatMessage).toEqual(again.data.sendCallChatMessage);
    expect(m1.data.sendCallChatMessage).toMatchObject({ text: '<b>hi</b>', clientId: 'm-1', author: { id: a.id } });
    const m2 = (await b.client.gql(CHAT, { c: callId, x: 'second', k: 'm-1' })).data.sendCallChatMessage;
    // C is in the squad but not in the call
    expect(codeOf(await c.client.gql(CHAT, { c: callId, x: 'x', k: 'c-1' }))).toBe('FORBIDDEN');
    expect((await c.client.gql(CHATS, { c: callId })).data.callChatMessages.map((m: { text: string }) => m.text)).toEqual(['<b>hi</b>', 'second']);
    expect((await c.client.gql(CHATS, { c: callId, a: m1.data.sendCallChatMessage.id })).data.callChatMessages).toEqual([{ id: m2.id, text: 'second' }]);
    await expect.poll(() => events.events, { timeout: 5000 }).toEqual([
      { kind: 'CHAT', message: { text: '<b>hi</b>' } },
      { kind: 'CHAT', message: { text: 'second' } },
    ]);
  });

  it('TURN credentials: coturn REST scheme, valid HMAC, expiring; only for people in the running call', async () => {
    const { owner: a, members: [b], topicId } = await squad(1);
    const before = Math.floor(Date.now() / 1000);
    const { callId, join: j } = await start(a, topicId);
    const turn = j.iceServers.find((s: { urls: string[] }) => s.urls[0].startsWith('turn:'));
    expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp']);
    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(a.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
    expect(Number(expiry)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    expect(new Date(j.iceExpiresAt).getTime()).toBe(Number(expiry) * 1000);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));
    expect(j.iceServers.find((s: { urls: string[] }) => s.urls[0].startsWith('stun:'))).toMatchObject({ username: null, credential: null });
    // a member not in the call gets none
    expect(codeOf(await b.client.gql(ICE, { c: callId }))).toBe('FORBIDDEN');
    const fresh = (await a.client.gql(ICE, { c: callId })).data.callIceServers;
    expect(fresh.iceServers.find((s: { urls: string[] }) => s.urls[0].startsWith('turn:')).credential).toBe(createHmac('sha1', TURN_SECRET).update(fresh.iceServers[1].username).digest('base64'));
  });

  it('activeCall reads a constant number of statements whatever the number of people in the call', async () => {
    const small = await squad(1);
    const big = await squad(4);
    const s1 = await start(small.owner, small.topicId);
    const sessions = [s1.sessionId, await join(small.members[0], s1.callId)];
    const s2 = await start(big.owner, big.topicId);
    sessions.push(s2.sessionId);
    for (const m of big.members) sessions.push(await join(m, s2.callId));
    await attached(...sessions);
    // the grace checks scheduled at join run (and find nothing to do) before counting
    await sleep(GRACE_MS + 1500);
    const q = `query($t: ID!) { activeCall(topicId: $t) { ${CALL} topic { id } } }`;
    // the fewest of three reads: a background statement of this process (the streams' heartbeat, a
    // late grace check on a loaded machine) can fall inside one count, never inside all three
    const fewest = async (topicId: string, client: typeof small.owner.client) => {
      let best: { result: Awaited<ReturnType<typeof client.gql>>; statements: string[] } | null = null;
      for (let i = 0; i < 3; i++) {
        const r = await t.countSql(() => client.gql(q, { t: topicId }));
        if (!best || r.statements.length < best.statements.length) best = r;
      }
      return best!;
    };
    const one = await fewest(small.topicId, small.owner.client);
    const five = await fewest(big.topicId, big.owner.client);
    expect((five.result.data as { activeCall: { participants: unknown[] } }).activeCall.participants).toHaveLength(5);
    expect(five.statements.length).toBe(one.statements.length);
    expect(five.statements.length).toBeLessThanOrEqual(6);
  });
});
