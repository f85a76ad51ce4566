import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let stranger: TestUser;
let topicId: number;

beforeAll(async () => {
  t = await startTestApp();
  [owner, a, b, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = Number(await createTopic(owner, { topic: 'Legacy assets', squadSize: 3 }));
  await joinSquad(owner, a, topicId);
  await joinSquad(owner, b, topicId);
});
afterAll(() => t?.stop());

const addAsset = (u: TestUser, asseturl: string, assetname: string, tid: number = topicId) =>
  u.client.rest('POST', '/adduserresources', { resourcesobj: { topicid: tid, userid: Number(owner.id), asseturl, assetname } });

describe('legacy resource paths', () => {
  it('/adduserresources answers the new assetid; /getalluserresources the list with //host/path (PAYLOAD 0 when empty); a forged userid is ignored', async () => {
    const tid = Number(await createTopic(owner, { topic: 'Fresh assets' }));
    expect(await owner.client.rest('POST', '/getalluserresources', { obj: { userid: Number(owner.id), topicid: tid } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });

    // the legacy client strips the scheme (active-topic.md §5); a typed http:// stays http
    const first = await addAsset(owner, '//example.com/guide', 'Guide', tid);
    expect(first).toMatchObject({ STATUSCODE: 0, PAYLOAD: expect.any(Number) });
    const second = await addAsset(owner, 'http://example.com/plain', 'Plain', tid);
    const list = await owner.client.rest('POST', '/getalluserresources', { obj: { userid: 1, topicid: tid } });
    expect(list).toMatchObject({ STATUSCODE: 0 });
    expect(list.PAYLOAD).toEqual([
      { assetid: second.PAYLOAD, userid: Number(owner.id), topicid: tid, asseturl: '//example.com/plain', assetname: 'Plain' },
      { assetid: first.PAYLOAD, userid: Number(owner.id), topicid: tid, asseturl: '//example.com/guide', assetname: 'Guide' },
    ]);
    const stored = await t.orm.em.fork().getConnection().execute('select url from resources where id = ?', [first.PAYLOAD]);
    expect(stored[0].url).toBe('https://example.com/guide');

    // a's add claims to be the owner: the session decides
    const byA = await addAsset(a, 'example.com/a', 'From a');
    const mine = await a.client.rest('POST', '/getalluserresources', { obj: { topicId, page: 1, limit: 5 } });
    expect(mine.PAYLOAD[0]).toMatchObject({ assetid: byA.PAYLOAD, userid: Number(a.id) });
  });

  it('a link with markup never comes back as typed: /adduserresources stores it percent-encoded (issue 26)', async () => {
    const tid = Number(await createTopic(owner, { topic: 'Hostile assets' }));
    expect(await addAsset(owner, 'https://x.example.com/"><svg/onload=alert(1)>', 'Hostile', tid)).toMatchObject({ STATUSCODE: 0 });
    expect(await addAsset(owner, 'javascript:alert(1)', 'Script', tid)).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.resourceLinkInvalid });
    const list = await owner.client.rest('POST', '/getalluserresources', { obj: { topicid: tid } });
    expect(list.PAYLOAD.map((r: { asseturl: string }) => r.asseturl)).toEqual(['//x.example.com/%22%3E%3Csvg/onload=alert(1)%3E']);
    expect(JSON.stringify(list)).not.toMatch(/[<>"]svg|<svg/);
  });

  it('/getalluserresources pages 5 at a time by page/limit; past the end is 0', async () => {
    const tid = Number(await createTopic(owner, { topic: 'Paged assets' }));
    for (let i = 0; i < 6; i++) await addAsset(owner, `example.com/${i}`, `R${i}`, tid);
    const p1 = await owner.client.rest('POST', '/getalluserresources', { obj: { topicid: tid, page: 1 } });
    expect(p1.PAYLOAD.map((x: { assetname: string }) => x.assetname)).toEqual(['R5', 'R4', 'R3', 'R2', 'R1']);
    expect((await owner.client.rest('POST', '/getalluserresources', { obj: { topicid: tid, page: 2, limit: 5 } })).PAYLOAD.map((x: { assetname: string }) => x.assetname)).toEqual(['R0']);
    expect((await owner.client.rest('POST', '/getalluserresources', { obj: { topicid: tid, page: 3, limit: 5 } })).PAYLOAD).toBe(0);
  });

  it('/updateuserresources {updobj} and /delUserresources {assetid}: the adder or the owner, never another member', async () => {
    const id = (await addAsset(a, 'example.com/x', 'X')).PAYLOAD;
    expect(await b.client.rest('POST', '/updateuserresources', { updobj: { assetid: id, asseturl: 'evil.example.com', assetname: 'Y' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.cannotChangeResource });
    expect(await b.client.rest('POST', '/delUserresources', { assetid: id })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.cannotChangeResource });
    expect(await a.client.rest('POST', '/updateuserresources', { updobj: { assetid: String(id), asseturl: '//example.com/y', assetname: 'Y' } })).toMatchObject({
      STATUSCODE: 0,
      MESSAGE: MSG.resourceUpdated,
      PAYLOAD: { assetid: id, userid: Number(a.id), topicid: topicId, asseturl: '//example.com/y', assetname: 'Y' },
    });
    expect(await owner.client.rest('POST', '/delUserresources', { assetid: id })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.resourceDeleted, PAYLOAD: 1 });
    expect(await owner.client.rest('POST', '/delUserresources', { assetid: id })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.resourceNotFound });
  });

  it('refusals: visitors 2, strangers and bad links 1, bad shapes name the field', async () => {
    expect((await t.client().rest('POST', '/getalluserresources', { obj: { topicid: topicId } })).STATUSCODE).toBe(2);
    expect((await t.client().rest('POST', '/adduserresources', { resourcesobj: { topicid: topicId, asseturl: 'example.com', assetname: 'x' } })).STATUSCODE).toBe(2);
    expect((await t.client().rest('POST', '/delUserresources', { assetid: 1 })).STATUSCODE).toBe(2);
    expect(await stranger.client.rest('POST', '/getalluserresources', { obj: { topicid: topicId } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.squadMembersOnly });
    expect(await addAsset(stranger, 'example.com', 'x')).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.squadMembersOnly });
    expect(await addAsset(a, 'javascript:alert(1)', 'x')).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.resourceLinkInvalid });
    expect(await addAsset(a, 'example.com', '')).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.resourceNameRequired });
    expect(await a.client.rest('POST', '/adduserresources', { asseturl: 'x' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'resourcesobj must be a JSON object.' });
    expect(await a.client.rest('POST', '/adduserresources', { resourcesobj: { topicid: topicId, assetname: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'asseturl is required.' });
    expect(await a.client.rest('POST', '/getalluserresources', { obj: {} })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicid is required.' });
    expect(await a.client.rest('POST', '/getalluserresources', { obj: { topicid: 999999 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicNotFound });
    expect(await a.client.rest('POST', '/updateuserresources', { updobj: { asseturl: 'x', assetname: 'y' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'assetid is required.' });
    expect(await a.client.rest('POST', '/delUserresources', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'assetid is required.' });
  });

  it('a page of /getalluserresources costs the same SQL at 1 and at 5 assets', async () => {
    const tid = Number(await createTopic(owner, { topic: 'Counted assets', squadSize: 2 }));
    await joinSquad(owner, a, tid);
    for (let i = 0; i < 5; i++) await addAsset(i % 2 ? a : owner, `example.com/${i}`, `R${i}`, tid);
    const small = await t.countSql(() => a.client.rest('POST', '/getalluserresources', { obj: { topicid: tid, limit: 1 } }));
    const large = await t.countSql(() => a.client.rest('POST', '/getalluserresources', { obj: { topicid: tid, limit: 5 } }));
    expect(small.result.PAYLOAD).toHaveLength(1);
    expect(large.result.PAYLOAD).toHaveLength(5);
    expect(large.statements.length).toBe(small.statements.length);
  });
});
