import { randomUUID } from 'node:crypto';
import { LIMITS, MSG, SPEC_TEXT, legacyMessage } from '@poolmates/schema';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { Request } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, joinSquad, ownerAndMember, registerUser, uniqueName } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';
import { startTestAppWithMailbox, type Mailbox } from '../../test/mailbox.js';
import { resolvers, restRows } from '../features.js';
import { clock } from '../platform/clock.js';
import { buildAppSchema } from '../platform/schema.js';
import { LEGACY_NOTIFICATION_TYPE } from './legacy-format.js';

/**
 * The legacy contract read literally, as a client written from the spec alone sends it (issue 26,
 * "the legacy contract's last gaps"; decision 053). Everything goes over HTTP through the real
 * REST path; mail over real SMTP to the file's own mailbox.
 */
let t: TestApp;
let mailbox: Mailbox;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, mailbox, stop } = await startTestAppWithMailbox());
});
afterAll(() => stop?.());
afterEach(() => clock.reset());

const SUDO_PAST = (LIMITS.sudoMinutes * 60 + 5) * 1000;
const notSignedIn = { STATUSCODE: 2, STATUS: 'ERROR', MESSAGE: legacyMessage(MSG.notSignedIn), PAYLOAD: null };

describe('password recovery as the spec writes it', () => {
  it('/getuserpassinfo {passobj: {useremail}} echoes the address sent in result.useremail (not masked)', async () => {
    const u = await registerUser(t);
    const c = t.client();
    const typed = u.email.toUpperCase();
    const found = await c.rest('POST', '/getuserpassinfo', { passobj: { useremail: typed } });
    expect(found).toMatchObject({ STATUSCODE: 0, PAYLOAD: { result: { useremail: typed, verifyid: expect.stringMatching(/^rv\./) } } });
    // refusals: nobody there, no address
    expect(await c.rest('POST', '/getuserpassinfo', { passobj: { useremail: 'ghost-nobody@example.com' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.noRecord, PAYLOAD: { result: 'NA' } });
    expect((await c.rest('POST', '/getuserpassinfo', { passobj: {} })).STATUSCODE).toBe(1);
  });

  it('an account that skipped verification gets its reset code at its current address (never the pending one), then /confirmopt and /resetpassword work', async () => {
    const u = await registerUser(t);
    // a pending change to a new address (the account's email stays until that one is verified)
    const pending = `${uniqueName()}@example.net`;
    expect((await u.client.rest('POST', '/updateuseremailaccount', { userEmail: pending })).STATUSCODE).toBe(0);
    await mailbox.next(pending); // its own verification code
    const c = t.client();
    const found = await c.rest('POST', '/getuserpassinfo', { passobj: { useremail: u.email } });
    expect(found.STATUSCODE).toBe(0);
    const verifyid = found.PAYLOAD.result.verifyid as string;
    const sent = await c.rest('POST', '/sendopt', { userObj: { email: found.PAYLOAD.result.useremail } });
    expect(sent).toMatchObject({ STATUSCODE: 0, PAYLOAD: { verifyid: expect.any(String) } });
    const mail = await mailbox.next(u.email);
    expect(mail.subject).toMatch(/reset/i);
    expect(mailbox.mails.filter((m) => m.to.includes(pending) && /reset/i.test(m.subject))).toEqual([]);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    expect(await c.rest('POST', '/confirmopt', { obj: { verifyid, otpValue: wrong } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.otpMismatch });
    expect((await c.rest('POST', '/confirmopt', { obj: { verifyid, otpValue: mail.code } })).STATUSCODE).toBe(0);
    const done = await c.rest('POST', '/resetpassword', { passobj: { useremail: u.email, password: 'a new legacy pass', confpassword: 'a new legacy pass' } });
    expect(done).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.passwordChanged, PAYLOAD: { userdetails: { userid: Number(u.id) } } });
    // the code reached the address: it counts as verified now; the pending change still waits
    const me = await c.rest('GET', '/profile');
    expect(me.PAYLOAD).toMatchObject({ userid: Number(u.id), useremail: u.email, isEmailVerified: true });
    expect((await c.gql('{ me { pendingEmail } }')).data.me.pendingEmail).toBe(pending);
    expect((await t.client().rest('POST', '/login', { email: u.email, password: 'a new legacy pass' })).STATUSCODE).toBe(0);
    // the pending address is no account's address: nothing to reset there
    expect(await t.client().rest('POST', '/sendopt', { userObj: { email: pending } })).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.noRecord });
  });
});

