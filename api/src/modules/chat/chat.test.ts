import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { socketOnce } from '../../../test/ws.js';
import { XSS_CORPUS } from '../../../test/xss-corpus.js';
import { chatService } from './chat.service.js';
import { AFTER, ALL_READ, chatApp, cid, CLEAR, DEL, LIST, MARK, NOTE_READ, NOTES, ONE, PAGE, recount, SEND, send, sql, TYPING, UNREAD, unread, type Msg } from './chat.test-kit.js';

/**
 * One-to-one chat (issue 13, decision 036) through GraphQL on the real app and PostgreSQL: sending
 * (idempotent by client id), pages by id, unread markers under concurrency, deleting and clearing,
 * privacy (refusals beside successes), statements per page, live events with catch-up, the email.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  chatApp.t = t;
});
afterAll(() => t?.stop());

describe('sending', () => {
  it('over the socket (a page with the socket open sends so, decision 103): stored once per client id; refused as over HTTP', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const q = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id clientId text } }';
    const over = (token: string | null, toUserId: string, clientId: string) =>
      socketOnce<{ sendChatMessage: { id: string; clientId: string; text: string } }>(t, q, { token, variables: { i: { toUserId, clientId, text: 'over the socket' } } });
    const first = await over(a.token, b.id, 'sock-1');
    expect(first.errors).toBeUndefined();
    expect(first.data?.sendChatMessage).toMatchObject({ clientId: 'sock-1', text: 'over the socket' });
    // the socket's reconnection repeats it: the stored message, not a second one
    expect((await over(a.token, b.id, 'sock-1')).data?.sendChatMessage.id).toBe(first.data?.sendChatMessage.id);
    expect((await b.client.gql(ONE, { w: a.id })).data.conversation).toMatchObject({ id: expect.any(String) });
    // refusals beside it: a visitor's socket, a message to oneself
    expect((await over(null, b.id, 'sock-2')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await over(a.token, a.id, 'sock-3')).errors?.[0]?.message).toBe(MSG.chatToSelf);
  });

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

describe('message email', () => {
  it('one email for a burst from one person, none when read in time or already emailed', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const deps = t.app.deps;
    const m = await send(a, b, 'first');
    await send(a, b, 'second');
    await send(a, b, 'third');
    const c = Number(m.conversationId);
    // the sends queued nothing (decision 073): the mail follows from the log once the first message is
    // CHAT_EMAIL_DELAY_SECONDS old (the chat-mail consumer, chat.mail.test.ts); here the job's work is called
    expect(await sql(`select 1 from pgboss.job where name in ('chat.mail', 'push.message') and data->>'recipientId' = ?`, [b.id])).toEqual([]);
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
