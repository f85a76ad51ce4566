import { MSG } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';

let t: TestApp;
let owner: TestUser;
let a: TestUser;
let stranger: TestUser;
let topicId: number;

beforeAll(async () => {
  t = await startTestApp();
  [owner, a, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = Number(await createTopic(owner, { topic: 'Legacy takeaways', squadSize: 2, durationDays: 2 }));
  await joinSquad(owner, a, topicId);
});
afterAll(() => t?.stop());
afterEach(() => clock.reset());

const days = async (u: TestUser) => (await u.client.rest('POST', '/timelinedetails', { topicid: topicId })).PAYLOAD as { timelineId: number; title: string }[];

describe('legacy /usertakeaway', () => {
  it('{takeawayobj: {topicid, userid, takeaway}} goes to the current day (the first before the start); the session writes, not userid', async () => {
    const [day1, day2] = await days(a);
    const r = await a.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId, userid: Number(owner.id), takeaway: 'Day one idea' } });
    expect(r).toMatchObject({ STATUSCODE: 0, PAYLOAD: { takeawayid: expect.any(Number), topicid: topicId, userid: Number(a.id), timelineId: day1.timelineId, takeaway: 'Day one idea' } });
    // a second one the same day replaces it (one per member per day)
    const again = await a.client.rest('POST', '/usertakeaway', { takeawayobj: { topicId: String(topicId), takeaway: 'Better idea' } });
    expect(again.PAYLOAD).toMatchObject({ takeawayid: r.PAYLOAD.takeawayid, takeaway: 'Better idea' });
    // after the end: the last day
    clock.advance(10 * 86_400_000);
    expect((await a.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId, takeaway: 'Looking back' } })).PAYLOAD).toMatchObject({ timelineId: day2.timelineId });
    // a day named by timelineId
    clock.reset();
    expect((await owner.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId, timelineId: day2.timelineId, takeaway: 'Plan for day 2' } })).PAYLOAD).toMatchObject({ timelineId: day2.timelineId, userid: Number(owner.id) });
  });

  it('refusals: visitors 2; strangers, empty and over-long 1; bad shapes name the field', async () => {
    expect((await t.client().rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId, takeaway: 'x' } })).STATUSCODE).toBe(2);
    expect(await stranger.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId, takeaway: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.squadMembersOnly });
    expect(await a.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId, takeaway: '  ' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.takeawayEmpty });
    expect(await a.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId, takeaway: 'x'.repeat(251) } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.takeawayTooLong });
    expect(await a.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: 999999, takeaway: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicNotFound });
    expect(await a.client.rest('POST', '/usertakeaway', { takeaway: 'x' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'takeawayobj must be a JSON object.' });
    expect(await a.client.rest('POST', '/usertakeaway', { takeawayobj: { takeaway: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicid is required.' });
    expect(await a.client.rest('POST', '/usertakeaway', { takeawayobj: { topicid: topicId } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'takeaway is required.' });
  });
});

describe('the timeline and team rows the Timeline tab reads (already on main), with the spec payloads', () => {
  it('/timelinedetails {topicid}, /updatetimeline {timelineobj} by its author only, /topicsuperuser {topicid}, /getteamedetails {topicid} to the squad', async () => {
    const [day1] = await days(a);
    expect(await a.client.rest('POST', '/updatetimeline', { timelineobj: { timelineId: day1.timelineId, title: 'Mine now', description: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlyAuthorEdits });
    expect(await owner.client.rest('POST', '/updatetimeline', { timelineobj: { timelineId: day1.timelineId, title: 'Setup', description: 'Install the toolchain' } })).toMatchObject({ STATUSCODE: 0 });
    expect((await days(a))[0]).toMatchObject({ timelineId: day1.timelineId, title: 'Setup', description: 'Install the toolchain', userid: Number(owner.id), topicId });
    expect(await a.client.rest('POST', '/topicsuperuser', { topicid: topicId })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { userid: Number(owner.id) } });
    const team = await a.client.rest('POST', '/getteamedetails', { topicid: topicId });
    expect(team.PAYLOAD.map((m: { enrolleduserId: number }) => m.enrolleduserId)).toEqual([Number(owner.id), Number(a.id)]);
    expect(team.PAYLOAD[0]).toEqual({ enrolleduserId: Number(owner.id), username: owner.username, profileImage: '', onlineusr: false, superuser: true });
    expect(await stranger.client.rest('POST', '/getteamedetails', { topicid: topicId })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.squadOnly });
  });
});