describe('the session is checked first', () => {
  it('anonymous calls with a bad payload answer STATUSCODE 2, not a payload error; signed in the same body is STATUSCODE 1', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['/getUserpost', { postid: 'x' }],
      ['/deluserpost', { obj: { postId: 'x', userId: 'y', userType: 'normaluser' } }],
      ['/addsmarttag', { obj: { postId: 'x', tagname: 'a tag' } }],
      ['/rmvusersmarttag', { obj: { postId: 'x' } }],
      ['/getuserchat', { msgchatobj: { messageid: 'x' } }],
      ['/deluserchat', { delid: 'x' }],
      ['/delalluserchat', { msgobj: { delmsgid: 'x' } }],
      ['/updateusermsgnotifications', { msgnotify_id: 'x' }],
      // a row that picks its operation from the body
      ['/updateuserrequest', { requestobj: 'x' }],
    ];
    const visitor = t.client();
    const u = await registerUser(t);
    for (const [path, body] of bad) {
      expect({ path, ...(await visitor.rest('POST', path, body)) }).toEqual({ path, ...notSignedIn });
      expect({ path, ...(await visitor.rest('POST', path, {})) }).toEqual({ path, ...notSignedIn });
      expect({ path, code: (await u.client.rest('POST', path, body)).STATUSCODE }).toEqual({ path, code: 1 });
    }
  });

  it('sweep: every row that needs a session answers an anonymous empty body with STATUSCODE 2; public rows never do', async () => {
    const schema = await buildAppSchema(resolvers);
    const needsSession = (doc: DocumentNode) => {
      const op = getOperationAST(doc)!;
      const root = schema.getRootType(op.operation)!;
      return op.selectionSet.selections.some((s) => s.kind === 'Field' && root.getFields()[s.name.value]?.extensions?.auth !== 'public');
    };
    const visitor = t.client();
    const authed: string[] = [];
    const open: string[] = [];
    const wrong: string[] = [];
    for (const row of restRows) {
      const doc = typeof row.document === 'function' ? row.document({ body: {} } as Request, false) : row.document;
      const needs = !!row.requiresSession || !!row.viewerVariable || needsSession(doc);
      const method = row.method === 'get' ? 'GET' : 'POST';
      const r = await visitor.rest(method, row.path, method === 'GET' ? undefined : {});
      (needs ? authed : open).push(row.path);
      const asExpected = needs ? JSON.stringify(r) === JSON.stringify(notSignedIn) : r.STATUSCODE !== 2;
      if (!asExpected) wrong.push(`${method} ${row.path} → ${r.STATUSCODE} ${r.MESSAGE}`);
    }
    expect(wrong).toEqual([]);
    expect(authed.length).toBeGreaterThan(70);
    expect(open).toEqual(expect.arrayContaining(['/login', '/register', '/poolController', '/topicdetails', '/getuserpassinfo', '/confirmopt', '/getUserComment']));
  });
});

