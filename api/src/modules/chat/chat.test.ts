import { randomBytes } from 'node:crypto';
import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle, sleep } from '../../../test/ws.js';
import { XSS_CORPUS } from '../../../test/xss-corpus.js';
import { chatService } from './chat.service.js';

/**
 * One-to-one chat (issue 13, decision 036) through GraphQL on the real app and PostgreSQL: sending
 * (idempotent by client id), pages by id, unread markers under concurrency, deleting and clearing,
 * privacy (refusals beside successes), statements per page, live events with catch-up, the email.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const MSGF = 'id clientId conversationId text createdAt mine sender { id username }';
const CONV = `id unreadCount updatedAt other { id username } lastMessage { ${MSGF} }`;
const SEND = `mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { ${MSGF} } }`;
const LIST = `query($first: Int, $after: String) { conversations(first: $first, after: $after) { edges { cursor node { ${CONV} } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($id: ID, $w: ID) { conversation(id: $id, withUserId: $w) { ${CONV} } }`;
const PAGE = `query($c: ID!, $first: Int, $before: String) { chatMessages(conversationId: $c, first: $first, before: $before) { edges { cursor node { ${MSGF} } } pageInfo { hasNextPage endCursor } } }`;
const AFTER = `query($c: ID!, $a: ID!) { chatMessagesAfter(conversationId: $c, afterId: $a) { ${MSGF} } }`;
const UNREAD = '{ unreadMessageCount }';
const MARK = `mutation($c: ID!, $u: ID!) { markConversationRead(conversationId: $c, upToMessageId: $u) { id unreadCount } }`;
const DEL = 'mutation($id: ID!) { deleteChatMessage(id: $id) }';
const CLEAR = `mutation($c: ID!) { clearConversation(conversationId: $c) { ${CONV} } }`;
const TYPING = 'mutation($c: ID!) { chatTyping(conversationId: $c) }';
const NOTES = `query($first: Int, $after: String) { messageNotifications(first: $first, after: $after) { edges { node { id messageId conversationId text read from { id username } } } pageInfo { hasNextPage endCursor } } }`;
const NOTE_READ = 'mutation($id: ID!) { markMessageNotificationRead(id: $id) { id read } }';
const ALL_READ = 'mutation { markAllMessageNotificationsRead }';
const EVENTS = `subscription($a: ID) { chatEvents(after: $a) { id kind conversationId messageId unreadTotal message { id clientId text mine sender { id } } conversation { id unreadCount lastMessage { id } } } }`;

type Msg = { id: string; clientId: string; conversationId: string; text: string; mine: boolean; sender: { id: string } };
type Ev = { id: string; kind: string; conversationId: string; messageId: string | null; unreadTotal: number; message: Msg | null; conversation: { id: string; unreadCount: number; lastMessage: { id: string } | null } | null };

const cid = () => `c-${randomBytes(6).toString('hex')}`;
async function send(from: TestUser, to: TestUser | string, text: string, clientId = cid()): Promise<Msg> {
  const r = await from.client.gql(SEND, { i: { toUserId: typeof to === 'string' ? to : to.id, clientId, text } });
  if (r.errors) throw new Error(`HTTP ${r.status} ${JSON.stringify(r)}`);
  return r.data.sendChatMessage;
}
const unread = async (u: TestUser): Promise<number> => (await u.client.gql(UNREAD)).data.unreadMessageCount;
/** The unread count recounted from the tables, independently of the api's SQL. */
async function recount(u: TestUser): Promise<number> {
  const rows = await t.orm.em.getConnection().execute<{ n: number }[]>(
    `select count(*)::int as n from chat_messages x join conversation_members m on m.conversation_id = x.conversation_id
     where m.user_id = ? and x.sender_id <> ? and x.deleted_at is null and x.id > m.read_up_to and x.id > m.cleared_up_to`,
    [Number(u.id), Number(u.id)],
  );
  return rows[0].n;
}
const sql = (q: string, p: unknown[] = []) => t.orm.em.getConnection().execute(q, p);
/** Appends `n` events to a person's stream behind the api's back (no publish): a stream with history. */
async function appendRaw(u: TestUser, n: number, kind: string, data: Record<string, unknown>): Promise<void> {
  const stream = `user:${u.id}`;
  await sql(
    `with s as (insert into event_streams as es (stream, last_seq) values (?, ?) on conflict (stream) do update set last_seq = es.last_seq + excluded.last_seq returning last_seq)
     insert into events (stream, seq, kind, actor_id, data, created_at) select ?, s.last_seq - ? + g, ?, null, ?::jsonb, now() from s, generate_series(1, ?) g`,
    [stream, n, stream, n, kind, JSON.stringify(data), n],
  );
}

