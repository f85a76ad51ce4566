import { addDays, dateInZone, MSG, SPEC_TEXT } from '@poolmates/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await registerUser(t);
});
afterAll(() => t?.stop());

const tomorrow = () => addDays(dateInZone(new Date(), 'Asia/Kolkata'), 1);

async function publish(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set('file', new Blob([new Uint8Array(image)]), 'cover.png');
  return (await u.client.fetch('/publish', { method: 'POST', body: form })).json();
}
const legacyForm = (patch: Record<string, string> = {}) => ({
  yourname: 'Ravi',
  topic: 'Legacy pool',
  description: 'From the old client',
  noofpartner: '2',
  noofdays: '2',
  startdate: tomorrow(),
  starttime: '07:30 PM',
  timezone: 'Asia/Kolkata',
  sdateutc: 'ignored',
  categoryId: '3',
  nameCategory: 'Data Science',
  timeline: JSON.stringify([{ title: 'Intro', description: 'Setup' }, { title: 'Practice' }]),
  ...patch,
});

describe('legacy pool paths', () => {
  let topicId: number;

  it('/publish (multipart) answers the new topic id; bad fields get the spec messages', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#f80' } }).png().toBuffer();
    const r = await publish(legacyForm(), png);
    expect(r).toMatchObject({ STATUSCODE: 0, PAYLOAD: expect.any(Number) });
    topicId = r.PAYLOAD;
    expect(await publish(legacyForm({ yourname: '' }))).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.yournameRequired });
    expect(await publish(legacyForm({ noofpartner: '' }))).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.squadRequired });
    expect(await publish(legacyForm({ timeline: 'not json' }))).toMatchObject({ STATUSCODE: 1 });
    expect(await publish(legacyForm(), Buffer.from('not an image'))).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.topicImageInvalid });
    // not a form: refused (a visitor first hears the session is missing, decision 053)
    expect((await u.client.rest('POST', '/publish', { topic: 'x' })).STATUSCODE).toBe(1);
    expect((await t.client().rest('POST', '/publish', { topic: 'x' })).STATUSCODE).toBe(2);
  });

  it('/publish reads the whole form when the file part comes first (the spec lists `file` first)', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#08f' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)]), 'cover.png');
    for (const [k, v] of Object.entries(legacyForm({ topic: 'File first' }))) form.set(k, v);
    const r = await (await u.client.fetch('/publish', { method: 'POST', body: form })).json();
    expect(r).toMatchObject({ STATUSCODE: 0, PAYLOAD: expect.any(Number) });
    const d = await t.client().rest('POST', '/topicdetails', { topicId: r.PAYLOAD });
    expect(d.PAYLOAD).toMatchObject({ topic: 'File first', yourname: 'Ravi', noofpartner: 2, noofdays: 2, description: 'From the old client' });
    expect(d.PAYLOAD.topic_image).toMatch(/^\/uploads\/topics\//);
    // the size limit still holds for a file part read before the fields
    const big = new FormData();
    big.set('file', new Blob([new Uint8Array(Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024)]))]), 'big.png');
    for (const [k, v] of Object.entries(legacyForm())) big.set(k, v);
    expect(await (await u.client.fetch('/publish', { method: 'POST', body: big })).json()).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.topicFileTooBig });
  });

  it.each(['/publish', '/updateprofilephoto'])('%s: multipart without a boundary is STATUSCODE 1 with a precise message, not "Something broke!"', async (path) => {
    const res = await u.client.fetch(path, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'yourname=x' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ STATUSCODE: 1, MESSAGE: expect.stringMatching(/boundary/) });
  });

  it('/topicdetails, /topicsuperuser, /timelinedetails, /updatetimeline', async () => {
    const d = await t.client().rest('POST', '/topicdetails', { topicId });
    expect(d.PAYLOAD).toMatchObject({ topicId, topic: 'Legacy pool', yourname: 'Ravi', noofpartner: 2, noofdays: 2, startDate: tomorrow(), startTime: '07:30 PM', timezone: 'Asia/Kolkata', userid: Number(u.id), enrolledusers: [] });
    expect(d.PAYLOAD.topic_image).toMatch(/^\/uploads\/topics\//);
    expect(await t.client().rest('POST', '/topicdetails', { topicId: 999999 })).toMatchObject({ STATUSCODE: 1 });
    expect((await t.client().rest('POST', '/topicsuperuser', { topicId })).PAYLOAD).toEqual({ userid: Number(u.id) });
    const tl = await u.client.rest('POST', '/timelinedetails', { topicId });
    expect(tl.PAYLOAD).toHaveLength(2);
    expect(tl.PAYLOAD[0]).toMatchObject({ topicId, userid: Number(u.id), title: 'Intro', topic: 'Legacy pool', date: expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/) });
    expect((await t.client().rest('POST', '/timelinedetails', { topicId })).STATUSCODE).toBe(2);
    expect((await u.client.rest('POST', '/updatetimeline', { timelineobj: { timelineId: tl.PAYLOAD[1].timelineId, title: 'Practice more', description: 'x' } })).STATUSCODE).toBe(0);
    const other = await registerUser(t);
    expect(await other.client.rest('POST', '/updatetimeline', { timelineobj: { timelineId: tl.PAYLOAD[1].timelineId, title: 'Nope' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlyAuthorEdits });
  });

  it('list paths answer [{next:{page}}, ...items] with page/limit', async () => {
    for (let i = 0; i < 6; i++) await publish(legacyForm({ topic: `Listed ${i}`, categoryId: '12' }));
    const p1 = await t.client().rest('POST', '/usertopicfilter', { topicobj: { categoryId: 12, filterpage: 1, lim: 5 } });
    expect(p1.PAYLOAD[0]).toEqual({ next: { page: 2, limit: 5 } });
    expect(p1.PAYLOAD.slice(1).map((x: { topic: string }) => x.topic)).toEqual(['Listed 5', 'Listed 4', 'Listed 3', 'Listed 2', 'Listed 1']);
    const p2 = await t.client().rest('POST', '/usertopicfilter', { topicobj: { categoryId: 12, filterpage: 2, lim: 5 } });
    expect(p2.PAYLOAD).toHaveLength(2);
    expect(p2.PAYLOAD[0]).toEqual({ next: { page: null, limit: 5 } });
    const browse = await t.client().rest('GET', '/poolController?page=1&limit=3');
    expect(browse.PAYLOAD).toHaveLength(4);
    expect(browse.PAYLOAD[1]).toEqual(expect.objectContaining({ topicId: expect.any(Number), yourname: 'Ravi', noofpartner: 2, noofdays: 2 }));
    expect((await t.client().rest('POST', '/getuserexplorepool', { activepool: { page: 1, limit: 2 } })).PAYLOAD).toHaveLength(3);
    expect((await u.client.rest('POST', '/getuseractivesearchpool', { activesearchterm: 'listed 3' })).PAYLOAD.slice(1).map((x: { topic: string }) => x.topic)).toEqual(['Listed 3']);
    const mine = await u.client.rest('POST', '/getuserpool', { userObj: { userid: 1, page: 1, limit: 5 } });
    expect(mine.PAYLOAD[1]).toHaveProperty('poolactive', false);
    expect((await u.client.rest('POST', '/getuseractivepool', { activepool: {} })).STATUSCODE).toBe(0);
    expect((await t.client().rest('POST', '/getuserpool', { userObj: {} })).STATUSCODE).toBe(2);
    expect(await t.client().rest('GET', '/poolController?page=0')).toMatchObject({ STATUSCODE: 1, MESSAGE: 'page must be a whole number of at least 1.' });
    expect(await t.client().rest('POST', '/usertopicfilter', { topicobj: {} })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'categoryId is required.' });
  });

  it('/gettopiccategory and /deluserpool', async () => {
    const cats = await t.client().rest('GET', '/gettopiccategory');
    expect(cats.PAYLOAD[0]).toEqual({ categoryid: 1, topic: 'Programming', selectedFlag: false });
    const other = await registerUser(t);
    expect(await other.client.rest('POST', '/deluserpool', { topicId })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlyOwnerDeletes });
    expect(await u.client.rest('POST', '/deluserpool', { topicId })).toMatchObject({ STATUSCODE: 0 });
    expect((await t.client().rest('POST', '/deluserpool', { topicId })).STATUSCODE).toBe(2);
  });
});

