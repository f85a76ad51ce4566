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
});

