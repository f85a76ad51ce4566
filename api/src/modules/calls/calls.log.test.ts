import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { LIMITS } from '@poolmates/schema';
import { describe, expect, it } from 'vitest';
import { registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { type TestApp } from '../../../test/harness.js';
import { appWithSockets, collectEvents, firstAnswer, settle, sleep } from '../../../test/ws.js';
import { appendEvent, streamHead, topicStream, userStream, type StreamName } from '../../platform/events.js';

/**
 * Decision 068: callEvents reads the squad stream's `call.*` events and incomingCalls the person
 * stream's `call.ring|cancel|busy`, both resumable by `after` (missed first, then live; RESET past
 * the bound; a cursor never sent is refused); a removed member's call stream ends at the removal.
 */
let t: TestApp;
const sockets = appWithSockets({ CALL_DISCONNECT_GRACE_MS: '60000' }, (app) => (t = app));
const ws = (u: TestUser): Client => sockets.ws(u.token);

const START = 'mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { call { id } } }';
const JOIN = 'mutation($c: ID!, $s: ID!) { joinCall(callId: $c, sessionId: $s) { sessionId } }';
const MEDIA = 'mutation($c: ID!, $s: ID!) { setCallMedia(callId: $c, sessionId: $s, hand: true) { hand } }';
const DECLINE = 'mutation($c: ID!) { declineCall(callId: $c) }';
const STOP = 'mutation($c: ID!) { stopCall(callId: $c) }';
const REMOVE = 'mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }';
const EVENTS = 'subscription($t: ID!, $a: ID) { callEvents(topicId: $t, after: $a) { id kind callId user { id } participant { sessionId } } }';
const INCOMING = 'subscription($a: ID) { incomingCalls(after: $a) { id kind call { id } caller { id } } }';
type Ev = { id: string; kind: string; callId: string | null; user: { id: string } | null; participant: { sessionId: string } | null };
type In = { id: string; kind: string; call: { id: string } | null; caller: { id: string } | null };

async function gql(u: TestUser, query: string, variables: Record<string, unknown>) {
  const r = await u.client.gql(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}
const start = async (u: TestUser, topicId: string) => {
  const s = randomUUID();
  return { callId: (await gql(u, START, { t: topicId, s })).startCall.call.id as string, sessionId: s };
};
const head = async (stream: StreamName) => String(await streamHead(t.orm.em.fork(), stream));
const errorOf = (answer: unknown): [string | undefined, string | undefined] => {
  const list = (Array.isArray(answer) ? answer : ((answer as { errors?: unknown[] }).errors ?? [])) as { message: string; extensions?: { code?: string } }[];
  return [list[0]?.extensions?.code, list[0]?.message];
};

describe('callEvents on the squad stream', () => {
  it('a call tab that reconnects with the last id it saw gets the call events it missed first, then live; MEDIA live only', async () => {
    const { owner, members, topicId } = await squadOf(t, 1, { topic: 'Resume calls', squadSize: 5 });
    const [b] = members;
    const seen = await head(topicStream(Number(topicId)));
    // the socket is down: the call starts, b joins, a media toggle (not stored)
    const { callId, sessionId } = await start(owner, topicId);
    const sb = randomUUID();
    await gql(b, JOIN, { c: callId, s: sb });
    await gql(owner, MEDIA, { c: callId, s: sessionId });
    const s = ws(owner);
    const { events } = collectEvents<Ev>(s, EVENTS, { t: topicId, a: seen });
    await expect.poll(() => events.length).toBe(3);
    expect(events.map((e) => [e.kind, e.participant?.sessionId ?? null])).toEqual([
      ['STARTED', null],
      ['JOINED', sessionId],
      ['JOINED', sb],
    ]);
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([Number(seen) + 1, Number(seen) + 2, Number(seen) + 3]);
    // live: MEDIA (id 0, live only), then a stored event continues the numbers
    await settle(s);
    await gql(b, MEDIA, { c: callId, s: sb });
    await gql(owner, STOP, { c: callId });
    await expect.poll(() => events.map((e) => e.kind)).toEqual(['STARTED', 'JOINED', 'JOINED', 'MEDIA', 'LEFT', 'LEFT', 'ENDED']);
    expect(events[3]).toMatchObject({ id: '0', callId, participant: { sessionId: sb } });
    expect(events.slice(4).map((e) => Number(e.id))).toEqual([ids[2] + 1, ids[2] + 2, ids[2] + 3]);
  });

  it('past the bound: RESET then live; other squad events are not call events', async () => {
    const { owner, topicId } = await squadOf(t, 1, { topic: 'Reset calls', squadSize: 5 });
    const seen = await head(topicStream(Number(topicId)));
    await t.orm.em.fork().transactional(async (em) => {
      for (let i = 0; i <= LIMITS.postEventsCatchUpMax; i++) await appendEvent(em, topicStream(Number(topicId)), 'resource.added', Number(owner.id), { resourceId: i + 1 });
    });
    const s = ws(owner);
    const { events } = collectEvents<Ev>(s, EVENTS, { t: topicId, a: seen });
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ kind: 'RESET', callId: null, id: await head(topicStream(Number(topicId))) });
    await settle(s);
    await start(owner, topicId);
    await expect.poll(() => events.map((e) => e.kind)).toEqual(['RESET', 'STARTED', 'JOINED']);
  });

  it("refuses precisely: outsiders, another squad's cursor ahead of this stream, the future, garbage", async () => {
    const { owner, topicId } = await squadOf(t, 1, { topic: 'Refuse calls', squadSize: 5 });
    const other = await squadOf(t, 1, { topic: 'Busy squad', squadSize: 5 });
    await start(other.owner, other.topicId);
    await start(other.owner, other.topicId); // a busy stream: its head is ahead of this one
    const outsider = await registerUser(t);
    const mine = Number(await head(topicStream(Number(topicId))));
    const foreign = Number(await head(topicStream(Number(other.topicId))));
    expect(foreign).toBeGreaterThan(mine);
    expect(errorOf(await firstAnswer(ws(outsider), EVENTS, { t: topicId }))[0]).toBe('FORBIDDEN');
    expect(errorOf(await firstAnswer(ws(owner), EVENTS, { t: other.topicId }))[0]).toBe('FORBIDDEN');
    expect(errorOf(await firstAnswer(ws(owner), EVENTS, { t: topicId, a: String(foreign) }))).toEqual(['BAD_USER_INPUT', expect.stringContaining('ahead of the stream')]);
    expect(errorOf(await firstAnswer(ws(owner), EVENTS, { t: topicId, a: String(mine + 1000) }))).toEqual(['BAD_USER_INPUT', expect.stringContaining('ahead of the stream')]);
    expect(errorOf(await firstAnswer(ws(owner), EVENTS, { t: topicId, a: 'x1' }))[0]).toBe('BAD_USER_INPUT');
  });

  it("a removed member's call stream ends at the removal: no call event after it, live or caught up", async () => {
    const { owner, members, topicId } = await squadOf(t, 2, { topic: 'Removal calls', squadSize: 5 });
    const [b] = members;
    const s = ws(b);
    let completed = false;
    const events: Ev[] = [];
    s.subscribe({ query: EVENTS, variables: { t: topicId } }, { next: (v) => events.push((v.data as { callEvents: Ev }).callEvents), error: () => {}, complete: () => (completed = true) });
    await settle(s);
    const before = await head(topicStream(Number(topicId)));
    await gql(owner, REMOVE, { t: topicId, u: b.id });
    await expect.poll(() => completed).toBe(true);
    const { callId, sessionId } = await start(owner, topicId);
    await gql(owner, MEDIA, { c: callId, s: sessionId });
    await sleep(200);
    expect(events).toEqual([]);
    // resuming from before the removal is refused: they are no longer in the squad
    expect(errorOf(await firstAnswer(s, EVENTS, { t: topicId, a: before }))[0]).toBe('FORBIDDEN');
  });
});

