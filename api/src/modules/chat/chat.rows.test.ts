import { randomBytes } from 'node:crypto';
import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The legacy chat and message-notification paths (active-topic.md §7) with the spec's payloads:
 * /getmessage, /getuserchat, /deluserchat, /delalluserchat, /getusrmsgnotification,
 * /updateusermsgnotifications, /updateuserallnoti, and /profile's notify and msgnotify lists. A
 * body's userid never decides who acts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id conversationId } }';
async function send(from: TestUser, to: TestUser, text: string): Promise<{ id: string; conversationId: string }> {
  const r = await from.client.gql(SEND, { i: { toUserId: to.id, clientId: `c-${randomBytes(6).toString('hex')}`, text } });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.sendChatMessage;
}
const unread = async (u: TestUser): Promise<number> => (await u.client.gql('{ unreadMessageCount }')).data.unreadMessageCount;

describe('legacy chat paths', () => {
  it('/getmessage lists the chat entries; /getuserchat a conversation, by messageid or by the other person', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m1 = await send(a, b, 'hello https://example.com');
    const m2 = await send(b, a, 'hi');
    const list = await a.client.rest('POST', '/getmessage', { messageObj: { userid: Number(b.id) } });
    expect(list).toMatchObject({ STATUSCODE: 0, STATUS: 'SUCCESS' });
    expect(list.PAYLOAD).toHaveLength(1);
    expect(list.PAYLOAD[0]).toMatchObject({
      fromuserid: Number(b.id),
      touserid: Number(a.id),
      messageid: Number(m1.conversationId),
      msgtxtid: Number(m2.id),
      msgtext: 'hi',
      unreadcount: 1,
      userdetailsfrom: { userid: Number(b.id), username: b.username, useremail: '', mobile: '' },
      userdetailsto: { userid: Number(a.id), username: a.username, useremail: a.email },
    });
    const chat = await b.client.rest('POST', '/getuserchat', { msgchatobj: { userid: Number(b.id), messageid: Number(m1.conversationId) } });
    expect(chat.PAYLOAD).toEqual([
      { messageid: Number(m1.conversationId), msgtxtid: Number(m1.id), userid: Number(a.id), text: 'hello <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>', currentTime: '0 minutes ago' },
      { messageid: Number(m1.conversationId), msgtxtid: Number(m2.id), userid: Number(b.id), text: 'hi', currentTime: '0 minutes ago' },
    ]);
    // by the other person (no messageid yet: a new conversation), and with nobody
    expect((await b.client.rest('POST', '/getuserchat', { msgchatobj: { userid: Number(a.id) } })).PAYLOAD.map((m: { msgtxtid: number }) => m.msgtxtid)).toEqual([Number(m1.id), Number(m2.id)]);
    const c = await registerUser(t);
    expect((await b.client.rest('POST', '/getuserchat', { msgchatobj: { userid: Number(c.id) } })).PAYLOAD).toEqual([]);
    expect(await b.client.rest('POST', '/getuserchat', { msgchatobj: {} })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'messageid is required.' });
    // page/limit: page 2 holds the older ones
    const p2 = await b.client.rest('POST', '/getuserchat', { msgchatobj: { messageid: Number(m1.conversationId), page: 2, limit: 1 } });
    expect(p2.PAYLOAD.map((m: { msgtxtid: number }) => m.msgtxtid)).toEqual([Number(m1.id)]);
    // someone else's conversation: nothing, whatever the body says
    const eve = await registerUser(t);
    expect((await eve.client.rest('POST', '/getuserchat', { msgchatobj: { userid: Number(a.id), messageid: Number(m1.conversationId) } })).PAYLOAD).toEqual([]);
    expect((await eve.client.rest('POST', '/getmessage', { messageObj: { userid: Number(a.id) } })).PAYLOAD).toEqual([]);
    expect((await t.client().rest('POST', '/getmessage', { messageObj: {} })).STATUSCODE).toBe(2);
  });

  it('/deluserchat deletes one\'s own message (only with an id); /delalluserchat clears for the asker only', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const m1 = await send(a, b, 'one');
    const m2 = await send(a, b, 'two');
    expect(await a.client.rest('POST', '/deluserchat', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'delid is required.' });
    expect(await b.client.rest('POST', '/deluserchat', { delid: Number(m2.id) })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.chatDeleteOwnOnly });
    expect(await a.client.rest('POST', '/deluserchat', { delid: Number(m2.id) })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.chatMessageDeleted, PAYLOAD: { delid: Number(m2.id) } });
    expect(await unread(b)).toBe(1);
    const eve = await registerUser(t);
    expect(await eve.client.rest('POST', '/delalluserchat', { msgobj: { delmsgid: Number(m1.conversationId), userid: Number(b.id) } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.chatConversationNotFound });
    // `userid` names the other person: it decides nothing — b's copy is cleared, a keeps theirs
    expect(await b.client.rest('POST', '/delalluserchat', { msgobj: { delmsgid: Number(m1.conversationId), userid: Number(a.id) } })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.chatCleared });
    expect((await b.client.rest('POST', '/getuserchat', { msgchatobj: { messageid: Number(m1.conversationId) } })).PAYLOAD).toEqual([]);
    expect((await a.client.rest('POST', '/getuserchat', { msgchatobj: { messageid: Number(m1.conversationId) } })).PAYLOAD.map((m: { msgtxtid: number }) => m.msgtxtid)).toEqual([Number(m1.id)]);
  });

  it('/getusrmsgnotification pages the message notifications; /updateusermsgnotifications and /updateuserallnoti mark them read', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await a.client.gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { firstName: 'Ada', lastName: 'Lovelace' } });
    const sent = [];
    for (let i = 0; i < 7; i++) sent.push(await send(a, b, `n${i}`));
    const p1 = await b.client.rest('POST', '/getusrmsgnotification', { obj: { userid: Number(a.id), page: 1 } });
    expect(p1.PAYLOAD).toHaveLength(6);
    expect(p1.PAYLOAD[0]).toEqual({ next: { page: 2, limit: 5 } });
    expect(p1.PAYLOAD[1]).toMatchObject({
      msgnotify_id: Number(sent[6].id),
      msgnotifyfrom: { PAYLOAD: { firstname: 'Ada', lastname: 'Lovelace', mobile: '', profile_image: '', useremail: '', userid: Number(a.id), username: a.username } },
      msgtext: 'n6',
      msgnotifycheck: 0,
    });
    const p2 = await b.client.rest('POST', '/getusrmsgnotification', { obj: { page: 2, limit: 5 } });
    expect(p2.PAYLOAD[0]).toEqual({ next: { page: null, limit: 5 } });
    expect(p2.PAYLOAD.slice(1).map((n: { msgnotify_id: number }) => n.msgnotify_id)).toEqual([Number(sent[1].id), Number(sent[0].id)]);
    // one read: its conversation read up to it; another person's is refused
    expect((await a.client.rest('POST', '/updateusermsgnotifications', { msgnotify_id: Number(sent[3].id) })).STATUSCODE).toBe(1);
    expect((await b.client.rest('POST', '/updateusermsgnotifications', { msgnotify_id: Number(sent[3].id) })).STATUSCODE).toBe(0);
    expect(await unread(b)).toBe(3);
    const again = await b.client.rest('POST', '/getusrmsgnotification', { obj: {} });
    expect(again.PAYLOAD.slice(1).map((n: { msgnotifycheck: number }) => n.msgnotifycheck)).toEqual([0, 0, 0, 1, 1]);
    // /profile: the unread ones
    const profile = await b.client.rest('GET', '/profile');
    expect(profile.PAYLOAD.msgnotify.map((n: { msgnotify_id: number }) => n.msgnotify_id)).toEqual([sent[6], sent[5], sent[4]].map((m) => Number(m.id)));
    // all of them (the spec lists /updateuserallnoti with the message notifications)
    expect((await b.client.rest('POST', '/updateuserallnoti', { notiobj: { userid: Number(b.id) } })).PAYLOAD).toBe(3);
    expect(await unread(b)).toBe(0);
    expect((await b.client.rest('GET', '/userdetails')).PAYLOAD.msgnotify).toEqual([]);
  });

  it('/updateuserallnoti marks the bell notifications when its notiobj names their keys, leaving the messages; /profile lists both', async () => {
    const owner = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Bells' });
    await addComment(writer, topicId, '<p>ring</p>');
    await send(writer, owner, 'psst');
    const before = (await owner.client.rest('GET', '/profile')).PAYLOAD;
    expect(before.notify).toHaveLength(1);
    expect(before.notify[0]).toMatchObject({ notify_type: 'commented', notifiiyread: 0, notifyfrom: { username: writer.username } });
    expect(before.msgnotify).toHaveLength(1);
    expect(before.msgnotify[0]).toMatchObject({ msgtext: 'psst', msgnotifycheck: 0 });
    expect((await owner.client.rest('POST', '/updateuserallnoti', { notiobj: { notifyto: { userid: Number(owner.id) } } })).PAYLOAD).toBe(1);
    const after = (await owner.client.rest('GET', '/profile')).PAYLOAD;
    expect(after.notify).toEqual([]);
    expect(after.msgnotify).toHaveLength(1);
    expect((await owner.client.rest('POST', '/updateuserallnoti', {})).PAYLOAD).toBe(1);
    expect((await owner.client.rest('GET', '/profile')).PAYLOAD.msgnotify).toEqual([]);
  });
});
