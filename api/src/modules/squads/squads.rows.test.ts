import { MSG, SPEC_TEXT } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let owner: TestUser;
let topicId: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await registerUser(t);
  topicId = Number(await createTopic(owner, { topic: 'Legacy squad' }));
});
afterAll(() => t?.stop());

const publishTopic = async (u: TestUser, topic: string): Promise<number> => Number(await createTopic(u, { topic }));
/** `who` is in `topicOwner`'s squad; the request id as the legacy rows spell it (a number). */
const join = async (topicOwner: TestUser, who: TestUser, tid: number): Promise<number> => Number(await joinSquad(topicOwner, who, tid));

describe('legacy request and squad paths', () => {
  it('/addtopicrequest → /getuserrequest → /addenrolleduser; /canceltopicrequest answers 3 when already withdrawn', async () => {
    const a = await registerUser(t);
    const sent = await a.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicId, fromuserid: 1, touserid: Number(owner.id), status: 'pending' } });
    expect(sent).toMatchObject({ STATUSCODE: 0, PAYLOAD: expect.any(Number) });
    const inbox = await owner.client.rest('POST', '/getuserrequest', { userObj: { userid: 1, page: 1, limit: 5 } });
    expect(inbox.PAYLOAD[0]).toEqual({ next: { page: null, limit: 5 } });
    expect(inbox.PAYLOAD[1]).toMatchObject({ requestid: sent.PAYLOAD, topicId, status: 'pending', topicrequestid: `${topicId}${a.id}`, notifyfromdetails: { username: a.username } });
    expect((await a.client.rest('POST', '/getuserrequestsent', { userObj: {} })).PAYLOAD).toHaveLength(2);
    expect(await owner.client.rest('POST', '/addenrolleduser', { enrolledObj: { requestid: sent.PAYLOAD, topicid: topicId, userid: 1 } })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.requestConfirmed });
    const b = await registerUser(t);
    const rb = await b.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicId } });
    expect(await b.client.rest('POST', '/canceltopicrequest', { topicrequest: { requestid: rb.PAYLOAD, isdeleted: true } })).toMatchObject({ STATUSCODE: 0 });
    expect(await b.client.rest('POST', '/canceltopicrequest', { topicrequest: { requestid: rb.PAYLOAD } })).toMatchObject({ STATUSCODE: 3 });
    expect(await owner.client.rest('POST', '/addenrolleduser', { enrolledObj: { requestid: rb.PAYLOAD } })).toMatchObject({ STATUSCODE: 3, MESSAGE: SPEC_TEXT.requestWithdrawn });
    const c = await registerUser(t);
    const rc = await c.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicId } });
    expect(await owner.client.rest('POST', '/delenrolleduser', { requestid: rc.PAYLOAD })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.requestDeleted });
    expect((await t.client().rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicId } })).STATUSCODE).toBe(2);
    expect(await a.client.rest('POST', '/addtopicrequest', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicrequest must be a JSON object.' });
    expect(await a.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: 'abc' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicid must be a number.' });
  });

  it('/updateuserrequest sets a request\'s status by who may: approved, deleted, cancel', async () => {
    const [x, y, z] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const own = await registerUser(t);
    const tid = await createTopic(own, { topic: 'Update request', squadSize: 5 });
    const ask = async (u: TestUser) => (await u.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: tid } })).PAYLOAD;
    const [rx, ry, rz] = [await ask(x), await ask(y), await ask(z)];
    expect(await own.client.rest('POST', '/updateuserrequest', { requestobj: { requestid: rx, status: 'approved' } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { status: 'ACCEPTED' } });
    expect(await own.client.rest('POST', '/updateuserrequest', { requestobj: { requestid: ry, status: 'Deleted' } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { status: 'DELETED' } });
    expect(await own.client.rest('POST', '/updateuserrequest', { requestobj: { requestid: rz, status: 'cancel' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlySenderCancels });
    expect(await z.client.rest('POST', '/updateuserrequest', { requestobj: { requestid: rz, status: 'cancel' } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { status: 'CANCELLED' } });
    expect(await own.client.rest('POST', '/updateuserrequest', { requestobj: { requestid: rz, status: 'maybe' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'status must be approved, deleted or cancel.' });
  });

  it('/getteamedetails, /reportsquad, /removesquad, /leavesquad (removed_by and reportedby are ignored)', async () => {
    const m1 = await registerUser(t);
    const m2 = await registerUser(t);
    // the squad is 3: owner + the member of the first test + one more
    const team0 = await owner.client.rest('POST', '/getteamedetails', { topicId });
    const free = 3 - team0.PAYLOAD.length;
    const members = [m1, m2].slice(0, free);
    for (const m of members) await joinSquad(owner, m, topicId);
    const team = await owner.client.rest('POST', '/getteamedetails', { topicId });
    expect(team.PAYLOAD[0]).toMatchObject({ enrolleduserId: Number(owner.id), superuser: true });
    expect(team.PAYLOAD).toHaveLength(3);
    const m = members[0];
    const other = team.PAYLOAD.find((x: { enrolleduserId: number }) => x.enrolleduserId !== Number(m.id) && x.enrolleduserId !== Number(owner.id)).enrolleduserId;
    expect(await m.client.rest('POST', '/reportsquad', { squadObj: { topicid: topicId, reportedby: 999, reportedfor: other, report_text: 'Spam' } })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.reportSent });
    expect(await m.client.rest('POST', '/reportsquad', { squadObj: { topicid: topicId, reportedfor: other, report_text: 'Rude' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.reportReasonInvalid });
    expect(await m.client.rest('POST', '/removesquad', { squadObj: { topicid: topicId, userid: other, removed_by: Number(owner.id) } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlyOwnerRemoves });
    expect(await owner.client.rest('POST', '/removesquad', { squadObj: { topicId, userId: other } })).toMatchObject({ STATUSCODE: 0 });
    expect(await m.client.rest('POST', '/leavesquad', { squadObj: { topicId, userid: 1 } })).toMatchObject({ STATUSCODE: 0 });
    expect((await owner.client.rest('POST', '/getteamedetails', { topicid: topicId })).PAYLOAD).toHaveLength(1);
  });

  it('/getFriendList (4 suggestions) and /getpeoplesearchtopic', async () => {
    const tag = `pal${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await registerUser(t, { username: `${tag}${i}` });
    const s = await owner.client.rest('POST', '/getFriendList', { searchterm: tag, topicId });
    expect(s.PAYLOAD).toHaveLength(4);
    expect(s.PAYLOAD[0]).toMatchObject({ username: `${tag}0`, status: { status: '', requestId: null } });
    const all = await owner.client.rest('POST', '/getpeoplesearchtopic', { poolsearchobj: { searchterm: tag, topicId, page: 1, limit: 5 } });
    expect(all.PAYLOAD).toHaveLength(5);
    expect(await owner.client.rest('POST', '/getFriendList', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'searchterm is required.' });
  });

  it('/getusernotification, /updateusernotification, /updateuserallnoti', async () => {
    // requests still waiting: their notifications are the newest and unread (answered ones are read)
    for (let i = 0; i < 3; i++) await (await registerUser(t)).client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicId } });
    const list = await owner.client.rest('POST', '/getusernotification', { notifyto: { userid: 1, page: 1, limit: 2 } });
    expect(list.PAYLOAD[0]).toEqual({ next: { page: 2, limit: 2 } });
    expect(list.PAYLOAD[1]).toMatchObject({ notify_id: expect.any(Number), notify_type: expect.stringMatching(/^(request|Accpeted|Deleted)$/), notify_topicid: topicId, notifiiyread: 0 });
    expect((await owner.client.rest('POST', '/updateusernotification', { notify_id: list.PAYLOAD[1].notify_id })).STATUSCODE).toBe(0);
    const again = await owner.client.rest('POST', '/getusernotification', { notifyto: { page: 1, limit: 2 } });
    expect(again.PAYLOAD[1].notifiiyread).toBe(1);
    // a `notiobj` naming the bell's keys marks the bell notifications (without them: the message notifications, decision 036)
    expect((await owner.client.rest('POST', '/updateuserallnoti', { notiobj: { notifyto: {} } })).PAYLOAD).toBeGreaterThan(0);
    expect((await t.client().rest('POST', '/getusernotification', {})).STATUSCODE).toBe(2);
    const stranger = await registerUser(t);
    expect((await stranger.client.rest('POST', '/updateusernotification', { notify_id: list.PAYLOAD[1].notify_id })).STATUSCODE).toBe(1);
  });

  it('/getteamedetails answers the team in the spec\'s names (enrolleduserId, username, profileImage, onlineusr), to the squad only', async () => {
    const own = await registerUser(t);
    const tid = await publishTopic(own, 'Team names');
    const member = await registerUser(t);
    await join(own, member, tid);
    const team = await member.client.rest('POST', '/getteamedetails', { topicid: tid });
    expect(team).toMatchObject({ STATUSCODE: 0 });
    expect(team.PAYLOAD).toEqual([
      { enrolleduserId: Number(own.id), username: own.username, profileImage: '', onlineusr: false, superuser: true },
      { enrolleduserId: Number(member.id), username: member.username, profileImage: '', onlineusr: false, superuser: false },
    ]);
    const stranger = await registerUser(t);
    expect(await stranger.client.rest('POST', '/getteamedetails', { topicid: tid })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.squadOnly, PAYLOAD: null });
    expect(await t.client().rest('POST', '/getteamedetails', { topicid: tid })).toMatchObject({ STATUSCODE: 2 });
    expect(await member.client.rest('POST', '/getteamedetails', { topicid: 999999 })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicNotFound });
  });

  it('/updateuserrequest {requestId} (the people search\'s Cancel Request) withdraws the sender\'s request; requestId/requestid both read', async () => {
    const own = await registerUser(t);
    const tid = await publishTopic(own, 'Invite then cancel');
    const guest = await registerUser(t);
    const invite = (await own.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: tid, touserid: Number(guest.id) } })).PAYLOAD;
    expect(await guest.client.rest('POST', '/updateuserrequest', { requestId: invite })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlySenderCancels });
    expect(await own.client.rest('POST', '/updateuserrequest', { requestId: invite })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { status: 'CANCELLED' } });
    expect(await own.client.rest('POST', '/updateuserrequest', { requestId: invite })).toMatchObject({ STATUSCODE: 3, MESSAGE: MSG.requestAlreadyCancelled });
    const again = (await own.client.rest('POST', '/addtopicrequest', { topicrequest: { topicId: tid, touserid: Number(guest.id) } })).PAYLOAD;
    expect(await guest.client.rest('POST', '/addenrolleduser', { enrolledObj: { requestId: again, topicid: tid } })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.requestConfirmed });
    const asker = await registerUser(t);
    const asked = (await asker.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: tid } })).PAYLOAD;
    expect(await own.client.rest('POST', '/delenrolleduser', { requestId: asked })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.requestDeleted });
    expect(await own.client.rest('POST', '/updateuserrequest', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'requestid is required.' });
  });

  it('/canceltopicrequest on a request the owner already confirmed answers 3 (the spec\'s alert) with a message', async () => {
    const own = await registerUser(t);
    const tid = await publishTopic(own, 'Too late to cancel');
    const a = await registerUser(t);
    const requestid = await join(own, a, tid);
    expect(await a.client.rest('POST', '/canceltopicrequest', { topicrequest: { topicid: tid, fromuserid: Number(a.id), touserid: Number(own.id), status: 'cancel', isdeleted: true, requestid } })).toEqual({ STATUSCODE: 3, STATUS: 'ERROR', MESSAGE: MSG.requestAlreadyConfirmed, PAYLOAD: null });
  });

  it('notifications carry the spec\'s topicrequestid, notifyto, commentTxt, reqstatus and notify_text', async () => {
    const own = await registerUser(t);
    const tid = await publishTopic(own, 'Notified');
    const a = await registerUser(t);
    const requestid = await join(own, a, tid);
    await addComment(a, tid, '<p>Hello <b>squad</b></p>');
    const mine = (await own.client.rest('POST', '/getusernotification', { notifyto: { userid: 1, page: 1, limit: 5 } })).PAYLOAD.slice(1);
    expect(mine.map((n: { notify_type: string }) => n.notify_type)).toEqual(['commented', 'request']);
    expect(mine[0]).toMatchObject({ notifyto: Number(own.id), notify_topicid: tid, commentTxt: '<p>Hello <b>squad</b></p>', reqstatus: false, requestid: null, topicrequestid: null, notifyfrom: { userid: Number(a.id), username: a.username } });
    expect(mine[1]).toMatchObject({ notifyto: Number(own.id), requestid, topicrequestid: `${tid}${a.id}`, reqstatus: false, commentTxt: '', notify_text: expect.stringContaining('wants to join'), notify_comment_id: '12' });
    const theirs = (await a.client.rest('POST', '/getusernotification', { notifyto: {} })).PAYLOAD.slice(1);
    expect(theirs[0]).toMatchObject({ notify_type: 'Accpeted', notifyto: Number(a.id), requestid, topicrequestid: `${tid}${a.id}`, reqstatus: true, notify_text: expect.stringContaining('accepted') });
  });
});