describe('call rooms by the squad topic id', () => {
  it('/getmeetingstatus and /getmeetingchat take the topic id (running call or not running; its chat or 0); the call id still works', async () => {
    // topics first so that the room's topic id is not the call id (b is in no other squad)
    const a = await registerUser(t);
    const b = await registerUser(t);
    await createTopic(a);
    await createTopic(a);
    const topicId = await createTopic(a, { topic: 'Room by topic' });
    await joinSquad(a, b, topicId);
    const stranger = await registerUser(t);
    const roomid = Number(topicId);

    const idle = await b.client.rest('POST', '/getmeetingstatus', { roomid });
    expect(idle).toMatchObject({ STATUSCODE: 0, PAYLOAD: { roomid, topicid: roomid, callid: null, running: 0, participants: [] } });
    expect(await b.client.rest('POST', '/getmeetingchat', { roomid })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });

    const sa = randomUUID();
    const started = await a.client.gql('mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { call { id } } }', { t: topicId, s: sa });
    const callId = Number(started.data.startCall.call.id);
    expect(callId).not.toBe(roomid);
    expect(await b.client.rest('POST', '/getmeetingchat', { roomid })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });
    await a.client.gql('mutation($c: ID!) { sendCallChatMessage(callId: $c, text: "hi by topic", clientId: "t1") { id } }', { c: String(callId) });

    const running = await b.client.rest('POST', '/getmeetingstatus', { roomid });
    expect(running).toMatchObject({ STATUSCODE: 0, PAYLOAD: { roomid, topicid: roomid, callid: callId, running: 1, startedby: Number(a.id) } });
    expect(running.PAYLOAD.participants.map((p: { peerid: string }) => p.peerid)).toEqual([sa]);
    const chat = await b.client.rest('POST', '/getmeetingchat', { roomid });
    expect(chat.PAYLOAD).toEqual([{ userid: Number(a.id), content: 'hi by topic', timestamp: expect.any(String) }]);
    expect((await b.client.rest('POST', '/getaudiovideostatus', { roomDetails: { roomid, peerid: sa } })).PAYLOAD).toMatchObject({ userid: Number(a.id) });
    // the call id keeps working
    expect((await b.client.rest('POST', '/getmeetingstatus', { roomid: callId })).PAYLOAD).toMatchObject({ roomid: callId, topicid: roomid, callid: callId, running: 1 });
    expect((await b.client.rest('POST', '/getmeetingchat', { roomid: callId })).PAYLOAD).toHaveLength(1);
    // where an id is both a squad topic of the viewer's and a call, the topic wins (the spec's client only knows topic ids)
    const ownTopics = (await a.client.gql('{ myActivePools(first: 10) { edges { node { id } } } }')).data.myActivePools.edges.map((e: { node: { id: string } }) => Number(e.node.id));
    expect(ownTopics).toContain(callId);
    expect((await a.client.rest('POST', '/getmeetingstatus', { roomid: callId })).PAYLOAD).toMatchObject({ topicid: callId, running: 0 });

    // refusals: someone outside the squad, a visitor, an unknown room
    expect(await stranger.client.rest('POST', '/getmeetingstatus', { roomid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.callSquadOnly });
    expect(await stranger.client.rest('POST', '/getmeetingchat', { roomid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.callSquadOnly });
    expect(await t.client().rest('POST', '/getmeetingstatus', { roomid })).toEqual(notSignedIn);
    expect((await b.client.rest('POST', '/getmeetingstatus', { roomid: 99_999_999 })).MESSAGE).toBe(MSG.callNotFound);

    // stopped: the topic's room is not running, its chat empty again
    await a.client.gql('mutation($c: ID!) { stopCall(callId: $c) }', { c: String(callId) });
    expect((await b.client.rest('POST', '/getmeetingstatus', { roomid })).PAYLOAD).toMatchObject({ callid: null, running: 0, participants: [] });
    expect((await b.client.rest('POST', '/getmeetingchat', { roomid })).PAYLOAD).toBe(0);
  });
});

describe('a proof in the call before counts (decision 020 window)', () => {
  it('/getsecruitycode {userid} right after /checkuserpassword; identity from the session, never userid', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    await u.client.rest('POST', '/updateuseraccstatus', {});
    clock.advance(SUDO_PAST); // the sign-up's proof is over
    expect(await u.client.rest('POST', '/getsecruitycode', { userid: Number(u.id) })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.passwordMissing });
    expect(await u.client.rest('POST', '/checkuserpassword', { usrpasswordobj: { userid: Number(u.id), password: 'wrong pass' } })).toMatchObject({ STATUSCODE: 1 });
    expect((await u.client.rest('POST', '/getsecruitycode', { userid: Number(u.id) })).STATUSCODE).toBe(1);
    expect((await u.client.rest('POST', '/checkuserpassword', { usrpasswordobj: { userid: Number(u.id), password: u.password } })).STATUSCODE).toBe(0);
    const code = await u.client.rest('POST', '/getsecruitycode', { userid: Number(other.id) });
    expect(code).toMatchObject({ STATUSCODE: 0, PAYLOAD: expect.stringMatching(/^[2-9A-Z]{4}-/) });
    expect(code.PAYLOAD).toBe((await u.client.gql('query($p: String) { securityCode(password: $p) { code } }', { p: u.password })).data.securityCode.code);
    clock.advance(SUDO_PAST);
    expect(await u.client.rest('POST', '/getsecruitycode', { userid: Number(u.id) })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.passwordMissing });
  });

  it('/updateuserpin {pin, userid} right after /verifyuserpin (once, within the window)', async () => {
    const u = await registerUser(t);
    const userid = Number(u.id);
    expect((await u.client.rest('POST', '/updateuserpin', { pin: '4321', userid })).STATUSCODE).toBe(0);
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '5555', userid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinCurrentRequired });
    expect((await u.client.rest('POST', '/verifyuserpin', { userpin: '4321', userid })).STATUSCODE).toBe(0);
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '5555', userid })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.pinUpdated });
    // used up by that change
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '6666', userid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinCurrentRequired });
    expect((await u.client.rest('POST', '/verifyuserpin', { userpin: '5555', userid })).STATUSCODE).toBe(0);
    // a wrong PIN after the right one takes the proof back
    expect((await u.client.rest('POST', '/verifyuserpin', { userpin: '0000', userid })).STATUSCODE).toBe(1);
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '6666', userid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinCurrentRequired });
    // too late
    expect((await u.client.rest('POST', '/verifyuserpin', { userpin: '5555', userid })).STATUSCODE).toBe(0);
    clock.advance(SUDO_PAST);
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '6666', userid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinCurrentRequired });
    // another session's proof is not this one's
    expect((await u.client.rest('POST', '/verifyuserpin', { userpin: '5555', userid })).STATUSCODE).toBe(0);
    const elsewhere = t.client();
    expect((await elsewhere.rest('POST', '/login', { email: u.email, password: u.password })).STATUSCODE).toBe(0);
    expect(await elsewhere.rest('POST', '/updateuserpin', { pin: '6666', userid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinCurrentRequired });
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '6666', userid })).toMatchObject({ STATUSCODE: 0 });
  });
});

