import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@poolmates/schema';
import { registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { clock } from '../../platform/clock.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, openSocket, settle } from '../../../test/ws.js';
import { webDocument } from '../../../test/web-documents.js';
import { joinCall, markAttached, startCall } from '../../../test/calls.js';

/**
 * Issue 25's goal "0 database reads per delivered event" (issue 27): a live post or chat message
 * carries what its subscribers are shown (the write's statement builds it), so delivering it to
 * every socket runs no statement. Measured by holding the write's published events until the
 * write has answered, then counting the app's statements while they are delivered. The documents
 * are the web app's own (codegen's ASTs, as bench:squad reads them).
 */
let t: TestApp;
let sql: pg.Client;
let held: unknown[][] | null = null;
beforeAll(async () => {
  t = await startTestApp();
  sql = new pg.Client({ connectionString: t.dbUrl });
  await sql.connect();
  const pubsub = t.app.deps.pubsub;
  const publish = pubsub.publish.bind(pubsub) as (...args: unknown[]) => void;
  (pubsub as { publish: unknown }).publish = (...args: unknown[]) => (held && args[0] === 'LOG_EVENT' ? held.push(args) : publish(...args));
});
afterAll(async () => {
  await sql?.end();
  await t?.stop();
});

const FEED = webDocument('TopicPostEvents');
const CHAT = webDocument('ChatEvents');
const BELL = webDocument('NotificationEvents');
const CALLS = webDocument('CallEvents');
const POST = 'mutation($t: ID!, $h: String, $c: String) { createPost(topicId: $t, html: $h, clientId: $c) { id } }';
const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id conversationId } }';
const cid = () => `c-${randomBytes(6).toString('hex')}`;

/** EntityManagers forked while events are released (`deliveryStatements`): a delivery that reads nothing needs none. */
let forks = 0;

/** Runs `write` with its events held, then releases them and counts the statements (and `forks`) until `delivered()`. */
async function deliveryStatements(write: () => Promise<void>, delivered: () => boolean): Promise<string[]> {
  held = [];
  let events: unknown[][];
  try {
    await write();
  } finally {
    events = held;
    held = null;
  }
  expect(events.length).toBeGreaterThan(0);
  const counted = await t.countForks(() =>
    t.countSql(async () => {
      for (const e of events) (t.app.deps.pubsub.publish as (...a: unknown[]) => void)(...e);
      await expect.poll(delivered, { timeout: 8000 }).toBe(true);
    }),
  );
  forks = counted.forks;
  return counted.result.statements;
}

type BellEv = { id: string; kind: string; readIds: string[]; unreadCount: number; notification: { id: string; type: string; text: string; read: boolean; actor: { username: string } | null; topic: { id: string } | null } | null };
/** The push consumer's pass after a write (decision 068) is the consumer's work, not the delivery's: waited for before counting. */
const pushCursors = async (streams: string[]): Promise<number> =>
  (await sql.query(`select count(*)::int as n from event_streams s join log_consumers c on c.consumer = 'push' and c.stream = s.stream and c.seq = s.last_seq where s.stream = any($1)`, [streams])).rows[0].n;
async function consumed(streams: string[]): Promise<void> {
  await expect.poll(() => pushCursors(streams), { timeout: 8000 }).toBe(streams.length);
}

type ChatEv = { id: string; kind: string; unreadTotal: number; message: { id: string; mine: boolean; sender: { username: string } } | null; conversation: { unreadCount: number; lastMessage: { id: string } | null } | null };

