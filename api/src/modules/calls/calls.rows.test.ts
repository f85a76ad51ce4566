import { randomUUID } from 'node:crypto';
import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The legacy call paths (active-topic.md §7 "Calls"): a room is a call (roomid = its id), a peer a
 * session (peerid). Squad members only; who asks is the session, never a body field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('legacy call paths', () => {
  it('/getaudiovideostatus, /getmeetingchat and /getmeetingstatus answer squad members; others are refused', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const stranger = await registerUser(t);
    const topicId = await createTopic(a, { topic: 'Legacy calls' });
    await joinSquad(a, b, topicId);
    const sa = randomUUID();
    const sb = randomUUID();
    const started = await a.client.gql('mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { call { id } } }', { t: topicId, s: sa });
    const roomid = Number(started.data.startCall.call.id);
    await b.client.gql('mutation($c: ID!, $s: ID!) { joinCall(callId: $c, sessionId: $s) { sessionId } }', { c: String(roomid), s: sb });
    await b.client.gql('mutation($c: ID!, $s: ID!) { setCallMedia(callId: $c, sessionId: $s, video: false, hand: true) { sessionId } }', { c: String(roomid), s: sb });
    await a.client.gql('mutation($c: ID!) { sendCallChatMessage(callId: $c, text: "hello room", clientId: "r1") { id } }', { c: String(roomid) });

    const status = await a.client.rest('POST', '/getaudiovideostatus', { roomDetails: roomid, peerid: sb });
    expect(status).toMatchObject({ STATUSCODE: 0, PAYLOAD: { userid: Number(b.id), hand: true, audio: true, video: false, name: b.username } });
    // the room details as one object work too
    expect((await a.client.rest('POST', '/getaudiovideostatus', { roomDetails: { roomid, peerid: sa } })).PAYLOAD).toMatchObject({ userid: Number(a.id), hand: false });
    const unknownPeer = await a.client.rest('POST', '/getaudiovideostatus', { roomDetails: roomid, peerid: randomUUID() });
    expect(unknownPeer).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.callSessionUnknown });

    const chat = await b.client.rest('POST', '/getmeetingchat', { roomid });
    expect(chat.STATUSCODE).toBe(0);
    expect(chat.PAYLOAD).toEqual([{ userid: Number(a.id), content: 'hello room', timestamp: expect.any(String) }]);

    const meeting = await b.client.rest('POST', '/getmeetingstatus', { roomid, userid: Number(stranger.id) });
    expect(meeting).toMatchObject({ STATUSCODE: 0, PAYLOAD: { roomid, topicid: Number(topicId), running: 1, startedby: Number(a.id) } });
    expect(meeting.PAYLOAD.participants.map((p: { userid: number; peerid: string }) => [p.userid, p.peerid])).toEqual([
      [Number(a.id), sa],
      [Number(b.id), sb],
    ]);

    // refusals: a stranger (even naming a member in the body), a visitor, a bad body
    for (const [path, body] of [
      ['/getaudiovideostatus', { roomDetails: roomid, peerid: sa, userid: Number(a.id) }],
      ['/getmeetingchat', { roomid, userid: Number(a.id) }],
      ['/getmeetingstatus', { roomid }],
    ] as const) {
      expect(await stranger.client.rest('POST', path, body)).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.callSquadOnly });
      expect((await t.client().rest('POST', path, body)).STATUSCODE).toBe(2);
    }
    expect((await a.client.rest('POST', '/getmeetingstatus', { roomid: 'x' })).STATUSCODE).toBe(1);
    expect((await a.client.rest('POST', '/getmeetingstatus', { roomid: 99999999 })).MESSAGE).toBe(MSG.callNotFound);

    // after Stop Call the room reads as not running, nobody in it
    await a.client.gql('mutation($c: ID!) { stopCall(callId: $c) }', { c: String(roomid) });
    expect((await b.client.rest('POST', '/getmeetingstatus', { roomid })).PAYLOAD).toMatchObject({ running: 0, participants: [] });
  });
});
