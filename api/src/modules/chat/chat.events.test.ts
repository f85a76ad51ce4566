import { LIMITS } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle, sleep } from '../../../test/ws.js';
import { chatService } from './chat.service.js';
import { appendRaw, chatApp, cid, CLEAR, DEL, EVENTS, MARK, SEND, send, sql, TYPING, type Ev } from './chat.test-kit.js';

/** Chat's live events (decisions 036, 057): `chatEvents` with catch-up, on the person streams. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  chatApp.t = t;
});
afterAll(() => t?.stop());

describe('chatEvents', () => {
  it("delivers each event once, in order, to every tab of the recipient and the sender's other tabs; typing to the other person only", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const eve = await registerUser(t);
    const first = await send(a, b, 'before listening');
    const c = first.conversationId;
    const socks = [b, b, b, a, eve].map((u) => openSocket(t, { token: u.token }));
    try {
      const streams = socks.map((s) => collectEvents<Ev>(s, EVENTS).events);
      await Promise.all(socks.map((s) => settle(s)));
      const m1 = await send(a, b, 'one');
      const m2 = await send(a, b, 'two');
      await a.client.gql(TYPING, { c });
      const [b1, b2, b3, aTab, eveTab] = streams;
      // a typing event is not in the log: its unread total is read when it is delivered, so the
      // read mark waits for it (else the total it carries may already be the mark's 0)
      await expect.poll(() => Math.min(b1.length, b2.length, b3.length), { timeout: 8000 }).toBe(3);
      await b.client.gql(MARK, { c, u: m2.id });
      await a.client.gql(DEL, { id: m1.id });
      await expect.poll(() => Math.min(b1.length, b2.length, b3.length), { timeout: 8000 }).toBe(5);
      await expect.poll(() => aTab.length, { timeout: 8000 }).toBe(3);
      for (const s of [b1, b2, b3]) {
        expect(s.map((e) => e.kind)).toEqual(['MESSAGE', 'MESSAGE', 'TYPING', 'READ', 'DELETED']);
        expect(s.map((e) => e.unreadTotal)).toEqual([2, 3, 3, 0, 0]);
        expect(s[0]).toMatchObject({ message: { id: m1.id, mine: false }, conversation: { id: c, unreadCount: 2 } });
        expect(s[3]).toMatchObject({ messageId: m2.id, conversation: { unreadCount: 0 } });
        expect(s[4]).toMatchObject({ messageId: m1.id, conversation: { lastMessage: { id: m2.id } } });
        const ids = s.filter((e) => e.kind !== 'TYPING').map((e) => BigInt(e.id));
        expect(ids).toEqual([...ids].sort((x, y) => (x < y ? -1 : 1)));
      }
      // the sender's other tab: its own messages (mine) and the deletion; no typing echo, no READ of b's
      expect(aTab.map((e) => [e.kind, e.message?.mine ?? null])).toEqual([
        ['MESSAGE', true],
        ['MESSAGE', true],
        ['DELETED', null],
      ]);
      await sleep(200);
      expect(eveTab).toEqual([]);
      expect(b1).toHaveLength(5);
    } finally {
      await Promise.all(socks.map((s) => s.dispose()));
    }
    const visitor = openSocket(t);
    expect(JSON.stringify(await firstAnswer(visitor, EVENTS))).toContain('UNAUTHENTICATED');
    await visitor.dispose();
  });

  it('a tab that reconnects gets what it missed after its last event, in order, then live ones, without gap or duplicate', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await send(a, b, 'seen');
    const seenId = (await b.client.gql('{ lastChatEventId }')).data.lastChatEventId;
    const missed = [await send(a, b, 'missed 1'), await send(a, b, 'missed 2'), await send(a, b, 'missed 3')];
    await a.client.gql(DEL, { id: missed[0].id });
    const s = openSocket(t, { token: b.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { a: seenId });
      await settle(s);
      const live = await send(a, b, 'live');
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(5);
      expect(events.map((e) => [e.kind, e.kind === 'DELETED' ? e.messageId : e.message?.id ?? null])).toEqual([
        ['MESSAGE', null], // deleted since: the message is gone, the event still says where
        ['MESSAGE', missed[1].id],
        ['MESSAGE', missed[2].id],
        ['DELETED', missed[0].id],
        ['MESSAGE', live.id],
      ]);
      expect(events[4].unreadTotal).toBe(4);
      await sleep(200);
      expect(events).toHaveLength(5);
    } finally {
      await s.dispose();
    }
  });

  it('more missed than a catch-up sends: one RESET with the head of the stream', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m = await send(a, b, 'x');
    await appendRaw(b, LIMITS.chatCatchUpMax + 1, 'chat.read', { conversationId: Number(m.conversationId), messageId: 0 });
    const s = openSocket(t, { token: b.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { a: '1' });
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(1);
      expect(events[0]).toMatchObject({ kind: 'RESET', conversation: null, unreadTotal: 1 });
      expect(events[0].id).toBe((await b.client.gql('{ lastChatEventId }')).data.lastChatEventId);
      expect(events[0].id).toBe(String(LIMITS.chatCatchUpMax + 2));
      // and live from there
      const live = await send(a, b, 'after the reset');
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(2);
      expect(events[1]).toMatchObject({ id: String(LIMITS.chatCatchUpMax + 3), kind: 'MESSAGE', message: { id: live.id } });
    } finally {
      await s.dispose();
    }
  });

  it('a cursor older than what pruning kept gets RESET; one inside what it kept catches up', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m1 = await send(a, b, 'old 1');
    await send(a, b, 'old 2');
    const m3 = await send(a, b, 'kept');
    await sql(`update events set created_at = now() - interval '8 days' where stream = ? and seq <= 2`, [`user:${b.id}`]);
    expect(await chatService.pruneEvents(t.app.deps)).toBeGreaterThanOrEqual(2);
    expect(await sql('select seq from events where stream = ? order by seq', [`user:${b.id}`])).toEqual([{ seq: '3' }]);
    const s = openSocket(t, { token: b.token });
    try {
      const old = collectEvents<Ev>(s, EVENTS, { a: '1' }).events;
      const kept = collectEvents<Ev>(s, EVENTS, { a: '2' }).events;
      await expect.poll(() => [old.length, kept.length], { timeout: 8000 }).toEqual([1, 1]);
      expect(old[0]).toMatchObject({ id: '3', kind: 'RESET', unreadTotal: 3 });
      expect(kept[0]).toMatchObject({ id: '3', kind: 'MESSAGE', message: { id: m3.id } });
      expect(m1.id).toBeTruthy();
    } finally {
      await s.dispose();
    }
    // a cursor never sent (ahead of the stream) or garbage: a precise error
    for (const bad of ['4', 'garbage']) {
      const sock = openSocket(t, { token: b.token });
      expect(JSON.stringify(await firstAnswer(sock, EVENTS, { a: bad }))).toContain('BAD_USER_INPUT');
      await sock.dispose();
    }
  });

  it('a publish lost on the way (Redis) is read from the log when the next event arrives: in order, once', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await send(a, b, 'start');
    const s = openSocket(t, { token: b.token });
    const pubsub = t.app.deps.pubsub;
    const publish = pubsub.publish;
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { a: '1' });
      await settle(s);
      let dropped = 0;
      pubsub.publish = ((...args: unknown[]) => {
        if (args[0] === 'LOG_EVENT' && args[1] === `user:${b.id}` && dropped++ === 0) return; // lost
        return (publish as (...a: unknown[]) => void)(...args);
      }) as typeof publish;
      const lost = await send(a, b, 'lost');
      await sleep(200);
      expect(events).toEqual([]);
      const next = await send(a, b, 'next');
      await expect.poll(() => events.length, { timeout: 8000 }).toBe(2);
      expect(events.map((e) => [e.id, e.message?.id])).toEqual([
        ['2', lost.id],
        ['3', next.id],
      ]);
      await sleep(200);
      expect(events).toHaveLength(2);
    } finally {
      pubsub.publish = publish;
      await s.dispose();
    }
  });

  it('five people writing to one at once: their events reach every tab of hers once, numbered 1… without a gap, in order', async () => {
    const b = await registerUser(t);
    const senders = await Promise.all(Array.from({ length: 5 }, () => registerUser(t)));
    const socks = [openSocket(t, { token: b.token }), openSocket(t, { token: b.token })];
    try {
      const tabs = socks.map((s) => collectEvents<Ev>(s, EVENTS, { a: '0' }).events);
      await Promise.all(socks.map((s) => settle(s)));
      const sent = await Promise.all(senders.flatMap((u) => Array.from({ length: 6 }, (_, i) => send(u, b, `burst ${i}`))));
      await expect.poll(() => tabs.map((e) => e.length), { timeout: 15000 }).toEqual([30, 30]);
      for (const events of tabs) {
        expect(events.map((e) => e.id)).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
        expect(new Set(events.map((e) => e.message?.id))).toEqual(new Set(sent.map((m) => m.id)));
        // a conversation's messages in their order
        for (const u of senders) {
          const theirs = events.filter((e) => e.message?.sender.id === u.id).map((e) => BigInt(e.message!.id));
          expect(theirs).toEqual([...theirs].sort((x, y) => (x < y ? -1 : 1)));
        }
      }
      await sleep(200);
      expect(tabs.map((e) => e.length)).toEqual([30, 30]);
    } finally {
      await Promise.all(socks.map((s) => s.dispose()));
    }
  });
});

describe('chat on the person streams', () => {
  const streamsOf = (users: TestUser[]) => users.map((u) => `'user:${Number(u.id)}'`).join(', ');
  /** Each stream's events are 1…last_seq without a gap. */
  async function contiguous(users: TestUser[]): Promise<void> {
    const rows = (await sql(
      `select s.stream, s.last_seq::int as head, count(e.seq)::int as n, min(e.seq)::int as lo, max(e.seq)::int as hi
       from event_streams s left join events e on e.stream = s.stream where s.stream in (${streamsOf(users)}) group by s.stream, s.last_seq`,
    )) as { head: number; n: number; lo: number; hi: number }[];
    expect(rows).toHaveLength(users.length);
    for (const r of rows) expect([r.n, r.lo, r.hi]).toEqual([r.head, 1, r.head]);
  }

  it('A→B and B→A 50 times at once, and a ring A→B→C→A: no deadlock, each person\'s stream contiguous', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const both = await Promise.all([...Array.from({ length: 50 }, (_, i) => a.client.gql(SEND, { i: { toUserId: b.id, clientId: cid(), text: `ab ${i}` } })), ...Array.from({ length: 50 }, (_, i) => b.client.gql(SEND, { i: { toUserId: a.id, clientId: cid(), text: `ba ${i}` } }))]);
    expect(both.filter((r) => r.errors)).toEqual([]);
    await contiguous([a, b]);
    expect(await sql('select last_seq from event_streams where stream = ?', [`user:${a.id}`])).toEqual([{ last_seq: '100' }]);
    // three conversations, each bumping two of three streams: only a common lock order keeps them apart
    const [x, y, z] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const ring: [TestUser, TestUser][] = [
      [x, y],
      [y, z],
      [z, x],
    ];
    const round = await Promise.all(ring.flatMap(([from, to]) => Array.from({ length: 30 }, (_, i) => from.client.gql(SEND, { i: { toUserId: to.id, clientId: cid(), text: `ring ${i}` } }))));
    expect(round.filter((r) => r.errors)).toEqual([]);
    // deleting bumps both members' streams too
    const mine = round.slice(0, 10).map((r) => r.data.sendChatMessage.id as string);
    const dels = await Promise.all([...mine.map((id) => x.client.gql(DEL, { id })), ...Array.from({ length: 10 }, (_, i) => y.client.gql(SEND, { i: { toUserId: x.id, clientId: cid(), text: `back ${i}` } }))]);
    expect(dels.filter((r) => r.errors)).toEqual([]);
    await contiguous([x, y, z]);
    expect(await sql(`select stream, last_seq from event_streams where stream in (${streamsOf([x, y, z])}) order by last_seq`)).toEqual([
      { stream: `user:${z.id}`, last_seq: '60' },
      { stream: `user:${x.id}`, last_seq: '80' },
      { stream: `user:${y.id}`, last_seq: '80' },
    ]);
  });

  it('a send locks the two streams in ascending user id: waiting on the lower, it holds no lock on the higher', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await send(a, b, 'both streams exist');
    const [lo, hi] = Number(a.id) < Number(b.id) ? [a, b] : [b, a];
    for (const [from, to] of [
      [hi, lo],
      [lo, hi],
    ]) {
      let answered = false;
      let pending: Promise<unknown> = Promise.resolve();
      await t.orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute(`select 1 from event_streams where stream = ? for update`, [`user:${lo.id}`], 'all', em.getTransactionContext());
        pending = send(from, to, 'waits').then(() => (answered = true));
        await sleep(400);
        expect(answered).toBe(false);
        // the higher stream is free while the send waits on the lower one
        expect(await sql(`select 1 as free from event_streams where stream = ? for update skip locked`, [`user:${hi.id}`])).toEqual([{ free: 1 }]);
      });
      await pending;
      expect(answered).toBe(true);
    }
  });

  it('each write appends its event to the person streams in the same statement: kinds, data, actor', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m = await send(a, b, 'hello');
    const c = Number(m.conversationId);
    await b.client.gql(MARK, { c: m.conversationId, u: m.id });
    await a.client.gql(DEL, { id: m.id });
    await b.client.gql(CLEAR, { c: m.conversationId });
    const rows = await sql(`select stream, seq::int, kind, actor_id, data from events where stream in (?, ?) order by stream = ? desc, seq`, [`user:${a.id}`, `user:${b.id}`, `user:${a.id}`]);
    const mid = Number(m.id);
    expect(rows).toEqual([
      { stream: `user:${a.id}`, seq: 1, kind: 'chat.message', actor_id: Number(a.id), data: { conversationId: c, messageId: mid } },
      { stream: `user:${a.id}`, seq: 2, kind: 'chat.deleted', actor_id: Number(a.id), data: { conversationId: c, messageId: mid } },
      { stream: `user:${b.id}`, seq: 1, kind: 'chat.message', actor_id: Number(a.id), data: { conversationId: c, messageId: mid } },
      { stream: `user:${b.id}`, seq: 2, kind: 'chat.read', actor_id: Number(b.id), data: { conversationId: c, messageId: mid } },
      { stream: `user:${b.id}`, seq: 3, kind: 'chat.deleted', actor_id: Number(a.id), data: { conversationId: c, messageId: mid } },
      { stream: `user:${b.id}`, seq: 4, kind: 'chat.cleared', actor_id: Number(b.id), data: { conversationId: c, messageId: mid } },
    ]);
    expect((await b.client.gql('{ lastChatEventId }')).data.lastChatEventId).toBe('4');
  });
});