describe('delivery reads nothing (issue 25, 0 reads per delivered event)', () => {
  it("a post reaches its squad's five feeds with no statement, as the log's catch-up shows it", async () => {
    const { owner, members, topicId } = await squadOf(t, 4, { squadSize: 5 });
    const squad = [owner, ...members];
    const sockets = squad.map((u) => openSocket(t, { token: u.token }));
    try {
      const feeds = sockets.map((s) => collectEvents<{ kind: string; post: { id: string; viewerCan: { delete: boolean } } }>(s, FEED, { topicId, after: null }).events);
      await Promise.all(sockets.map((s) => settle(s)));
      let postId = '';
      const statements = await deliveryStatements(
        async () => {
          const r = await members[0].client.gql(POST, { t: topicId, h: '<p>carried</p>', c: cid() });
          expect(r.errors).toBeUndefined();
          postId = r.data.createPost.id;
        },
        () => feeds.every((f) => f.length === 1),
      );
      expect(statements).toEqual([]);
      // nor an EntityManager per recipient (2026-11-29: priming each one's smart-tag loader forked one)
      expect(forks).toBe(0);
      expect(feeds.map((f) => f[0].post.id)).toEqual(squad.map(() => postId));
      expect(feeds.map((f) => f[0].post.viewerCan.delete)).toEqual(squad.map((u) => u === owner || u === members[0]));
      // the same event caught up from the log (read, not carried) answers the same
      const late = openSocket(t, { token: members[1].token });
      const replay = collectEvents<(typeof feeds)[number][number]>(late, FEED, { topicId, after: '0' }).events;
      await expect.poll(() => replay.length).toBe(1);
      expect(replay[0]).toEqual(feeds[2][0]);
      await late.dispose();
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  });

  it("a chat message reaches the recipient's and the sender's tabs with no statement; the same as replayed from the log", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const c = await registerUser(t);
    await c.client.gql(SEND, { i: { toUserId: b.id, clientId: cid(), text: 'an earlier unread one' } });
    const tabs = [b, b, a].map((u) => openSocket(t, { token: u.token }));
    try {
      const streams = tabs.map((s) => collectEvents<ChatEv>(s, CHAT, { after: null }).events);
      await Promise.all(tabs.map((s) => settle(s)));
      for (const text of ['first', 'second']) {
        const statements = await deliveryStatements(
          async () => {
            const r = await a.client.gql(SEND, { i: { toUserId: b.id, clientId: cid(), text } });
            expect(r.errors).toBeUndefined();
          },
          () => streams.every((s) => s.length === (text === 'first' ? 1 : 2)),
        );
        expect(statements).toEqual([]);
      }
      const [b1, b2, aTab] = streams;
      // the recipient's badge counts c's message too (after its read marker); the sender's is 0
      expect(b1.map((e) => [e.unreadTotal, e.conversation?.unreadCount, e.message?.mine])).toEqual([
        [2, 1, false],
        [3, 2, false],
      ]);
      expect(b2).toEqual(b1);
      expect(aTab.map((e) => [e.unreadTotal, e.conversation?.unreadCount, e.message?.mine])).toEqual([
        [0, 0, true],
        [0, 0, true],
      ]);
      expect(b1[1].conversation?.lastMessage?.id).toBe(b1[1].message?.id);
      // replayed from the log (each read as before, the conversation as it is now): the same answers
      const late = openSocket(t, { token: b.token });
      const first = Number(b1[0].id);
      const replay = collectEvents<ChatEv>(late, CHAT, { after: String(first - 1) }).events;
      await expect.poll(() => replay.length).toBe(2);
      expect(replay[0].message).toEqual(b1[0].message);
      expect(replay[1]).toEqual(b1[1]);
      await late.dispose();
    } finally {
      await Promise.all(tabs.map((s) => s.dispose()));
    }
  });

  it("a post's notifications reach the bells of its four away mates with no statement (decision 073); a READ too; the same as replayed", async () => {
    const { owner, members, topicId } = await squadOf(t, 4, { squadSize: 5 });
    const [author, ...rest] = members;
    const mates = [owner, ...rest];
    for (const u of mates) expect((await u.client.gql('mutation { markAllNotificationsRead }')).errors).toBeUndefined(); // their squad's ACCEPTED, REQUESTs
    clock.advance((LIMITS.awayAfterMinutes + 1) * 60_000); // everyone is away: the post makes a POSTED_WHILE_AWAY each
    const sockets = [...mates, owner].map((u) => openSocket(t, { token: u.token }));
    try {
      const bells = sockets.map((s) => collectEvents<BellEv>(s, BELL, { after: null }).events);
      await Promise.all(sockets.map((s) => settle(s)));
      const statements = await deliveryStatements(
        async () => {
          const r = await author.client.gql(POST, { t: topicId, h: '<p>while you were away</p>', c: cid() });
          expect(r.errors).toBeUndefined();
          await consumed(mates.map((u) => `user:${u.id}`));
        },
        () => bells.every((b) => b.length === 1),
      );
      expect(statements).toEqual([]);
      for (const b of bells) {
        expect(b[0]).toMatchObject({ kind: 'ADDED', unreadCount: 1, readIds: [], notification: { type: 'POSTED_WHILE_AWAY', read: false, actor: { username: author.username }, topic: { id: topicId } } });
        expect(b[0].notification?.text).toMatch(new RegExp(`^${author.username} posted in .+ while you were away$`));
      }
      // the owner's two tabs: the same answer
      expect(bells[4]).toEqual(bells[0]);
      // the owner reads it in a third tab: READ reaches both open tabs with no statement, the count 0
      const read = await deliveryStatements(
        async () => {
          expect((await owner.client.gql('mutation { markAllNotificationsRead }')).errors).toBeUndefined();
        },
        () => bells[0].length === 2 && bells[4].length === 2,
      );
      expect(read).toEqual([]);
      expect(bells[0][1]).toMatchObject({ kind: 'READ', readIds: [bells[0][0].notification?.id], unreadCount: 0, notification: null });
      // replayed from the log (read, not carried): the ADDED answers the same but for the count as it is now
      const late = openSocket(t, { token: rest[0].token });
      const replay = collectEvents<BellEv>(late, BELL, { after: String(Number(bells[1][0].id) - 1) }).events;
      await expect.poll(() => replay.length).toBe(1);
      expect(replay[0]).toEqual(bells[1][0]);
      await late.dispose();
    } finally {
      clock.reset();
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  });

  type Stale = { other: pg.Client; a: TestUser; b: TestUser };
  it.each([
    {
      name: 'a message',
      doc: CHAT,
      badge: 'no stale badge',
      write: ({ a, b }: Stale) => a.client.gql(SEND, { i: { toUserId: b.id, clientId: cid(), text: 'while another write holds the stream' } }),
      // a message from c
      behind: async ({ other, b }: Stale) => {
        const c = await registerUser(t);
        const conv = await sql.query(`insert into conversations (user_a_id, user_b_id, created_at) values ($1, $2, now()) returning id`, [Math.min(+b.id, +c.id), Math.max(+b.id, +c.id)]);
        const msg = await other.query(`insert into chat_messages (conversation_id, sender_id, client_id, html, text, created_at) values ($1, $2, 'x', 'x', 'x', now()) returning id`, [conv.rows[0].id, c.id]);
        await other.query(
          `insert into conversation_members (conversation_id, user_id, other_id, last_message_id, last_activity_at) values ($1, $2, $3, $4, now()), ($1, $3, $2, $4, now())`,
          [conv.rows[0].id, b.id, c.id, msg.rows[0].id],
        );
      },
      check: (e: ChatEv & BellEv) => expect(e.unreadTotal).toBe(2),
    },
    {
      name: 'a notification',
      doc: BELL,
      badge: 'no stale count',
      write: ({ a, b }: Stale) => a.client.gql('mutation($u: ID!) { follow(userId: $u) { id } }', { u: b.id }),
      // another notification of b's
      behind: async ({ other, b }: Stale) => {
        await other.query(`insert into notifications (user_id, type, text, created_at) values ($1, 'MISSED_DAY', 'x', now())`, [b.id]);
      },
      check: (e: ChatEv & BellEv) => expect(e).toMatchObject({ kind: 'ADDED', unreadCount: 2, notification: { type: 'FOLLOWED' } }),
    },
  ])('$name whose person stream another write reached meanwhile is delivered with a fresh read ($badge)', async ({ doc, write, behind, check }) => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const tab = openSocket(t, { token: b.token });
    try {
      const events = collectEvents<ChatEv & BellEv>(tab, doc, { after: null }).events;
      await settle(tab);
      // another transaction holds b's stream: the write's statement has taken its snapshot and waits on the stream's row
      const other = new pg.Client({ connectionString: t.dbUrl });
      await other.connect();
      await other.query('begin');
      await other.query(`insert into event_streams as es (stream, last_seq) values ($1, 1) on conflict (stream) do update set last_seq = es.last_seq + 1`, [`user:${b.id}`]);
      const written = write({ other, a, b });
      await expect.poll(async () => (await sql.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n, { timeout: 8000 }).toBe(1);
      // meanwhile: a write the snapshot did not see (stored behind the api's back)
      await behind({ other, a, b });
      await other.query('commit');
      await other.end();
      expect((await written).errors).toBeUndefined();
      await expect.poll(() => events.length).toBe(1);
      check(events[0]);
    } finally {
      await tab.dispose();
    }
  });
});

describe('a call event is read once, not once per recipient (issue 27)', () => {
  type CallEv = { kind: string; participant: { sessionId: string; user: { username: string } } | null; call: { viewerIsStarter: boolean; topic: { id: string }; startedBy: { username: string }; participants: { user: { username: string } }[] } | null; user: { username: string } | null };
  it("a JOINED reaches the five members' call streams with one read of the event (≤ 4 statements for the five; were 20); each answer is its viewer's", async () => {
    const { owner, members, topicId } = await squadOf(t, 4, { squadSize: 5 });
    const squad = [owner, ...members];
    const { callId, sessionId } = await startCall(owner, topicId);
    await markAttached(t, sessionId);
    const sockets = squad.map((u) => openSocket(t, { token: u.token }));
    try {
      const streams = sockets.map((s) => collectEvents<CallEv>(s, CALLS, { topicId }).events);
      await Promise.all(sockets.map((s) => settle(s)));
      let joined = '';
      const statements = await deliveryStatements(
        async () => {
          joined = await joinCall(members[0], callId);
        },
        () => streams.every((s) => s.some((e) => e.kind === 'JOINED')),
      );
      expect(statements.length).toBeLessThanOrEqual(4);
      for (const [i, s] of streams.entries()) {
        const e = s.find((x) => x.kind === 'JOINED')!;
        expect(e).toMatchObject({ participant: { sessionId: joined, user: { username: members[0].username } }, call: { viewerIsStarter: i === 0, topic: { id: topicId }, startedBy: { username: owner.username } } });
        expect(e.call?.participants.map((p) => p.user.username)).toEqual([owner.username, members[0].username]);
      }
      // a live-only MEDIA event: one read too
      const media = await deliveryStatements(
        async () => {
          const r = await members[0].client.gql('mutation($c: ID!, $s: ID!) { setCallMedia(callId: $c, sessionId: $s, hand: true) { sessionId } }', { c: callId, s: joined });
          expect(r.errors).toBeUndefined();
        },
        () => streams.every((s) => s.some((e) => e.kind === 'MEDIA')),
      );
      expect(media.length).toBeLessThanOrEqual(4);
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  });
});
