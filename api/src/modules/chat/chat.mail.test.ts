import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { startMailbox, type Mailbox } from '../../../test/mailbox.js';
import { sleep } from '../../../test/ws.js';
import { chatService } from './chat.service.js';

/**
 * The message email end to end: the real app, pg-boss and a real SMTP server. A burst of messages
 * from one person is one email after the delay; messages read in time send none (decision 036).
 */
let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, CHAT_EMAIL_DELAY_SECONDS: '2' });
});
afterAll(async () => {
  await t?.stop();
  await mailbox?.stop();
});

const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id conversationId } }';
const MARK = 'mutation($c: ID!, $u: ID!) { markConversationRead(conversationId: $c, upToMessageId: $u) { id } }';

describe('message email', () => {
  it('a burst of three is one email; a message read before the delay sends none', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const c = await registerUser(t);
    for (const [i, text] of ['one', 'two', 'three'].entries()) {
      const r = await a.client.gql(SEND, { i: { toUserId: b.id, clientId: `burst-${i}`, text } });
      expect(r.errors).toBeUndefined();
    }
    const sent = await a.client.gql(SEND, { i: { toUserId: c.id, clientId: 'read-in-time', text: 'read me' } });
    await c.client.gql(MARK, { c: sent.data.sendChatMessage.conversationId, u: sent.data.sendChatMessage.id });
    // the sends queued nothing (decision 073): the mail follows from the log
    expect(await t.orm.em.fork().getConnection().execute(`select 1 from pgboss.job where name in ('chat.mail', 'push.message')`)).toEqual([]);
    const mail = await mailbox.next(b.email, 25_000);
    expect(mail.subject).toBe(`${a.username} sent you 3 messages on Poolmates`);
    expect(mail.raw).toContain('three');
    await sleep(4000); // a second job of the burst, or one for c, would have run by now
    expect(mailbox.mails.filter((m) => m.to.includes(b.email))).toHaveLength(1);
    expect(mailbox.mails.filter((m) => m.to.includes(c.email))).toHaveLength(0);
  }, 45_000);

  it('a person who turned direct messages by e-mail off (Settings › Notifications, decision 061) gets none', async () => {
    const a = await registerUser(t);
    const d = await registerUser(t);
    const off = await d.client.gql('mutation { updateNotificationPreferences(input: { kinds: [{ kind: DIRECT_MESSAGES, email: false }] }) { quietStart } }');
    expect(off.errors).toBeUndefined();
    const r = await a.client.gql(SEND, { i: { toUserId: d.id, clientId: 'no-mail', text: 'not by mail' } });
    expect(r.errors).toBeUndefined();
    expect(await chatService.mailUnread(t.app.deps, Number(d.id), Number(r.data.sendChatMessage.conversationId))).toBe(0);
  });

  it('a message committed without its nudge (another process, a crash right after the commit) is mailed from the log by the sweep, once', async () => {
    const a = await registerUser(t);
    const e = await registerUser(t);
    const sql = (q: string, p: unknown[]) => t.orm.em.fork().getConnection().execute<Record<string, number>[]>(q, p);
    // what another process's send commits: the conversation, the message, both member rows and the recipient's event
    const [conv] = await sql(`insert into conversations (user_a_id, user_b_id, created_at) values (?, ?, now()) returning id`, [Math.min(+a.id, +e.id), Math.max(+a.id, +e.id)]);
    const [msg] = await sql(`insert into chat_messages (conversation_id, sender_id, client_id, html, text, created_at) values (?, ?, 'elsewhere', 'from another process', 'from another process', now()) returning id`, [conv.id, a.id]);
    await sql(`insert into conversation_members (conversation_id, user_id, other_id, last_message_id, last_activity_at) values (?, ?, ?, ?, now()), (?, ?, ?, ?, now())`, [conv.id, a.id, e.id, msg.id, conv.id, e.id, a.id, msg.id]);
    await sql(
      `with s as (insert into event_streams as es (stream, last_seq) values (?, 1) on conflict (stream) do update set last_seq = es.last_seq + 1 returning last_seq)
       insert into events (stream, seq, kind, actor_id, data, created_at) select ?, s.last_seq, 'chat.message', ?, jsonb_build_object('conversationId', ?::int, 'messageId', ?::bigint), now() from s`,
      [`user:${e.id}`, `user:${e.id}`, a.id, conv.id, msg.id],
    );
    const mail = await mailbox.next(e.email, 25_000);
    expect(mail.subject).toBe(`${a.username} sent you a message on Poolmates`);
    await sleep(4000); // the next sweeps find it mailed
    expect(mailbox.mails.filter((m) => m.to.includes(e.email))).toHaveLength(1);
  }, 45_000);
});
