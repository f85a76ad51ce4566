import { LIMITS } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, registerUser, requestToJoin, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle, sleep } from '../../../test/ws.js';

/**
 * The bell on the event log (decision 064): notifications and their reads are events of the
 * person stream `user:<id>`, written in the transaction of the notification; `notificationEvents
 * (after:)` sends the missed ones first, then the live ones; RESET past the bound.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const EVENTS = 'subscription($a: ID) { notificationEvents(after: $a) { id kind readIds unreadCount notification { id type text read } } }';
const HEAD = '{ lastNotificationEventId }';
const LIST = '{ notifications(first: 50) { edges { node { id type read } } } }';
type Ev = { id: string; kind: string; readIds: string[]; unreadCount: number; notification: { id: string; type: string; text: string; read: boolean } | null };
const BELL = '{ notificationBell { unreadCount lastEventId } }';
const sql = (q: string, p: unknown[] = []) => t.orm.em.getConnection().execute(q, p);
const head = async (u: TestUser): Promise<string> => (await u.client.gql(HEAD)).data.lastNotificationEventId;

describe('notificationEvents: the bell catches up after a dropped socket', () => {
  it('stores each notification with its event in one transaction, and sends the missed ones after the cursor, in order, then live', async () => {
    const owner = await registerUser(t);
    const asker = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Catch-up bell' });
    const seen = await head(owner);
    // the socket is down: a request, a comment, and the request read elsewhere
    const requestId = await requestToJoin(asker, topicId);
    const commentId = await addComment(writer, topicId, '<p>while you were away</p>');
    expect((await owner.client.gql('mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId })).errors).toBeUndefined();
    // every notification row has its event (same transaction), and nothing else of the owner's stream is a notification
    const rows = (await sql(`select kind, data from events where stream = ? and kind like 'notification.%' order by seq`, [`user:${owner.id}`])) as { kind: string; data: { notificationId?: number } }[];
    const stored = (await owner.client.gql(LIST)).data.notifications.edges.map((e: { node: { id: string } }) => e.node.id).toReversed();
    expect(rows.map((r) => r.kind)).toEqual(['notification.added', 'notification.added', 'notification.read']);
    expect(rows.slice(0, 2).map((r) => String(r.data.notificationId))).toEqual(stored);

    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { a: seen });
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(3);
      expect(events.map((e) => [e.kind, e.notification?.type ?? null])).toEqual([
        ['ADDED', 'REQUEST'],
        ['ADDED', 'COMMENTED'],
        ['READ', null],
      ]);
      expect(events.map((e) => Number(e.id))).toEqual([1, 2, 3].map((i) => Number(seen) + i));
      expect(events[2].readIds).toEqual([stored[0]]);
      // each says the count as delivered: the comment is the one unread left
      expect(events.map((e) => e.unreadCount)).toEqual([1, 1, 1]);
      expect(commentId).toBeTruthy();
      // then live, once
      await addComment(writer, topicId, '<p>live now</p>');
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(4);
      expect(events[3]).toMatchObject({ id: String(Number(seen) + 4), kind: 'ADDED', unreadCount: 2, notification: { type: 'COMMENTED', read: false } });
      await sleep(200);
      expect(events).toHaveLength(4);
    } finally {
      await s.dispose();
    }
  });

  it('more missed than the bound: one RESET with the head of the stream, then live', async () => {
    const owner = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Too much missed' });
    await addComment(writer, topicId, '<p>first</p>');
    const stream = `user:${owner.id}`;
    const n = LIMITS.notificationCatchUpMax + 1;
    await sql(
      `with s as (insert into event_streams as es (stream, last_seq) values (?, ?) on conflict (stream) do update set last_seq = es.last_seq + excluded.last_seq returning last_seq)
       insert into events (stream, seq, kind, actor_id, data, created_at) select ?, s.last_seq - ? + g, 'notification.read', null, '{"ids":""}'::jsonb, now() from s, generate_series(1, ?) g`,
      [stream, n, stream, n, n],
    );
    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { a: '0' });
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(1);
      expect(events[0]).toMatchObject({ kind: 'RESET', unreadCount: 1, notification: null, readIds: [] });
      expect(events[0].id).toBe(await head(owner));
      await addComment(writer, topicId, '<p>after the reset</p>');
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(2);
      expect(events[1]).toMatchObject({ id: String(Number(events[0].id) + 1), kind: 'ADDED', unreadCount: 2 });
    } finally {
      await s.dispose();
    }
  });

  it("is the viewer's own stream only: another person's cursor ahead of it, garbage and visitors are refused; their notifications never arrive", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Mine only' });
    const otherTopic = await createTopic(other, { topic: 'Theirs' });
    for (let i = 0; i < 3; i++) await addComment(writer, otherTopic, `<p>to the other ${i}</p>`);
    const theirs = await head(other);
    const mine = await head(owner);
    expect(Number(theirs)).toBeGreaterThan(Number(mine));
    for (const bad of [theirs, 'garbage', '-1']) {
      const sock = openSocket(t, { token: owner.token });
      const answer = JSON.stringify(await firstAnswer(sock, EVENTS, { a: bad }));
      expect([bad, answer.includes('BAD_USER_INPUT')]).toEqual([bad, true]);
      await sock.dispose();
    }
    const visitor = openSocket(t);
    expect(JSON.stringify(await firstAnswer(visitor, EVENTS, { a: '0' }))).toContain('UNAUTHENTICATED');
    await visitor.dispose();
    expect(codeOf(await t.client().gql(HEAD))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.client().gql(BELL))).toBe('UNAUTHENTICATED');

    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { a: mine });
      await settle(s);
      await addComment(writer, otherTopic, '<p>not for the owner</p>');
      await addComment(writer, topicId, '<p>for the owner</p>');
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(1);
      expect(events[0].notification?.text).toContain('for the owner');
      await sleep(200);
      expect(events).toHaveLength(1);
    } finally {
      await s.dispose();
    }
  });

  it("skips the person stream's chat events; a withdrawn request's notification reads as gone", async () => {
    const owner = await registerUser(t);
    const asker = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Withdrawn' });
    const seen = await head(owner);
    await asker.client.gql('mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id } }', { i: { toUserId: owner.id, clientId: 'c1', text: 'hi' } });
    const requestId = await requestToJoin(asker, topicId);
    await asker.client.gql('mutation($r: ID!) { cancelRequest(requestId: $r) { id } }', { r: requestId });
    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { a: seen });
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(2);
      expect(events.map((e) => [e.kind, e.notification, e.unreadCount])).toEqual([
        ['ADDED', null, 0],
        ['READ', null, 0],
      ]);
      expect(events[1].readIds).toHaveLength(1);
    } finally {
      await s.dispose();
    }
  });

  it('notificationBell: the count and the cursor from one snapshot — every notification is counted or after the cursor, never neither, while they arrive', async () => {
    const owner = await registerUser(t);
    const askers = await Promise.all(Array.from({ length: 8 }, () => registerUser(t)));
    const topics = await Promise.all(askers.map((_, i) => createTopic(owner, { topic: `Bell snapshot ${i}` })));
    // requests (each a notification for the owner, with its event) while the bell is read again and again
    const reads: { unreadCount: number; lastEventId: string }[] = [];
    const writing = { on: true };
    const reading = (async () => {
      while (writing.on) reads.push((await owner.client.gql(BELL)).data.notificationBell);
    })();
    await Promise.all(askers.map((a, i) => requestToJoin(a, topics[i])));
    writing.on = false;
    await reading;
    reads.push((await owner.client.gql(BELL)).data.notificationBell);
    expect(reads.length).toBeGreaterThan(2);
    const added = (await sql(`select seq from events where stream = ? and kind = 'notification.added' order by seq`, [`user:${owner.id}`])) as { seq: string }[];
    for (const r of reads) expect([r, added.filter((e) => Number(e.seq) <= Number(r.lastEventId)).length]).toEqual([r, r.unreadCount]);
    expect(reads.at(-1)).toEqual({ unreadCount: 8, lastEventId: String(added.at(-1)?.seq) });
    // another viewer's bell is their own
    expect((await askers[0].client.gql(BELL)).data.notificationBell.unreadCount).toBe(0);
  });
});