describe('lists as the spec pages and types them', () => {
  it('/getpeoplesearchtopic honours page (page 2 is not page 1)', async () => {
    const tag = `pst${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 7; i++) await registerUser(t, { username: `${tag}${i}` });
    const owner = await registerUser(t);
    const topicId = await createTopic(owner);
    const ask = (page: number) => owner.client.rest('POST', '/getpeoplesearchtopic', { poolsearchobj: { searchterm: tag, topicId: Number(topicId), page, limit: 5 } });
    const names = (r: { PAYLOAD: { username: string }[] }) => r.PAYLOAD.map((p) => p.username);
    const one = await ask(1);
    const two = await ask(2);
    expect(one.STATUSCODE).toBe(0);
    expect(names(one)).toHaveLength(5);
    expect(names(two)).toHaveLength(2);
    expect([...names(one), ...names(two)].sort()).toEqual(Array.from({ length: 7 }, (_, i) => `${tag}${i}`));
    expect(await owner.client.rest('POST', '/getpeoplesearchtopic', { poolsearchobj: { searchterm: tag, page: 0 } })).toMatchObject({ STATUSCODE: 1 });
  });

  it("legacy notification lists carry only the spec's types", async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    await addComment(member, topicId);
    // the topic-start alert and the accountability reminders, as their jobs write them
    await t.orm.em.getConnection().execute(
      `insert into notifications (user_id, type, topic_id, text, created_at) values (?, 'TOPIC_START', ?, 'x @ Start in 15 min', now()), (?, 'CHECKIN_REMINDER', ?, 'check in', now()), (?, 'MISSED_DAY', ?, 'missed', now())`,
      [owner.id, topicId, owner.id, topicId, owner.id, topicId],
    );
    const all = await owner.client.gql('{ notifications(first: 20) { edges { node { type } } } }');
    expect(all.data.notifications.edges.map((e: { node: { type: string } }) => e.node.type)).toEqual(expect.arrayContaining(['TOPIC_START', 'CHECKIN_REMINDER', 'MISSED_DAY', 'COMMENTED']));
    const spec = new Set(Object.values(LEGACY_NOTIFICATION_TYPE));
    expect([...spec].sort()).toEqual(['Accpeted', 'Deleted', 'Missedcall', 'Postreply', 'commented', 'replied', 'request']);
    const list = await owner.client.rest('POST', '/getusernotification', { notifyto: { userid: Number(owner.id), page: 1, limit: 5 } });
    const types = (list.PAYLOAD as { notify_type?: string }[]).slice(1).map((n) => n.notify_type);
    expect(types).toContain('commented');
    expect(types.every((x) => spec.has(x!))).toBe(true);
    const notify = (await owner.client.rest('GET', '/profile')).PAYLOAD.notify as { notify_type: string }[];
    expect(notify.map((n) => n.notify_type)).toContain('commented');
    expect(notify.every((n) => spec.has(n.notify_type))).toBe(true);
  });
});