describe('sending', () => {
  it('makes the conversation on the first message; both see it, ordered by id; the retry of a client id stores once', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect((await a.client.gql(ONE, { w: b.id })).data.conversation).toBeNull();
    const first = await send(a, b, '  hello there  ', 'first-1');
    expect(first).toMatchObject({ clientId: 'first-1', text: 'hello there', mine: true, sender: { id: a.id } });
    // the same client id again (a retry after a lost answer): the stored message, not a second one
    const again = await send(a, b, 'hello there', 'first-1');
    expect(again.id).toBe(first.id);
    const reply = await send(b, a, 'hi!');
    expect(reply.conversationId).toBe(first.conversationId);
    expect(BigInt(reply.id) > BigInt(first.id)).toBe(true);

    const listA = (await a.client.gql(LIST)).data.conversations;
    expect(listA.edges).toHaveLength(1);
    expect(listA.edges[0].node).toMatchObject({ id: first.conversationId, unreadCount: 1, other: { id: b.id, username: b.username }, lastMessage: { id: reply.id, mine: false } });
    const listB = (await b.client.gql(LIST)).data.conversations.edges;
    expect(listB[0].node).toMatchObject({ id: first.conversationId, unreadCount: 1, other: { id: a.id }, lastMessage: { id: reply.id, mine: true } });
    expect((await b.client.gql(ONE, { w: a.id })).data.conversation.id).toBe(first.conversationId);
    const page = (await b.client.gql(PAGE, { c: first.conversationId })).data.chatMessages;
    expect(page.edges.map((e: { node: Msg }) => [e.node.id, e.node.mine])).toEqual([
      [reply.id, true],
      [first.id, false],
    ]);
  });

  it('stores one message when the same client id arrives many times at once', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await send(a, b, 'warm up');
    const answers = await Promise.all(Array.from({ length: 8 }, () => a.client.gql(SEND, { i: { toUserId: b.id, clientId: 'same-burst', text: 'only once' } })));
    const ids = new Set(answers.map((r) => (r.errors ? JSON.stringify(r.errors) : r.data.sendChatMessage.id)));
    expect(ids.size).toBe(1);
    const [{ n }] = await sql('select count(*)::int as n from chat_messages where sender_id = ? and client_id = ?', [Number(a.id), 'same-burst']);
    expect(n).toBe(1);
    expect(await unread(b)).toBe(2);
  });

  it('refuses precisely: empty, too long, to oneself, to nobody, to a deactivated person, a bad client id, visitors', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const bad = async (i: Record<string, unknown>) => (await a.client.gql(SEND, { i: { toUserId: b.id, clientId: cid(), text: 'x', ...i } })).errors![0];
    expect(await bad({ text: '   \n  ' })).toMatchObject({ message: MSG.chatEmpty, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bad({ text: 'y'.repeat(LIMITS.chatMessageMax + 1) })).toMatchObject({ message: MSG.chatTooLong, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await send(a, b, `  ${'y'.repeat(LIMITS.chatMessageMax)}  `)).text).toHaveLength(LIMITS.chatMessageMax);
    expect(await bad({ toUserId: a.id })).toMatchObject({ message: MSG.chatToSelf, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bad({ toUserId: '99999999' })).toMatchObject({ message: MSG.chatRecipientUnknown, extensions: { code: 'NOT_FOUND' } });
    expect(await bad({ toUserId: 'abc' })).toMatchObject({ message: MSG.chatRecipientUnknown, extensions: { code: 'NOT_FOUND' } });
    expect(await bad({ clientId: 'has space' })).toMatchObject({ message: MSG.chatClientIdInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    const gone = await registerUser(t);
    await sql(`update users set status = 'DEACTIVATED' where id = ?`, [Number(gone.id)]);
    expect(await bad({ toUserId: gone.id })).toMatchObject({ message: MSG.chatRecipientInactive, extensions: { code: 'FORBIDDEN' } });
    expect(codeOf(await t.client().gql(SEND, { i: { toUserId: b.id, clientId: cid(), text: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.client().gql(UNREAD))).toBe('UNAUTHENTICATED');
  });

  it('keeps text as text: markup is escaped, line breaks kept, addresses made links; nothing of the XSS corpus survives', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m = await send(a, b, 'see https://example.com/x?a=1&b=2.\nand <b>this</b>');
    expect(m.text).toBe('see <a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">https://example.com/x?a=1&amp;b=2</a>.<br>and &lt;b&gt;this&lt;/b&gt;');
    for (const payload of XSS_CORPUS) {
      const stored = (await send(a, b, payload)).text;
      // the only markup left is line breaks and http(s) links opening in a new tab: the rest is text
      const markup = stored.replace(/<br>|<a href="https?:\/\/[^"<>]*" target="_blank" rel="noopener noreferrer">|<\/a>/g, '');
      expect(markup).not.toMatch(/[<>]/);
    }
  });
});

describe('pages', () => {
  it('pages messages by id: a message arriving between two page loads is neither skipped nor repeated', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const sent: Msg[] = [];
    for (let i = 0; i < 7; i++) sent.push(await send(a, b, `m${i}`));
    const c = sent[0].conversationId;
    const p1 = (await b.client.gql(PAGE, { c, first: 3 })).data.chatMessages;
    expect(p1.edges.map((e: { node: Msg }) => e.node.id)).toEqual(sent.slice(4).map((m) => m.id).toReversed());
    const late = await send(a, b, 'late');
    const p2 = (await b.client.gql(PAGE, { c, first: 3, before: p1.pageInfo.endCursor })).data.chatMessages;
    const p3 = (await b.client.gql(PAGE, { c, first: 3, before: p2.pageInfo.endCursor })).data.chatMessages;
    const older = [...p2.edges, ...p3.edges].map((e: { node: Msg }) => e.node.id);
    expect(older).toEqual(sent.slice(0, 4).map((m) => m.id).toReversed());
    expect(p3.pageInfo.hasNextPage).toBe(false);
    // the late one comes through the catch-up of the open conversation, once
    expect((await b.client.gql(AFTER, { c, a: sent[6].id })).data.chatMessagesAfter.map((m: Msg) => m.id)).toEqual([late.id]);
    expect(codeOf(await b.client.gql(PAGE, { c, before: 'garbage' }))).toBe('BAD_USER_INPUT');
  });

  it('lists conversations by last activity with keyset cursors', async () => {
    const me = await registerUser(t);
    const others = [await registerUser(t), await registerUser(t), await registerUser(t)];
    for (const o of others) await send(me, o, `to ${o.username}`);
    await send(others[0], me, 'bump'); // the first conversation is now the most recent
    const p1 = (await me.client.gql(LIST, { first: 2 })).data.conversations;
    expect(p1.edges.map((e: { node: { other: { id: string } } }) => e.node.other.id)).toEqual([others[0].id, others[2].id]);
    const p2 = (await me.client.gql(LIST, { first: 2, after: p1.pageInfo.endCursor })).data.conversations;
    expect(p2.edges.map((e: { node: { other: { id: string } } }) => e.node.other.id)).toEqual([others[1].id]);
    expect(p2.pageInfo.hasNextPage).toBe(false);
  });

  it('reads a conversations page and a messages page in one statement each, at 5 and at 20', async () => {
    const fill = async (n: number) => {
      const me = await registerUser(t);
      const people = await Promise.all(Array.from({ length: n }, () => registerUser(t)));
      let conv = '';
      for (const p of people) conv = (await send(p, me, `hi from ${p.username}`)).conversationId;
      for (let i = 0; i < n; i++) await send(me, people[n - 1], `reply ${i}`);
      return { me, conv };
    };
    const five = await fill(5);
    const twenty = await fill(20);
    const list5 = await t.countSql(() => five.me.client.gql(LIST, { first: 20 }));
    const list20 = await t.countSql(() => twenty.me.client.gql(LIST, { first: 20 }));
    expect(list5.result.data.conversations.edges).toHaveLength(5);
    expect(list20.result.data.conversations.edges).toHaveLength(20);
    expect(list20.statements.length).toBe(list5.statements.length);
    const page5 = await t.countSql(() => five.me.client.gql(PAGE, { c: five.conv, first: 30 }));
    const page20 = await t.countSql(() => twenty.me.client.gql(PAGE, { c: twenty.conv, first: 30 }));
    expect(page5.result.data.chatMessages.edges).toHaveLength(6);
    expect(page20.result.data.chatMessages.edges).toHaveLength(21);
    expect(page20.statements.length).toBe(page5.statements.length);
    // the session, then the page
    expect(list5.statements.length).toBeLessThanOrEqual(2);
    expect(page5.statements.length).toBeLessThanOrEqual(2);
  });
});

describe('unread counts and read markers', () => {
  it('counts messages after the read marker; marking read moves it forward only', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m1 = await send(a, b, 'one');
    const m2 = await send(a, b, 'two');
    const m3 = await send(a, b, 'three');
    const c = m1.conversationId;
    expect(await unread(b)).toBe(3);
    expect(await unread(a)).toBe(0); // one's own messages are never unread
    expect((await b.client.gql(MARK, { c, u: m2.id })).data.markConversationRead).toEqual({ id: c, unreadCount: 1 });
    // backwards does nothing
    expect((await b.client.gql(MARK, { c, u: m1.id })).data.markConversationRead.unreadCount).toBe(1);
    // past the newest stored message stops at it: a later message is unread
    await b.client.gql(MARK, { c, u: '999999999999' });
    expect(await unread(b)).toBe(0);
    await send(a, b, 'four');
    expect(await unread(b)).toBe(1);
    expect(m3.id).toBeTruthy();
  });

  it('sends racing mark-reads: each time the count equals a recount, and a message arriving during the mark stays unread', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const seed = await send(a, b, 'start');
    const c = seed.conversationId;
    let seen = seed.id;
    for (let round = 0; round < 12; round++) {
      const [, x, y] = await Promise.all([b.client.gql(MARK, { c, u: seen }), send(a, b, `r${round}a`), send(a, b, `r${round}b`)]);
      // the two sends race: the newer is whichever got the higher id
      seen = BigInt(x.id) > BigInt(y.id) ? x.id : y.id;
      const [count, truth] = [await unread(b), await recount(b)];
      expect(count).toBe(truth);
      expect(count).toBeGreaterThanOrEqual(1); // at least the message after the marker the mark-read was given
    }
    await b.client.gql(MARK, { c, u: seen });
    expect(await unread(b)).toBe(await recount(b));
    expect(await unread(b)).toBe(0);
  });

  it('both people sending while one marks read, many rounds: every request answers (no deadlock between a send and a mark-read)', async () => {
    for (let pair = 0; pair < 3; pair++) {
      const a = await registerUser(t);
      const b = await registerUser(t);
      const seed = await send(a, b, 'start');
      let seen = seed.id;
      for (let round = 0; round < 10; round++) {
        const [mark, x, , z] = await Promise.all([
          b.client.gql(MARK, { c: seed.conversationId, u: seen }),
          send(a, b, `p${round}a`),
          send(a, b, `p${round}b`),
          send(b, a, `p${round}c`),
        ]);
        expect(mark.errors).toBeUndefined();
        expect(z.conversationId).toBe(seed.conversationId);
        seen = x.id;
      }
      expect(await unread(b)).toBe(await recount(b));
    }
  });

  it('message notifications: the incoming messages, 5 a page, read by the conversation marker; one opened, then all', async () => {
    const a = await registerUser(t);
    const a2 = await registerUser(t);
    const b = await registerUser(t);
    const sent: Msg[] = [];
    for (let i = 0; i < 4; i++) sent.push(await send(a, b, `n${i}`));
    for (let i = 0; i < 3; i++) sent.push(await send(a2, b, `o${i}`));
    await send(b, a, 'mine: not a notification');
    const p1 = (await b.client.gql(NOTES)).data.messageNotifications;
    expect(p1.edges).toHaveLength(5);
    expect(p1.edges[0].node).toMatchObject({ id: sent[6].id, messageId: sent[6].id, text: 'o2', read: false, from: { id: a2.id } });
    const p2 = (await b.client.gql(NOTES, { after: p1.pageInfo.endCursor })).data.messageNotifications;
    expect(p2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([sent[1].id, sent[0].id]);
    // opening one reads its conversation up to it
    expect((await b.client.gql(NOTE_READ, { id: sent[2].id })).data.markMessageNotificationRead).toEqual({ id: sent[2].id, read: true });
    expect(await unread(b)).toBe(4);
    // someone else's (or one's own) message is no notification of theirs
    expect((await a2.client.gql(NOTE_READ, { id: sent[2].id })).errors![0]).toMatchObject({ message: MSG.chatNotificationNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await a.client.gql(NOTE_READ, { id: sent[2].id })).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await b.client.gql(ALL_READ)).data.markAllMessageNotificationsRead).toBe(4);
    expect((await b.client.gql(ALL_READ)).data.markAllMessageNotificationsRead).toBe(0);
    expect(await unread(b)).toBe(0);
    expect(await unread(a)).toBe(1);
  });
});

