import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, dateInZone, MSG } from '@poolmates/schema';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import { User } from '../users/user.entity.js';
import { TopicMember } from './topic-member.entity.js';
import { Topic } from './topic.entity.js';

let t: TestApp;
let owner: TestUser;
let dataDir: string;
beforeAll(async () => {
  t = await startTestApp();
  dataDir = t.app.deps.config.DATA_DIR;
  owner = await registerUser(t);
});
afterAll(() => t?.stop());
afterEach(() => clock.reset());

const PUBLISH = `mutation($input: PublishTopicInput!, $image: Upload) {
  publishTopic(input: $input, image: $image) { id topic yourName squadSize durationDays startDate startTime timezone startsAt endsAt imageUrl state active memberCount isFull category { id name } owner { id } }
}`;
const tomorrow = (zone = 'Europe/Paris') => addDays(dateInZone(clock.now(), zone), 1);
const input = (patch: Record<string, unknown> = {}) => {
  const days = (patch.durationDays as number | undefined) ?? 3;
  return {
    yourName: 'Ada',
    topic: 'TypeScript from zero',
    description: 'Types, generics, then a small project.',
    categoryId: '1',
    squadSize: 3,
    durationDays: days,
    startDate: tomorrow(),
    startTime: '19:30',
    timezone: 'Europe/Paris',
    timeline: Array.from({ length: days }, (_, i) => ({ title: `Day ${i + 1} plan`, description: `Work for day ${i + 1}` })),
    ...patch,
  };
};

async function publishMultipart(c: TestClient, vars: Record<string, unknown>, image: Buffer, name = 'cover.png') {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: PUBLISH, variables: { ...vars, image: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new Blob([new Uint8Array(image)]), name);
  const res = await c.fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
  return (await res.json()) as { data?: { publishTopic: Record<string, unknown> }; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

const topicFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'topics'));
  } catch {
    return [];
  }
};

describe('publishTopic', () => {
  it('publishes with a timeline and a 500×550 thumbnail; the start is a UTC instant of the wall time in the zone', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3b5bdb' } }).png().toBuffer();
    const r = await publishMultipart(owner.client, { input: input() }, png);
    expect(r.errors).toBeUndefined();
    const topic = r.data!.publishTopic;
    expect(topic).toMatchObject({ topic: 'TypeScript from zero', yourName: 'Ada', squadSize: 3, durationDays: 3, startDate: tomorrow(), startTime: '07:30 PM', timezone: 'Europe/Paris', state: 'UPCOMING', active: false, memberCount: 1, isFull: false, owner: { id: owner.id } });
    const startsAt = new Date(topic.startsAt as string);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(startsAt)).toBe('19:30');
    expect(new Date(topic.endsAt as string).getTime() - startsAt.getTime()).toBe(3 * 86_400_000);
    const img = Buffer.from(await (await t.client().fetch(topic.imageUrl as string)).arrayBuffer());
    const meta = await sharp(img).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 500, 550]);
    const tl = await owner.client.gql('query($id: ID!) { timeline(topicId: $id) { day date title viewerCanEdit author { id } } }', { id: topic.id });
    expect(tl.data.timeline).toHaveLength(3);
    expect(tl.data.timeline[0]).toMatchObject({ day: 1, title: 'Day 1 plan', viewerCanEdit: true, author: { id: owner.id } });
    expect(tl.data.timeline[0].date).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
  });

  it.each([
    [{ yourName: ' ' }, 'yourName', MSG.yournameRequired],
    [{ yourName: 'x'.repeat(31) }, 'yourName', MSG.fieldTooLong('Your name', 30)],
    [{ topic: '' }, 'topic', MSG.topicRequired],
    [{ topic: 'x'.repeat(39) }, 'topic', MSG.fieldTooLong('Topic', 38)],
    [{ description: 'x'.repeat(501) }, 'description', MSG.fieldTooLong('Description', 500)],
    [{ categoryId: '' }, 'categoryId', MSG.categoryRequired],
    [{ categoryId: '9999' }, 'categoryId', MSG.categoryUnknown],
    [{ squadSize: 6 }, 'squadSize', MSG.squadRange],
    [{ durationDays: 0, timeline: [] }, 'durationDays', MSG.durationRange],
    [{ durationDays: 100, timeline: [] }, 'durationDays', MSG.durationRange],
    [{ startDate: '' }, 'startDate', MSG.dateRequired],
    [{ startDate: '2020-01-01' }, 'startDate', MSG.dateNotFuture],
    [{ startTime: '25:00' }, 'startTime', MSG.timeInvalid],
    [{ timezone: 'Mars/Base' }, 'timezone', MSG.timezoneInvalid],
    [{ timeline: [{ title: 'only one' }] }, 'timeline', MSG.timelineLength(3)],
  ])('refuses %o with its message and writes nothing', async (patch, field, message) => {
    const before = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from topics');
    const r = await owner.client.gql(PUBLISH, { input: { ...input(), ...patch } });
    expect(r.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(r.errors![0].extensions!.fieldErrors).toContainEqual({ field, message });
    const after = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from topics');
    expect(after[0].n).toBe(before[0].n);
  });

  it('is atomic: a bad image (by content, or too big) leaves no topic, timeline or file behind', async () => {
    const count = async () => (await t.orm.em.fork().getConnection().execute('select (select count(*) from topics)::int as t, (select count(*) from timeline_entries)::int as e'))[0];
    const before = await count();
    const files = topicFiles().length;
    const fake = await publishMultipart(owner.client, { input: input() }, Buffer.from('GIF89a not really'), 'x.png');
    expect(fake.errors![0]).toMatchObject({ message: MSG.topicImageInvalid, extensions: { field: 'image' } });
    const big = await publishMultipart(owner.client, { input: input() }, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4 * 1024 * 1024)]));
    expect(big.errors![0].message).toBe(MSG.topicFileTooBig);
    expect(await count()).toEqual(before);
    expect(topicFiles().length).toBe(files);
  });

  it('refuses a visitor', async () => {
    expect(codeOf(await t.client().gql(PUBLISH, { input: input() }))).toBe('UNAUTHENTICATED');
  });
});