describe('incomingCalls on the person stream', () => {
  it('a popup that reconnects gets the ring it missed, then its cancel, then live; chat and notifications are skipped', async () => {
    const { owner, members, topicId } = await squadOf(t, 1, { topic: 'Resume rings', squadSize: 5 });
    const [b] = members;
    const seen = (await gql(b, '{ incomingCallEventId }', {})).incomingCallEventId as string;
    expect(seen).toBe(await head(userStream(Number(b.id))));
    const { callId } = await start(owner, topicId);
    await gql(b, DECLINE, { c: callId });
    const s = ws(b);
    const { events } = collectEvents<In>(s, INCOMING, { a: seen });
    await expect.poll(() => events.length).toBe(2);
    expect(events.map((e) => [e.kind, e.call?.id, e.caller?.id])).toEqual([
      ['RING', callId, owner.id],
      ['CANCEL', callId, owner.id],
    ]);
    expect(Number(events[1].id)).toBeGreaterThan(Number(events[0].id));
    await settle(s);
    // the end closes every popup of who did not join (again: harmless) and writes b's MISSEDCALL (skipped here)
    await gql(owner, STOP, { c: callId });
    const next = await start(owner, topicId);
    await expect.poll(() => events.map((e) => e.kind)).toEqual(['RING', 'CANCEL', 'CANCEL', 'RING']);
    expect(events[3].call?.id).toBe(next.callId);
    expect(new Set(events.map((e) => e.id)).size).toBe(4);
  });

  it('past the bound: RESET; a cursor ahead (another person\'s, the future) or garbage is refused; a removed member is rung no more', async () => {
    const { owner, members, topicId } = await squadOf(t, 1, { topic: 'Refuse rings', squadSize: 5 });
    const [b] = members;
    const seen = await head(userStream(Number(b.id)));
    await t.orm.em.fork().transactional(async (em) => {
      for (let i = 0; i <= LIMITS.notificationCatchUpMax; i++) await appendEvent(em, userStream(Number(b.id)), 'chat.read', Number(b.id), { conversationId: 1, messageId: i + 1 });
    });
    const s = ws(b);
    const { events } = collectEvents<In>(s, INCOMING, { a: seen });
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ kind: 'RESET', call: null, caller: null });
    await settle(s);

    const ownerHead = Number(await head(userStream(Number(owner.id))));
    expect(ownerHead).toBeLessThan(Number(events[0].id)); // b's cursor is ahead of the owner's stream
    expect(errorOf(await firstAnswer(ws(owner), INCOMING, { a: events[0].id }))[0]).toBe('BAD_USER_INPUT');
    expect(errorOf(await firstAnswer(ws(b), INCOMING, { a: String(Number(events[0].id) + 50) }))).toEqual(['BAD_USER_INPUT', expect.stringContaining('ahead of the stream')]);
    expect(errorOf(await firstAnswer(ws(b), INCOMING, { a: 'garbage' }))[0]).toBe('BAD_USER_INPUT');

    await gql(owner, REMOVE, { t: topicId, u: b.id });
    const { callId } = await start(owner, topicId);
    await gql(owner, STOP, { c: callId });
    await sleep(200);
    expect(events.map((e) => e.kind)).toEqual(['RESET']);
  });
});