describe('deleting and clearing', () => {
  it("deletes one's own message for both (the other's count drops); someone else's is refused", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m1 = await send(a, b, 'keep');
    const m2 = await send(a, b, 'oops');
    const c = m1.conversationId;
    expect(await unread(b)).toBe(2);
    expect((await b.client.gql(DEL, { id: m2.id })).errors![0]).toMatchObject({ message: MSG.chatDeleteOwnOnly, extensions: { code: 'FORBIDDEN' } });
    expect((await a.client.gql(DEL, { id: m2.id })).data.deleteChatMessage).toBe(true);
    expect((await a.client.gql(DEL, { id: m2.id })).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await unread(b)).toBe(1);
    for (const u of [a, b]) {
      const page = (await u.client.gql(PAGE, { c })).data.chatMessages.edges.map((e: { node: Msg }) => e.node.id);
      expect(page).toEqual([m1.id]);
      expect((await u.client.gql(ONE, { id: c })).data.conversation.lastMessage.id).toBe(m1.id);
    }
  });

  it('clears the conversation for the viewer only; the other keeps theirs; a new message brings it back', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m1 = await send(a, b, 'one');
    await send(b, a, 'two');
    const c = m1.conversationId;
    const cleared = (await b.client.gql(CLEAR, { c })).data.clearConversation;
    expect(cleared).toMatchObject({ id: c, unreadCount: 0, lastMessage: null });
    expect((await b.client.gql(PAGE, { c })).data.chatMessages.edges).toEqual([]);
    expect((await b.client.gql(LIST)).data.conversations.edges).toEqual([]);
    expect(await unread(b)).toBe(0);
    expect((await a.client.gql(PAGE, { c })).data.chatMessages.edges).toHaveLength(2);
    expect((await a.client.gql(LIST)).data.conversations.edges).toHaveLength(1);
    const m3 = await send(a, b, 'three');
    expect((await b.client.gql(PAGE, { c })).data.chatMessages.edges.map((e: { node: Msg }) => e.node.id)).toEqual([m3.id]);
    expect((await b.client.gql(LIST)).data.conversations.edges[0].node).toMatchObject({ id: c, unreadCount: 1, lastMessage: { id: m3.id } });
  });
});

