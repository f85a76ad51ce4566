import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, joinSquad, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import { at, freshPeople, GOAL, ok } from './accountability.test-kit.js';

/** The catch-up card (issue 16, decision 044; its read marker: decision 056) through the real app. */
let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let stranger: TestUser;
const people = async () => {
  [owner, a, b, stranger] = await freshPeople(t);
};

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
});
afterAll(async () => {
  clock.reset();
  await t?.stop();
});

describe('catch-up card', () => {
  const CATCH = 'query($t: ID!) { topic(id: $t) { catchUp { since newPosts newTakeaways newResources unreadComments nextCall day { day totalDays state } latestTakeaways { id text } latestPosts { id } checkedInToday { id } } } }';
  it('counts since the last visit, in a fixed number of statements; reading does not move the marker; squad only', async () => {
    at('2027-06-01T10:00:00Z');
    await people();
    const tid = await createTopic(owner, { topic: 'Catch up', squadSize: 3, durationDays: 3 });
    await joinSquad(owner, a, tid);
    await joinSquad(owner, b, tid);
    at('2027-06-03T12:00:00Z'); // day 2
    expect((await ok(owner, CATCH, { t: tid })).catchUp).toMatchObject({ since: null, newTakeaways: 0, latestTakeaways: [], nextCall: null, day: { day: 2, totalDays: 3, state: 'RUNNING' } });
    expect(await ok(owner, 'mutation($t: ID!) { markTopicVisited(topicId: $t) }', { t: tid })).toBe(true);
    expect((await stranger.client.gql('mutation($t: ID!) { markTopicVisited(topicId: $t) }', { t: tid })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await ok(stranger, CATCH, { t: tid })).catchUp).toBeNull();
    at('2027-06-03T13:00:00Z');
    const addTakeaway = (u: TestUser, text: string) => ok(u, 'mutation($t: ID!, $x: String!) { addTakeaway(topicId: $t, text: $x) { id } }', { t: tid, x: text });
    await addTakeaway(a, 'First');
    await addComment(b, tid);
    await ok(b, GOAL, { t: tid, g: 'Catch up on day 2' });
    // the session's sliding renewal writes now and then: not the card's
    const measure = async () => {
      const r = await t.countSql(() => ok(owner, CATCH, { t: tid }));
      return { result: r.result, statements: r.statements.filter((q) => !q.includes('sessions')) };
    };
    const one = await measure();
    expect(one.result.catchUp).toMatchObject({ newTakeaways: 1, unreadComments: 1, newPosts: 0, newResources: 0, latestTakeaways: [{ text: 'First' }], checkedInToday: [{ id: b.id }] });
    await addTakeaway(b, 'Second');
    await ok(a, GOAL, { t: tid, g: 'Me too' });
    await addComment(a, tid);
    const two = await measure();
    expect(two.result.catchUp).toMatchObject({ newTakeaways: 2, unreadComments: 2, latestTakeaways: [{ text: 'Second' }, { text: 'First' }] });
    expect(two.result.catchUp.checkedInToday.map((u: { id: string }) => u.id)).toEqual([b.id, a.id]);
    expect(two.statements.length).toBe(one.statements.length);
    // the topic, its squad, the counts, who checked in, the latest posts, the latest takeaways
    expect(two.statements.length).toBeLessThanOrEqual(6);
    // reading did not move the marker; visiting does
    await ok(owner, 'mutation($t: ID!) { markTopicVisited(topicId: $t) }', { t: tid });
    expect((await ok(owner, CATCH, { t: tid })).catchUp).toMatchObject({ newTakeaways: 0, unreadComments: 0, latestTakeaways: [], nextCall: null });
    // a running call is the next call (decision 042: calls are not planned ahead)
    await ok(a, 'mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { sessionId } }', { t: tid, s: randomUUID() });
    expect((await ok(owner, CATCH, { t: tid })).catchUp.nextCall).toEqual(expect.any(String));
  });
});

