import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { addComment, createTopic, registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { clock } from '../../platform/clock.js';
import { addDays, dateInZone } from '@poolmates/schema';
import { ask, comparer, isSpliced, spliceApps } from './splice.test-kit.js';

/* The spliced pages against the resolvers (splice.test-kit.ts): browse and topic detail. */
let spliced: TestApp;
let plain: TestApp;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let topicId: string;
let alone: string;

const user = 'id username profileImageUrl';
const card = `id topic yourName squadSize durationDays startDate startTime imageUrl memberCount owner { ${user} } category { id name }`;
const BROWSE = `query Browse { topics(first: 20) { edges { cursor node { ${card} } } pageInfo { hasNextPage endCursor } } }`;
const item = `id html edited createdAt likeCount replyCount viewerHasLiked author { ${user} } viewerCan { edit delete remove report interact }`;
const comments = (first: number) => `comments(first: ${first}) { edges { cursor node { ${item} } } pageInfo { hasNextPage endCursor } }`;
const DETAIL = `query Detail($id: ID!) { topic(id: $id) { ${card} description endDate state isFull members { ${user} } viewerCan { delete viewTimeline } ${comments(5)} } }`;
const COMMENTS = `query Comments($id: ID!) { topic(id: $id) { id ${comments(20)} a: comments { pageInfo { endCursor } edges { node { topicId __typename } } } b: comments(first: 2) { edges { cursor } pageInfo { hasNextPage } } } }`;
const DETAIL_CARD = `query Detail($id: ID!) { topic(id: $id) { ${card} description endDate state isFull timezone viewerCan { delete viewTimeline } } }`;
const ALIASED = `query List($n: Int) { __typename list: topics(first: $n) { __typename e: edges { c: cursor node { __typename ... on Topic { id name: topic } n: memberCount isFull state viewerCan { delete viewTimeline } owner { __typename id username } } } pageInfo { endCursor hasNextPage } } }`;
const ALIASED_ONE = `query List($n: Int) { list: topics(first: $n) { __typename e: edges { c: cursor node { __typename ... on Topic { id name: topic } n: memberCount isFull state viewerCan { delete viewTimeline } owner { __typename id username } } } pageInfo { endCursor hasNextPage } } }`;
// the web app's browse document (topic.graphql.ts): named fragments, null variables
const WEB_BROWSE = `query Topics($first: Int, $after: String, $categoryIds: [ID!]) { topics(first: $first, after: $after, categoryIds: $categoryIds) { edges { cursor node { ...TopicCardFields } } pageInfo { hasNextPage endCursor } } }
fragment TopicCardFields on Topic { id topic yourName squadSize durationDays startDate startTime startsAt timezone imageUrl active memberCount category { id name } owner { ...PersonFields } }
fragment PersonFields on User { id username firstName lastName profileImageUrl }`;
const TOPIC_ALIASED = `query($id: ID!) { t: topic(id: $id) { __typename ... { id } ow: owner { username u: id } c: category { name } can: viewerCan { viewTimeline delete } } }`;

const compare = comparer(() => ({ spliced, plain }));

beforeAll(async () => {
  ({ spliced, plain } = await spliceApps());
  const startDate = addDays(dateInZone(clock.now(), 'UTC'), 2);
  const squad = await squadOf(spliced, 1, { startDate, topic: 'Squad "quoted" \\ topic', description: 'línea\nnext', timezone: 'America/New_York', startTime: '21:30' });
  ({ owner, topicId } = squad);
  member = squad.members[0];
  stranger = await registerUser(spliced);
  for (const [who, html] of [[owner, '<p>owner’s</p>'], [member, '<p>a "quoted" <b>one</b></p>'], [stranger, '<p>ünïcode 😀</p>']] as const)
    for (let i = 0; i < 3; i++) await addComment(who, topicId, html);
  const liked = await addComment(member, topicId, '<p>liked</p>');
  await owner.client.gql('mutation($id: ID!) { likeComment(id: $id) { id } }', { id: liked });
  alone = await createTopic(stranger, { startDate, squadSize: 2, timezone: 'Asia/Kolkata', startTime: '09:05', yourName: 'Émile 😀' });
}, 120_000);

afterAll(async () => {
  await plain?.stop();
  await spliced?.stop();
});

describe('spliced read pages answer as the resolvers do', () => {
  const viewers = () => [
    ['signed out', null],
    ['member', member.token],
    ['non-member', stranger.token],
    ['owner', owner.token],
  ] as const;

  it('browse: the bench document, aliases, __typename, inline fragments and a variable `first`, for every viewer', async () => {
    for (const [, token] of viewers()) {
      const r = await compare(token, BROWSE);
      expect(r.spliced).toBe(true);
      for (const n of [1, 2, 0, 500, null]) expect((await compare(token, ALIASED_ONE, { n })).spliced).toBe(true);
      expect((await compare(token, WEB_BROWSE, { first: 5, after: null, categoryIds: null }, 'Topics', 'application/graphql-response+json,application/json;q=0.9')).spliced).toBe(true);
      expect((await compare(token, WEB_BROWSE, { first: 5, categoryIds: ['1'] })).spliced).toBe(false);
    }
    // root __typename next to the page: not spliced (one root field only), the same answer
    expect((await compare(null, ALIASED, { n: 2 })).spliced).toBe(false);
  }, 120_000);

  it('topic detail: the card, squad, state and viewerCan for every viewer, the owner alone deleting', async () => {
    for (const [, token] of viewers()) {
      for (const id of [topicId, alone]) {
        expect((await compare(token, DETAIL, { id }, 'Detail')).spliced).toBe(true);
        const r = await compare(token, DETAIL_CARD, { id }, 'Detail');
        expect(r.spliced).toBe(true);
        expect((await compare(token, TOPIC_ALIASED, { id })).spliced).toBe(true);
        expect((await compare(token, COMMENTS, { id }, 'Comments')).spliced).toBe(true);
      }
    }
    const own = await compare(stranger.token, DETAIL_CARD, { id: alone });
    expect((own.body as { data: { topic: { viewerCan: { delete: boolean } } } }).data.topic.viewerCan.delete).toBe(true);
  }, 120_000);

  it('falls back to the resolvers, with the same answer, for what the statement cannot build', async () => {
    const fallbacks: [string, Record<string, unknown>?][] = [
      ['{ topics { edges { node { id currentDay } } } }'], // a field off the whitelist
      ['{ topics(search: "squad") { edges { node { id topic } } } }'], // a filter
      ['{ topics { edges { node { ...F } } } } fragment F on Topic { id topic @skip(if: false) }'], // a directive in a named fragment
      ['{ topics { edges { node { ...F } } } } fragment F on Node { id }'], // a fragment on an interface
      ['{ topics { edges { node { id @include(if: true) } } } }'], // a directive
      ['{ topics { edges { node { id owner { id bio } } } } }'], // a User field off the whitelist
      ['query($id: ID!) { topic(id: $id) { id members { id bio } } }', { id: topicId }],
      ['query($id: ID!) { topic(id: $id) { id comments(first: 2, offset: 1) { edges { cursor } } } }', { id: topicId }], // offset
      ['query($id: ID!) { topic(id: $id) { id comments(first: 2, after: "dG9waWM6Mw") { edges { cursor } } } }', { id: topicId }], // a topic's cursor: BAD_USER_INPUT
      ['query($id: ID!) { topic(id: $id) { id comments { edges { node { id replies { edges { cursor } } } } } } }', { id: topicId }],
      ['{ a: topics(first: 1) { edges { cursor } } b: topics(first: 2) { edges { cursor } } }'],
    ];
    for (const [q, v] of fallbacks) expect((await compare(owner.token, q, v)).spliced).toBe(false);
  }, 120_000);

  it('errors and nulls come out exactly as before (unknown topic, bad id, missing or wrong variables, limits, bad operation name)', async () => {
    const cases: [string, Record<string, unknown> | undefined, string?][] = [
      [DETAIL_CARD, { id: '99999999' }],
      [DETAIL_CARD, { id: 'abc' }],
      [DETAIL_CARD, { id: '0' }],
      [DETAIL_CARD, { id: '123456789012345678' }],
      [DETAIL_CARD, { id: '1\u0000' }], // the guard pipeline's variable text check
      [DETAIL_CARD, { id: '\ud800' }],
      [DETAIL_CARD, { id: '1', other: 'x\u0000' }], // a spliceable request but for the guard's refusal
      [DETAIL_CARD, {}],
      [DETAIL_CARD, { id: 5 }],
      [DETAIL_CARD, { id: topicId }, 'Other'],
      [ALIASED_ONE, { n: 'x' }],
      [ALIASED_ONE, { n: 2 ** 40 }],
      ['{ topics { edges { node { id nope } } } }', undefined],
    ];
    for (const [q, v, op] of cases) expect((await compare(member.token, q, v, op)).spliced).toBe(false);
    // the largest page the operation limits allow, or their refusal: the same either way
    for (const first of [100, 101, 1000]) await compare(member.token, `{ topics(first: ${first}) { edges { node { ${card} members { id } } } } }`);
  }, 120_000);

  it('answers the content type Apollo negotiates: the web app’s Accept spliced, others as Apollo answers them', async () => {
    expect((await compare(member.token, BROWSE, undefined, undefined, 'application/graphql-response+json,application/json;q=0.9')).spliced).toBe(true);
    expect((await compare(member.token, BROWSE, undefined, undefined, '*/*')).spliced).toBe(true);
    for (const accept of ['application/graphql-response+json', 'text/html', 'application/json; callbackSpec=1.0'])
      expect((await compare(member.token, BROWSE, undefined, undefined, accept)).spliced).toBe(false);
  }, 120_000);

  it('still one statement after the session read (the SQL-count rule), and none of the resolvers', async () => {
    await ask(spliced, member.token, BROWSE);
    const b = await spliced.countSql(() => ask(spliced, member.token, BROWSE));
    expect(isSpliced(b.result)).toBe(true);
    const p = await plain.countSql(() => ask(plain, member.token, BROWSE));
    expect(b.statements.length).toBe(p.statements.length);
    await ask(spliced, member.token, DETAIL_CARD, { id: topicId });
    const d = await spliced.countSql(() => ask(spliced, member.token, DETAIL_CARD, { id: topicId }));
    expect(isSpliced(d.result)).toBe(true);
    expect(d.statements.length).toBe((await plain.countSql(() => ask(plain, member.token, DETAIL_CARD, { id: topicId }))).statements.length);
  }, 120_000);
});
