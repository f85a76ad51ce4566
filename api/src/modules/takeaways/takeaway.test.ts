import { addDays, dateInZone, MSG } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';

let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let stranger: TestUser;
let topicId: string;

const ITEM = 'id text timelineEntryId topicId updatedAt author { id username } viewerCanEdit viewerCanDelete';
const ADD = `mutation($t: ID!, $x: String!, $d: ID) { addTakeaway(topicId: $t, text: $x, timelineEntryId: $d) { ${ITEM} } }`;
const UPDATE = `mutation($id: ID!, $x: String!) { updateTakeaway(id: $id, text: $x) { ${ITEM} } }`;
const DELETE = 'mutation($id: ID!) { deleteTakeaway(id: $id) }';
const TIMELINE = `query($t: ID!) { timeline(topicId: $t) { id day title takeaways { ${ITEM} } } }`;

type Day = { id: string; day: number; takeaways: { id: string; text: string; author: { id: string }; viewerCanEdit: boolean; viewerCanDelete: boolean }[] | null };
const timeline = async (u: TestUser, tid = topicId): Promise<Day[]> => {
  const r = await u.client.gql(TIMELINE, { t: tid });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.timeline;
};
const add = async (u: TestUser, text: string, day?: string, tid = topicId) => {
  const r = await u.client.gql(ADD, { t: tid, x: text, d: day });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.addTakeaway;
};

