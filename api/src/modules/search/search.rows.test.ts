import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let owner: TestUser;
const tag = `kw${Date.now().toString(36)}`;
let topicIds: number[];

beforeAll(async () => {
  t = await startTestApp();
  owner = await registerUser(t);
  topicIds = [];
  for (let i = 0; i < 6; i++) topicIds.push(Number(await createTopic(owner, { topic: `${tag} pool ${i}` })));
  for (let i = 0; i < 3; i++) await registerUser(t, { username: `${tag}p${i}` });
  await t.orm.em.getConnection().execute("update users set first_name = 'Émile', last_name = 'Zola' where username = ?", [`${tag}p0`], 'run');
});
afterAll(() => t?.stop());

describe('legacy global search paths (active-topic.md §7, pools-and-squads.md §7)', () => {
  it('/getglobalsearchresult {searchterm}: topics {topic, topicId} and people {userid, firstname, lastname, username}, visitors too', async () => {
    const r = await t.client().rest('POST', '/getglobalsearchresult', { searchterm: `  ${tag.toUpperCase()} ` });
    expect(r).toMatchObject({ STATUSCODE: 0, STATUS: 'SUCCESS' });
    expect(r.PAYLOAD.topics).toHaveLength(4);
    expect(r.PAYLOAD.topics[0]).toEqual({ topic: `${tag} pool 5`, topicId: topicIds[5] });
    expect(r.PAYLOAD.people).toHaveLength(3);
    expect(r.PAYLOAD.people.find((p: { username: string }) => p.username === `${tag}p0`)).toEqual({ userid: expect.any(Number), firstname: 'Émile', lastname: 'Zola', username: `${tag}p0` });
    expect((await t.client().rest('POST', '/getglobalsearchresult', { searchterm: 'emile' })).PAYLOAD.people[0].username).toBe(`${tag}p0`);
    // nothing found: the value 0; too short or missing: STATUSCODE 1 with the message
    expect(await t.client().rest('POST', '/getglobalsearchresult', { searchterm: 'qqqzzzxxy' })).toMatchObject({ STATUSCODE: 0, PAYLOAD: 0 });
    expect(await t.client().rest('POST', '/getglobalsearchresult', { searchterm: 'a' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'Type at least 2 characters.' });
    expect(await t.client().rest('POST', '/getglobalsearchresult', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'searchterm is required.' });
  });

  it('/getpoolsearch {poolsearchobj: page, limit, searchterm}: [{next}, ...{topic, topicId}], 0 past the end', async () => {
    const p1 = await t.client().rest('POST', '/getpoolsearch', { poolsearchobj: { page: 1, limit: 5, searchterm: tag } });
    expect(p1.PAYLOAD[0]).toEqual({ next: { page: 2, limit: 5 } });
    expect(p1.PAYLOAD.slice(1)).toEqual(topicIds.slice(1).toReversed().map((id, i) => ({ topic: `${tag} pool ${5 - i}`, topicId: id })));
    const p2 = await t.client().rest('POST', '/getpoolsearch', { poolsearchobj: { page: 2, limit: 5, searchterm: tag } });
    expect(p2.PAYLOAD).toEqual([{ next: { page: null, limit: 5 } }, { topic: `${tag} pool 0`, topicId: topicIds[0] }]);
    expect((await t.client().rest('POST', '/getpoolsearch', { poolsearchobj: { page: 3, limit: 5, searchterm: tag } })).PAYLOAD).toBe(0);
    expect(await t.client().rest('POST', '/getpoolsearch', { searchterm: tag })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'poolsearchobj must be a JSON object.' });
    expect(await t.client().rest('POST', '/getpoolsearch', { poolsearchobj: { page: 0, searchterm: tag } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'page must be a whole number of at least 1.' });
  });

  it('/getpeoplesearch {poolsearchobj}: people with status {status, requestId}; with topicId the owner sees membership and requests', async () => {
    const r = await t.client().rest('POST', '/getpeoplesearch', { poolsearchobj: { page: 1, limit: 5, searchterm: tag } });
    expect(r.PAYLOAD[0]).toEqual({ next: { page: null, limit: 5 } });
    expect(r.PAYLOAD.slice(1)).toHaveLength(3);
    expect(r.PAYLOAD[1]).toEqual({ userid: expect.any(Number), firstname: expect.any(String), lastname: expect.any(String), username: expect.stringMatching(new RegExp(`^${tag}p`)), status: { status: '', requestId: null } });
    const [a, b] = [await registerUser(t, { username: `${tag}qa` }), await registerUser(t, { username: `${tag}qb` })];
    await joinSquad(owner, a, topicIds[0]);
    const req = await b.client.rest('POST', '/addtopicrequest', { topicrequest: { topicid: topicIds[0] } });
    const s = await owner.client.rest('POST', '/getpeoplesearch', { poolsearchobj: { page: 1, limit: 10, searchterm: `${tag}q`, topicId: topicIds[0] } });
    // the exact matches first (then close spellings: the other people of the tag)
    const byName = Object.fromEntries(s.PAYLOAD.slice(1, 3).map((p: { username: string; status: unknown }) => [p.username, p.status]));
    expect(byName).toEqual({ [`${tag}qa`]: { status: 'approved', requestId: null }, [`${tag}qb`]: { status: 'pending', requestId: req.PAYLOAD } });
    expect((await owner.client.rest('POST', '/getpeoplesearch', { poolsearchobj: { page: 1, limit: 5, searchterm: 'qqqzzzxxy' } })).PAYLOAD).toBe(0);
  });
});