describe('privacy', () => {
  it('nobody reads, marks, deletes, clears or types in a conversation they are not in (refused as not found)', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const eve = await registerUser(t);
    const m = await send(a, b, 'private');
    const c = m.conversationId;
    const notFound = { message: MSG.chatConversationNotFound, extensions: { code: 'NOT_FOUND' } };
    expect((await eve.client.gql(PAGE, { c })).errors![0]).toMatchObject(notFound);
    expect((await eve.client.gql(AFTER, { c, a: '0' })).errors![0]).toMatchObject(notFound);
    expect((await eve.client.gql(MARK, { c, u: m.id })).errors![0]).toMatchObject(notFound);
    expect((await eve.client.gql(CLEAR, { c })).errors![0]).toMatchObject(notFound);
    expect((await eve.client.gql(TYPING, { c })).errors![0]).toMatchObject(notFound);
    expect((await eve.client.gql(DEL, { id: m.id })).errors![0]).toMatchObject({ message: MSG.chatMessageNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await eve.client.gql(ONE, { id: c })).data.conversation).toBeNull();
    expect((await eve.client.gql(LIST)).data.conversations.edges).toEqual([]);
    expect((await eve.client.gql(NOTES)).data.messageNotifications.edges).toEqual([]);
    // nothing changed for the two
    expect(await unread(b)).toBe(1);
    expect((await b.client.gql(PAGE, { c })).data.chatMessages.edges).toHaveLength(1);
    // and the two themselves may
    expect((await b.client.gql(TYPING, { c })).data.chatTyping).toBe(true);
    expect((await b.client.gql(MARK, { c, u: m.id })).data.markConversationRead.unreadCount).toBe(0);
    for (const q of [PAGE, CLEAR, TYPING]) expect(codeOf(await t.client().gql(q, { c }))).toBe('UNAUTHENTICATED');
  });
});

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
      await b.client.gql(MARK, { c, u: m2.id });
      await a.client.gql(DEL, { id: m1.id });
      const [b1, b2, b3, aTab, eveTab] = streams;
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