beforeAll(async () => {
  t = await startTestApp();
  [owner, a, b, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = await createTopic(owner, { topic: 'Takeaway topic', squadSize: 4, durationDays: 3 });
  await joinSquad(owner, a, topicId);
  await joinSquad(owner, b, topicId);
});
afterAll(() => t?.stop());
afterEach(() => clock.reset());

describe('takeaways', () => {
  it('a member writes one per day; the squad sees it under that day; adding again replaces it', async () => {
    const days = await timeline(a);
    expect(days.map((d) => d.takeaways)).toEqual([[], [], []]);
    const first = await add(a, '  Ownership  clicks\nnow ', days[1].id);
    expect(first).toMatchObject({ text: 'Ownership clicks now', timelineEntryId: days[1].id, topicId, updatedAt: null, author: { id: a.id }, viewerCanEdit: true, viewerCanDelete: true });
    const again = await add(a, 'Borrowing clicks too', days[1].id);
    expect(again.id).toBe(first.id);
    expect(again.text).toBe('Borrowing clicks too');
    expect(again.updatedAt).not.toBeNull();
    const byB = await add(b, 'Lifetimes are hard', days[1].id);
    const seen = await timeline(b);
    expect(seen[1].takeaways!.map((x) => [x.id, x.text, x.viewerCanEdit, x.viewerCanDelete])).toEqual([
      [first.id, 'Borrowing clicks too', false, false],
      [byB.id, 'Lifetimes are hard', true, true],
    ]);
    // the owner deletes any takeaway, edits none but their own
    const asOwner = await timeline(owner);
    expect(asOwner[1].takeaways!.map((x) => [x.viewerCanEdit, x.viewerCanDelete])).toEqual([[false, true], [false, true]]);
    expect(seen[0].takeaways).toEqual([]);
  });

  it('the author edits and deletes; another member cannot; the owner deletes', async () => {
    const [day] = await timeline(a);
    const mine = await add(a, 'Mine', day.id);
    expect((await b.client.gql(UPDATE, { id: mine.id, x: 'Hijacked' })).errors![0]).toMatchObject({ message: MSG.onlyAuthorEditsTakeaway, extensions: { code: 'FORBIDDEN' } });
    expect((await owner.client.gql(UPDATE, { id: mine.id, x: 'Owner edit' })).errors![0]).toMatchObject({ message: MSG.onlyAuthorEditsTakeaway, extensions: { code: 'FORBIDDEN' } });
    expect((await b.client.gql(DELETE, { id: mine.id })).errors![0]).toMatchObject({ message: MSG.cannotDeleteTakeaway, extensions: { code: 'FORBIDDEN' } });
    expect((await stranger.client.gql(DELETE, { id: mine.id })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(codeOf(await t.client().gql(DELETE, { id: mine.id }))).toBe('UNAUTHENTICATED');
    expect((await a.client.gql(UPDATE, { id: mine.id, x: 'Mine, edited' })).data.updateTakeaway).toMatchObject({ text: 'Mine, edited' });
    expect((await a.client.gql(UPDATE, { id: mine.id, x: ' ' })).errors![0]).toMatchObject({ message: MSG.takeawayEmpty, extensions: { field: 'text' } });
    expect((await owner.client.gql(DELETE, { id: mine.id })).data.deleteTakeaway).toBe(true);
    expect((await a.client.gql(DELETE, { id: mine.id })).errors![0]).toMatchObject({ message: MSG.takeawayNotFound, extensions: { code: 'NOT_FOUND' } });
    const own = await add(b, 'Own', day.id);
    expect((await b.client.gql(DELETE, { id: own.id })).data.deleteTakeaway).toBe(true);
  });

  it('refuses visitors, strangers, empty and over-long text, and a day of another topic; strangers see no takeaways', async () => {
    const [day] = await timeline(a);
    expect(codeOf(await t.client().gql(ADD, { t: topicId, x: 'hi', d: day.id }))).toBe('UNAUTHENTICATED');
    expect((await stranger.client.gql(ADD, { t: topicId, x: 'hi', d: day.id })).errors![0]).toMatchObject({ message: MSG.squadMembersOnly, extensions: { code: 'FORBIDDEN' } });
    // the timeline is open to the signed in (pools-and-squads.md); its takeaways are the squad's
    expect((await timeline(stranger)).map((d) => d.takeaways)).toEqual([null, null, null]);
    for (const x of ['', '   ', '\n\n']) expect((await a.client.gql(ADD, { t: topicId, x, d: day.id })).errors![0]).toMatchObject({ message: MSG.takeawayEmpty, extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    expect((await a.client.gql(ADD, { t: topicId, x: 'x'.repeat(251), d: day.id })).errors![0]).toMatchObject({ message: MSG.takeawayTooLong, extensions: { field: 'text' } });
    expect((await a.client.gql(ADD, { t: topicId, x: 'x'.repeat(250), d: day.id })).data.addTakeaway.text).toHaveLength(250);
    const other = await createTopic(a, { topic: 'Another topic' });
    const otherDay = (await timeline(a, other))[0];
    expect((await a.client.gql(ADD, { t: topicId, x: 'hi', d: otherDay.id })).errors![0]).toMatchObject({ message: MSG.timelineEntryNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await a.client.gql(ADD, { t: '999999', x: 'hi' })).errors![0]).toMatchObject({ message: MSG.topicNotFound, extensions: { code: 'NOT_FOUND' } });
    // HTML is text: stored and answered as typed, never interpreted
    expect((await a.client.gql(ADD, { t: topicId, x: '<img src=x onerror=alert(1)>', d: day.id })).data.addTakeaway.text).toBe('<img src=x onerror=alert(1)>');
  });

  it('a removed member no longer sees or changes takeaways, their own included', async () => {
    const tid = await createTopic(owner, { topic: 'Removal', squadSize: 2 });
    const gone = await registerUser(t);
    await joinSquad(owner, gone, tid);
    const [day] = await timeline(gone, tid);
    const mine = await add(gone, 'Before removal', day.id, tid);
    await owner.client.gql('mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }', { t: tid, u: gone.id });
    expect((await timeline(gone, tid))[0].takeaways).toBeNull();
    expect((await gone.client.gql(UPDATE, { id: mine.id, x: 'after' })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gone.client.gql(DELETE, { id: mine.id })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gone.client.gql(ADD, { t: tid, x: 'again', d: day.id })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await timeline(owner, tid))[0].takeaways!.map((x) => x.text)).toEqual(['Before removal']);
  });

  it("without a day it goes to the topic's current day by the topic's calendar: the first before the start, the last after the end", async () => {
    // UTC+14: the topic's dates and UTC's differ for most of the day
    const zone = 'Pacific/Kiritimati';
    const tid = await createTopic(owner, { topic: 'Zoned', durationDays: 3, timezone: zone, startDate: addDays(dateInZone(clock.now(), zone), 1), startTime: '00:30' });
    const days = await timeline(owner, tid);
    const startsAt = Date.parse((await owner.client.gql('query($t: ID!) { topic(id: $t) { startsAt } }', { t: tid })).data.topic.startsAt);
    const dayOf = async (text: string) => {
      const entryId = (await add(owner, text, undefined, tid)).timelineEntryId;
      return days.find((d) => d.id === entryId)!.day;
    };
    const at = (ms: number) => {
      clock.reset();
      clock.advance(ms - Date.now());
    };
    expect(await dayOf('before the start')).toBe(1);
    at(startsAt + 23 * 3600_000); // 23:30 on the first day there (the next day in UTC)
    expect(await dayOf('late on day 1')).toBe(1);
    at(startsAt + 24 * 3600_000); // 00:30 on the second day there
    expect(await dayOf('early on day 2')).toBe(2);
    at(startsAt + 5 * 24 * 3600_000);
    expect(await dayOf('long after the end')).toBe(3);
  });

  it('a timeline with its takeaways costs the same SQL at 2 days and at 8 days full of takeaways', async () => {
    const small = await createTopic(owner, { topic: 'Small', durationDays: 2, squadSize: 3 });
    const large = await createTopic(owner, { topic: 'Large', durationDays: 8, squadSize: 3 });
    for (const tid of [small, large]) {
      await joinSquad(owner, a, tid);
      await joinSquad(owner, b, tid);
    }
    const days = await timeline(owner, large);
    for (const d of days) for (const u of [owner, a, b]) await add(u, `${u.username} on day ${d.day}`, d.id, large);
    await add(a, 'one', (await timeline(a, small))[0].id, small);
    const s = await t.countSql(() => a.client.gql(TIMELINE, { t: small }));
    const l = await t.countSql(() => a.client.gql(TIMELINE, { t: large }));
    expect(l.result.data.timeline.flatMap((d: Day) => d.takeaways)).toHaveLength(24);
    expect(s.result.data.timeline.flatMap((d: Day) => d.takeaways)).toHaveLength(1);
    expect(l.statements.length).toBe(s.statements.length);
  });
});
