import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPosts, softDeletePost } from '../../../test/direct-posts.js';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let outsider: TestUser;
let topicId: number;
let posts: string[];

beforeAll(async () => {
  t = await startTestApp();
  [owner, a, b, outsider] = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = Number(await createTopic(owner, { topic: 'Legacy search', squadSize: 4 }));
  await joinSquad(owner, a, topicId);
  await joinSquad(owner, b, topicId);
  posts = await insertPosts(t, topicId, a.id, ['Photosynthesis <b>notes</b> for chapter one', 'Photosynthesis quiz answers', 'Cell division summary']);
});
afterAll(() => t?.stop());

describe('legacy smart tag paths', () => {
  it('/addsmarttag → /getusersmarttag → /rmvusersmarttag with the spec payloads; payload user ids never decide who acts', async () => {
    // nothing tagged yet: the value 0
    expect(await a.client.rest('POST', '/getusersmarttag', { smartobj: { userid: Number(a.id), topicid: topicId, page: 1, limit: 5 } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });
    const added = await a.client.rest('POST', '/addsmarttag', { obj: { postId: Number(posts[0]), topicid: topicId, userId: Number(b.id), tagname: 'exam' } });
    expect(added).toMatchObject({ STATUSCODE: 0, PAYLOAD: { postid: Number(posts[0]), topicid: topicId, tagname: 'exam' } });
    await a.client.rest('POST', '/addsmarttag', { obj: { postId: posts[1], topicid: String(topicId), userId: a.id, tagname: 'quiz' } });
    // the forged userId tagged for a, not for b
    expect(await b.client.rest('POST', '/getusersmarttag', { smartobj: { userid: Number(a.id), topicid: topicId, page: 1, limit: 5 } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });
    const list = await a.client.rest('POST', '/getusersmarttag', { smartobj: { userid: Number(a.id), topicId, page: 1, limit: 5 } });
    expect(list.PAYLOAD).toEqual([
      { postid: Number(posts[1]), tagname: 'quiz', topicid: topicId, topictxt: 'Photosynthesis quiz answers', currentTime: '0 minutes ago' },
      { postid: Number(posts[0]), tagname: 'exam', topicid: topicId, topictxt: 'Photosynthesis <b>notes</b> for chapter one', currentTime: '0 minutes ago' },
    ]);
    expect((await a.client.rest('POST', '/getusersmarttag', { smartobj: { topicid: topicId, page: 2, limit: 1 } })).PAYLOAD).toEqual([expect.objectContaining({ tagname: 'exam' })]);
    expect((await a.client.rest('POST', '/getusersmarttag', { smartobj: { topicid: topicId, page: 3, limit: 1 } })).PAYLOAD).toBe(0);

    // b tags the same post; b's remove naming a leaves a's tag
    await b.client.rest('POST', '/addsmarttag', { obj: { postId: posts[0], tagname: 'b tag' } });
    expect(await b.client.rest('POST', '/rmvusersmarttag', { obj: { postId: Number(posts[0]), userId: Number(a.id) } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 1 });
    expect((await a.client.rest('POST', '/getusersmarttag', { smartobj: { topicid: topicId } })).PAYLOAD).toHaveLength(2);
    expect((await b.client.rest('POST', '/getusersmarttag', { smartobj: { topicid: topicId } })).PAYLOAD).toBe(0);
    await a.client.rest('POST', '/rmvusersmarttag', { obj: { postId: Number(posts[0]), userId: Number(a.id) } });
    expect((await a.client.rest('POST', '/getusersmarttag', { smartobj: { topicid: topicId } })).PAYLOAD).toEqual([expect.objectContaining({ tagname: 'quiz' })]);
  });

  it('refusals and bad shapes', async () => {
    expect((await t.client().rest('POST', '/addsmarttag', { obj: { postId: posts[0], tagname: 'x' } })).STATUSCODE).toBe(2);
    expect(await outsider.client.rest('POST', '/addsmarttag', { obj: { postId: posts[0], tagname: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.smartTagSquadOnly });
    expect(await outsider.client.rest('POST', '/getusersmarttag', { smartobj: { topicid: topicId } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.smartTagSquadOnly });
    expect(await outsider.client.rest('POST', '/rmvusersmarttag', { obj: { postId: posts[0] } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.smartTagSquadOnly });
    expect(await a.client.rest('POST', '/addsmarttag', { obj: { postId: posts[0], tagname: '' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.smartTagEmpty });
    expect(await a.client.rest('POST', '/addsmarttag', { obj: { postId: posts[0], tagname: 'x'.repeat(251) } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.smartTagTooLong });
    expect(await a.client.rest('POST', '/addsmarttag', { obj: { postId: 999999, tagname: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.smartTagPostNotFound });
    expect(await a.client.rest('POST', '/addsmarttag', { postId: posts[0], tagname: 'x' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'obj must be a JSON object.' });
    expect(await a.client.rest('POST', '/addsmarttag', { obj: { postId: posts[0] } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'tagname is required.' });
    expect(await a.client.rest('POST', '/getusersmarttag', { smartobj: { page: 1 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicid is required.' });
  });
});

describe('legacy search paths', () => {
  it('/getsearchresult: live results from 2 characters, the value 0 when none, matches in <mark> with the text escaped', async () => {
    const r = await a.client.rest('POST', '/getsearchresult', { searchObj: { topicid: topicId, searchterm: 'photo' } });
    expect(r.STATUSCODE).toBe(0);
    expect(r.PAYLOAD.map((p: { postid: number }) => p.postid).sort()).toEqual([Number(posts[0]), Number(posts[1])].sort());
    const first = r.PAYLOAD.find((p: { postid: number }) => p.postid === Number(posts[0]));
    expect(first).toMatchObject({
      topicid: topicId,
      topicId,
      userid: Number(a.id),
      username: a.username,
      topicpost: '<p>Photosynthesis &lt;b&gt;notes&lt;/b&gt; for chapter one</p>',
      // the headline parser drops tag-like words of the plain text; the rest is escaped
      searchtxt: expect.stringMatching(/^<mark>Photosynthesis<\/mark>\s+notes\s+for chapter one$/),
      currentTime: '0 minutes ago',
    });
    expect((await a.client.rest('POST', '/getsearchresult', { searchObj: { topicId, searchterm: 'zz' } })).PAYLOAD).toBe(0);
    expect(await a.client.rest('POST', '/getsearchresult', { searchObj: { topicId, searchterm: 'z' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicSearchTooShort(2) });
  });

  it('/getUserSearchpostLimit pages by the client limit (1 a request as the spec client asks): [{next:{page}}, ...posts], then 0', async () => {
    const page = (n: number) => b.client.rest('POST', '/getUserSearchpostLimit', { searchObj: { page: n, limit: 1, topicid: topicId, searchterm: 'photosynthesis' } });
    const p1 = await page(1);
    expect(p1.PAYLOAD).toHaveLength(2);
    expect(p1.PAYLOAD[0]).toEqual({ next: { page: 2, limit: 1 } });
    const p2 = await page(2);
    expect(p2.PAYLOAD[0]).toEqual({ next: { page: null, limit: 1 } });
    expect(new Set([p1.PAYLOAD[1].postid, p2.PAYLOAD[1].postid])).toEqual(new Set([Number(posts[0]), Number(posts[1])]));
    expect((await page(3)).PAYLOAD).toBe(0);
    // deleted posts are not found
    await softDeletePost(t, posts[1]);
    expect((await page(1)).PAYLOAD[0]).toEqual({ next: { page: null, limit: 1 } });
    expect(await b.client.rest('POST', '/getUserSearchpostLimit', { searchObj: { page: 1, limit: 1, topicid: topicId, searchterm: 'ph' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicSearchTooShort(3) });
  });

  it('squad members only; visitors get STATUSCODE 2; bad shapes are named', async () => {
    const body = { searchObj: { page: 1, limit: 1, topicid: topicId, searchterm: 'cell' } };
    expect((await t.client().rest('POST', '/getUserSearchpostLimit', body)).STATUSCODE).toBe(2);
    expect(await outsider.client.rest('POST', '/getUserSearchpostLimit', body)).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicSearchSquadOnly });
    expect(await outsider.client.rest('POST', '/getsearchresult', body)).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicSearchSquadOnly });
    expect(await owner.client.rest('POST', '/getsearchresult', { searchterm: 'cell' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'searchObj must be a JSON object.' });
    expect(await owner.client.rest('POST', '/getsearchresult', { searchObj: { topicid: topicId } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'searchterm is required.' });
    expect((await owner.client.rest('POST', '/getsearchresult', body)).PAYLOAD).toEqual([expect.objectContaining({ postid: Number(posts[2]), searchtxt: '<mark>Cell</mark> division summary' })]);
  });
});