describe('catch-up card: a read marker', () => {
  const CATCH = 'query($t: ID!) { topic(id: $t) { catchUp { since newPosts latestPosts { id } day { serverNow } } } }';
  const POST = 'mutation($t: ID!, $h: String, $r: ID) { createPost(topicId: $t, html: $h, replyToId: $r) { id } }';
  const VISIT = 'mutation($t: ID!, $u: DateTimeISO) { markTopicVisited(topicId: $t, upTo: $u) }';
  const post = async (u: TestUser, tid: string, text: string, replyTo?: string): Promise<string> => (await ok(u, POST, { t: tid, h: `<p>${text}</p>`, r: replyTo ?? null })).id;

  it("leaves out what the person saw live (their feed's read marker), their own posts and posts they replied to", async () => {
    at('2027-07-01T10:00:00Z');
    await people();
    const tid = await createTopic(owner, { topic: 'Seen live', squadSize: 3, durationDays: 3 });
    await joinSquad(owner, a, tid);
    at('2027-07-03T12:00:00Z');
    await ok(owner, VISIT, { t: tid });
    at('2027-07-03T12:05:00Z');
    const seen = await post(a, tid, 'seen live');
    const repliedTo = await post(a, tid, 'replied to');
    await post(owner, tid, 'my own');
    await post(owner, tid, 'my reply', repliedTo);
    // the owner's open feed showed up to `repliedTo`: both seen; then one more arrives
    await ok(owner, 'mutation($t: ID!, $p: ID!) { markFeedRead(topicId: $t, upToPostId: $p) { id } }', { t: tid, p: seen });
    const unseen = await post(a, tid, 'arrived later');
    const card = (await ok(owner, CATCH, { t: tid })).catchUp;
    expect(card).toMatchObject({ newPosts: 1, latestPosts: [{ id: unseen }] });
    // the member who saw nothing live and replied to nothing: the owner's two posts
    await ok(a, VISIT, { t: tid, u: '2027-07-03T12:00:00Z' });
    expect((await ok(a, CATCH, { t: tid })).catchUp.newPosts).toBe(2);
  });

  it('moves to what the card showed (upTo), never past now nor back; once moved the card is gone in every tab', async () => {
    at('2027-08-01T10:00:00Z');
    await people();
    const tid = await createTopic(owner, { topic: 'Shown once', squadSize: 3, durationDays: 3 });
    await joinSquad(owner, a, tid);
    at('2027-08-03T12:00:00Z');
    await ok(owner, VISIT, { t: tid });
    at('2027-08-03T12:10:00Z');
    await post(a, tid, 'one');
    const shown = (await ok(owner, CATCH, { t: tid })).catchUp;
    expect(shown.newPosts).toBe(1);
    at('2027-08-03T12:11:00Z');
    const later = await post(a, tid, 'two, after the card was read');
    // the card marks what it showed: the post after it still counts
    expect(await ok(owner, VISIT, { t: tid, u: shown.day.serverNow })).toBe(true);
    expect((await ok(owner, CATCH, { t: tid })).catchUp).toMatchObject({ since: shown.day.serverNow, newPosts: 1, latestPosts: [{ id: later }] });
    // never back, never past now
    await ok(owner, VISIT, { t: tid, u: '2027-08-01T00:00:00Z' });
    expect((await ok(owner, CATCH, { t: tid })).catchUp.since).toBe(shown.day.serverNow);
    await ok(owner, VISIT, { t: tid, u: '2030-01-01T00:00:00Z' });
    const now = (await ok(owner, CATCH, { t: tid })).catchUp;
    expect(now).toMatchObject({ newPosts: 0, latestPosts: [] });
    expect(Date.parse(now.since)).toBeGreaterThan(Date.parse(shown.day.serverNow));
    expect(Date.parse(now.since)).toBeLessThanOrEqual(Date.parse(now.day.serverNow));
    // refused: not in the squad; a bad date
    expect(codeOf(await stranger.client.gql(VISIT, { t: tid, u: shown.day.serverNow }))).toBe('FORBIDDEN');
    expect((await owner.client.gql(VISIT, { t: tid, u: 'yesterday' })).errors).toBeDefined();
  });
});