describe('legacy pool paths, read again from the spec', () => {
  const join = async (owner: TestUser, who: TestUser, topicId: number) => {
    const r = await who.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicId } });
    return owner.client.rest('POST', '/addenrolleduser', { enrolledObj: { requestid: r.PAYLOAD, topicid: topicId } });
  };

  it('/timelinedetails, /topicsuperuser and /topicdetails take {topicid} as well as {topicId}', async () => {
    const topicId = (await publish(legacyForm({ topic: 'Both spellings' }))).PAYLOAD;
    expect((await u.client.rest('POST', '/timelinedetails', { topicid: topicId })).PAYLOAD).toHaveLength(2);
    expect(await t.client().rest('POST', '/topicsuperuser', { topicid: topicId })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { userid: Number(u.id) } });
    expect((await t.client().rest('POST', '/topicdetails', { topicid: topicId })).PAYLOAD).toMatchObject({ topicId, topic: 'Both spellings' });
    expect(await t.client().rest('POST', '/topicsuperuser', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicId is required.' });
  });

  it('/topicdetails and /topicsuperuser for an unknown topic: STATUSCODE 1 "This topic does not exist."', async () => {
    for (const path of ['/topicdetails', '/topicsuperuser']) {
      expect(await t.client().rest('POST', path, { topicId: 999999 })).toEqual({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: MSG.topicNotFound, PAYLOAD: null });
      expect(await t.client().rest('POST', path, { topicid: 'abc' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicid must be a number.' });
    }
  });

  it("/topicdetails status is the viewer's request state: pending with its requestid, approved, else null", async () => {
    const topicId = (await publish(legacyForm({ topic: 'Status', noofpartner: '4' }))).PAYLOAD;
    const [asker, member, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const status = async (c: TestClient) => (await c.rest('POST', '/topicdetails', { topicId })).PAYLOAD.status;
    const requestid = (await asker.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicId } })).PAYLOAD;
    expect(await status(asker.client)).toEqual({ status: 'pending', requestid });
    await join(u, member, topicId);
    expect(await status(member.client)).toEqual({ status: 'approved', requestid: null });
    expect(await status(stranger.client)).toBeNull();
    expect(await status(u.client)).toBeNull();
    expect(await status(t.client())).toBeNull();
  });

  it("/getuseractivepool lists the squads I own or joined with endDate; nothing is the value 0; /getuseractivesearchpool searches them from the session only", async () => {
    const [owner, me, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    expect(await me.client.rest('POST', '/getuseractivepool', { activepool: { userid: Number(owner.id), page: 1, limit: 5 } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });
    const form = new FormData();
    for (const [k, v] of Object.entries(legacyForm({ topic: 'Joined squad' }))) form.set(k, v);
    const topicId = (await (await owner.client.fetch('/publish', { method: 'POST', body: form })).json()).PAYLOAD;
    expect(await join(owner, me, topicId)).toMatchObject({ STATUSCODE: 0 });
    const list = await me.client.rest('POST', '/getuseractivepool', { activepool: { page: 1, limit: 5 } });
    expect(list.PAYLOAD[0]).toEqual({ next: { page: null, limit: 5 } });
    expect(list.PAYLOAD.slice(1)).toEqual([expect.objectContaining({ topicId, topic: 'Joined squad', startDate: tomorrow(), startTime: '07:30 PM', endDate: addDays(tomorrow(), 2), superuser: Number(owner.id) })]);
    // the search: the caller's own squads, whatever userid the body names
    const search = (c: TestClient, term: string) => c.rest('POST', '/getuseractivesearchpool', { activesearchterm: { searchterm: term, userid: Number(me.id), page: 1, limit: 5 } });
    expect((await search(me.client, 'joined')).PAYLOAD.slice(1).map((x: { topicId: number }) => x.topicId)).toEqual([topicId]);
    expect(await search(stranger.client, 'joined')).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });
    expect((await t.client().rest('POST', '/getuseractivesearchpool', { activesearchterm: 'joined' })).STATUSCODE).toBe(2);
    expect((await t.client().rest('POST', '/getuseractivepool', { activepool: {} })).STATUSCODE).toBe(2);
  });
});