describe('browse, detail and own topics', () => {
  const LIST = `query($first: Int, $after: String, $cats: [ID!]) { topics(first: $first, after: $after, categoryIds: $cats) {
    edges { cursor node { id topic yourName squadSize durationDays startDate startTime imageUrl memberCount category { name } owner { username } members { id } viewerCan { delete } } }
    pageInfo { hasNextPage endCursor } } }`;

  it('pages newest first, 5 by default, filters by category and hides ended topics', async () => {
    const u = await registerUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await createTopic(u, input({ topic: `Paging ${i}`, categoryId: '7' })));
    const c = t.client();
    const p1 = await c.gql(LIST, { cats: ['7'] });
    expect(p1.data.topics.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(ids.slice(2).toReversed());
    expect(p1.data.topics.pageInfo.hasNextPage).toBe(true);
    const p2 = await c.gql(LIST, { cats: ['7'], after: p1.data.topics.pageInfo.endCursor });
    expect(p2.data.topics.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(ids.slice(0, 2).toReversed());
    expect(p2.data.topics.pageInfo.hasNextPage).toBe(false);
    expect((await c.gql(LIST, { cats: ['8'] })).data.topics.edges).toEqual([]);
    clock.advance(10 * 86_400_000);
    expect((await c.gql(LIST, { cats: ['7'] })).data.topics.edges).toEqual([]);
    expect((await c.gql(LIST, { after: 'garbage' })).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('takes the same number of SQL statements for 5 or 20 topics on a page (no N+1)', async () => {
    const u = await registerUser(t);
    for (let i = 0; i < 20; i++) await createTopic(u, input({ topic: `Load ${i}`, categoryId: '9', durationDays: 1 }));
    const other = await registerUser(t);
    const c = other.client;
    await c.gql('{ me { id } }');
    const small = await t.countSql(() => c.gql(LIST, { first: 5, cats: ['9'] }));
    const large = await t.countSql(() => c.gql(LIST, { first: 20, cats: ['9'] }));
    expect(large.result.data.topics.edges).toHaveLength(20);
    expect(large.statements.length).toBe(small.statements.length);
    // the session, then the page in one statement (decision 033)
    expect(small.statements.length).toBeLessThanOrEqual(2);
  });

  it('reads a topic page (squad, owner, category, a page of comments with authors and likes) in 1–2 statements', async () => {
    const u = await registerUser(t);
    const member = await registerUser(t);
    const id = await createTopic(u, input({ topic: 'Counted' }));
    const em = t.orm.em.fork();
    em.create(TopicMember, { topic: em.getReference(Topic, Number(id)), user: em.getReference(User, Number(member.id)) });
    await em.flush();
    for (let i = 0; i < 6; i++) await addComment(i % 2 ? member : u, id, `<p>c${i}</p>`);
    const DETAIL = `query($id: ID!) { topic(id: $id) { id topic memberCount isFull state active owner { id username } category { id name }
      members { id username } viewerCan { delete viewTimeline }
      comments(first: 5) { edges { cursor node { id html viewerHasLiked author { id username } viewerCan { edit delete remove report interact } } } pageInfo { hasNextPage } } } }`;
    await member.client.gql('{ me { id } }');
    const seen = await t.countSql(() => member.client.gql(DETAIL, { id }));
    const topic = seen.result.data.topic;
    expect(topic).toMatchObject({ topic: 'Counted', memberCount: 2, members: [{ username: u.username }, { username: member.username }], viewerCan: { delete: false, viewTimeline: true } });
    expect(topic.comments.edges).toHaveLength(5);
    expect(topic.comments.edges[0].node).toMatchObject({ html: '<p>c5</p>', author: { id: member.id }, viewerCan: { edit: true, remove: false, report: false } });
    expect(topic.comments.edges[1].node).toMatchObject({ html: '<p>c4</p>', author: { id: u.id }, viewerCan: { edit: false, remove: false, report: true } });
    expect(seen.statements.length).toBeLessThanOrEqual(2);
    const visitor = await t.countSql(() => t.client().gql(DETAIL, { id }));
    expect(visitor.result.data.topic.comments.edges[0].node.viewerCan).toEqual({ edit: false, delete: false, remove: false, report: false, interact: false });
    expect(visitor.statements.length).toBe(1);
  });

  it('shows a topic to visitors, null for an unknown id, and the owner\'s own list with ended ones', async () => {
    const u = await registerUser(t);
    const id = await createTopic(u, input({ topic: 'Detail me' }));
    const DETAIL = 'query($id: ID!) { topic(id: $id) { topic description members { username } memberCount squadSize viewerCan { delete viewTimeline } } }';
    const seen = await t.client().gql(DETAIL, { id });
    expect(seen.data.topic).toMatchObject({ topic: 'Detail me', memberCount: 1, squadSize: 3, members: [{ username: u.username }], viewerCan: { delete: false, viewTimeline: false } });
    expect((await u.client.gql(DETAIL, { id })).data.topic.viewerCan).toEqual({ delete: true, viewTimeline: true });
    expect((await t.client().gql(DETAIL, { id: '99999' })).data.topic).toBeNull();
    expect((await t.client().gql(DETAIL, { id: 'abc' })).data.topic).toBeNull();
    clock.advance(12 * 86_400_000); // ended (3 days from tomorrow), session still valid
    const mine = await u.client.gql('{ myTopics { edges { node { id state active } } } }');
    expect(mine.data.myTopics.edges).toEqual([{ node: { id, state: 'ENDED', active: false } }]);
    expect(codeOf(await t.client().gql('{ myTopics { edges { cursor } } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('deleteTopic', () => {
  const DELETE = 'mutation($id: ID!) { deleteTopic(id: $id) }';
  it('lets only the owner delete, and only a topic that is not active', async () => {
    const u = await registerUser(t);
    const stranger = await registerUser(t);
    const id = await createTopic(u, input());
    expect((await stranger.client.gql(DELETE, { id })).errors![0]).toMatchObject({ message: MSG.onlyOwnerDeletes, extensions: { code: 'FORBIDDEN' } });
    clock.advance(2 * 86_400_000); // running now
    expect((await u.client.gql(DELETE, { id })).errors![0]).toMatchObject({ message: MSG.topicActiveNoDelete, extensions: { code: 'CONFLICT' } });
    clock.reset();
    // someone joined: active even before the start
    const em = t.orm.em.fork();
    em.create(TopicMember, { topic: em.getReference(Topic, Number(id)), user: em.getReference(User, Number(stranger.id)) });
    await em.flush();
    expect((await u.client.gql(DELETE, { id })).errors![0].message).toBe(MSG.topicActiveNoDelete);
    await em.nativeDelete(TopicMember, { topic: Number(id) });
    expect((await u.client.gql(DELETE, { id })).data.deleteTopic).toBe(true);
    expect((await u.client.gql('query($id: ID!) { topic(id: $id) { id } }', { id })).data.topic).toBeNull();
    expect((await u.client.gql(DELETE, { id })).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(codeOf(await t.client().gql(DELETE, { id }))).toBe('UNAUTHENTICATED');
  });
});

describe('timeline', () => {
  it('is for signed-in users; only the entry\'s author edits it', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    const id = await createTopic(u, input());
    expect(codeOf(await t.client().gql('query($id: ID!) { timeline(topicId: $id) { id } }', { id }))).toBe('UNAUTHENTICATED');
    const entries = (await other.client.gql('query($id: ID!) { timeline(topicId: $id) { id viewerCanEdit } }', { id })).data.timeline;
    expect(entries.every((e: { viewerCanEdit: boolean }) => !e.viewerCanEdit)).toBe(true);
    const EDIT = 'mutation($id: ID!, $t: String!, $d: String) { updateTimelineEntry(id: $id, title: $t, description: $d) { title description } }';
    expect((await other.client.gql(EDIT, { id: entries[0].id, t: 'Hijack' })).errors![0]).toMatchObject({ message: MSG.onlyAuthorEdits, extensions: { code: 'FORBIDDEN' } });
    expect((await u.client.gql(EDIT, { id: entries[0].id, t: ' ' })).errors![0].message).toBe(MSG.timelineTitleRequired(1));
    expect((await u.client.gql(EDIT, { id: entries[0].id, t: 'Setup', d: 'Install Node 24' })).data.updateTimelineEntry).toEqual({ title: 'Setup', description: 'Install Node 24' });
    expect((await u.client.gql('query($id: ID!) { timeline(topicId: $id) { id } }', { id: '424242' })).errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('categories', () => {
  it('lists the seeded categories for anyone', async () => {
    const r = await t.client().gql('{ categories { id name } }');
    expect(r.data.categories.length).toBeGreaterThanOrEqual(10);
    expect(r.data.categories[0]).toEqual({ id: '1', name: 'Programming' });
  });
});