describe('message email', () => {
  it('one email for a burst from one person, none when read in time or already emailed', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const deps = t.app.deps;
    const m = await send(a, b, 'first');
    await send(a, b, 'second');
    await send(a, b, 'third');
    const c = Number(m.conversationId);
    // the burst queued one delayed job (pg-boss singleton key per recipient and conversation)
    const jobs = await sql(`select start_after > now() as later from pgboss.job where name = 'chat.mail' and data->>'recipientId' = ?`, [b.id]);
    expect(jobs).toEqual([{ later: true }]);
    const mails = async () => (await sql('select subject, text from mail_messages where "to" = ? order by created_at', [b.email])) as { subject: string; text: string }[];
    const before = (await mails()).length;
    expect(await chatService.mailUnread(deps, Number(b.id), c)).toBe(3);
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`${a.username} sent you 3 messages on Poolmates`);
    expect(sent[0].text).toContain('> third');
    // the second job of the same burst finds nothing new
    expect(await chatService.mailUnread(deps, Number(b.id), c)).toBe(0);
    // read before the job runs: no email
    const m4 = await send(a, b, 'fourth');
    await b.client.gql(MARK, { c: m.conversationId, u: m4.id });
    expect(await chatService.mailUnread(deps, Number(b.id), c)).toBe(0);
    expect((await mails()).length).toBe(before + 1);
  });
});
