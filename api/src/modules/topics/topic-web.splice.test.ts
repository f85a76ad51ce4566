import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { addComment, createTopic, dataOf, joinSquad, registerUser, requestToJoin, squadOf, type TestUser } from '../../../test/factories.js';
import { webDocument } from '../../../test/web-documents.js';
import { clock } from '../../platform/clock.js';
import { preparedTap } from '../../platform/prepared.js';
import { ask, comparer, isSpliced, spliceApps } from './splice.test-kit.js';

/*
 * The web app's own topic detail document (topic.graphql.ts `TopicDetail`, as Apollo Client sends
 * it: `__typename` in every selection, fields repeated between the fragment and the query) spliced,
 * with the viewer's fields — `viewerStatus`, `viewerRequest`, `onlineMemberIds` — written by the
 * statement; compared with the resolvers' answer for every place a viewer can have in a squad.
 */
let spliced: TestApp;
let plain: TestApp;
const compare = comparer(() => ({ spliced, plain }));

// the web app's topic detail (topic.graphql.ts) and comments page (comments.graphql.ts), as Apollo Client sends them
const WEB_DETAIL = webDocument('TopicDetail', { apollo: true });
const WEB_COMMENTS = webDocument('TopicComments', { apollo: true });
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

let owner: TestUser;
let member: TestUser;
let requester: TestUser;
let invited: TestUser;
let left: TestUser;
let outsider: TestUser;
let topicId: string;
let other: string;

beforeAll(async () => {
  ({ spliced, plain } = await spliceApps());
  const squad = await squadOf(spliced, 2, { squadSize: 5 });
  ({ owner, topicId } = squad);
  member = squad.members[0];
  [requester, invited, left, outsider] = [await registerUser(spliced), await registerUser(spliced), await registerUser(spliced), await registerUser(spliced)];
  await requestToJoin(requester, topicId);
  dataOf('inviteToSquad', await owner.client.gql('mutation($t: ID!, $u: ID!) { inviteToSquad(topicId: $t, userId: $u) { id } }', { t: topicId, u: invited.id }));
  // joined (the newest request ACCEPTED), then left: no longer in the squad, no pending request
  await joinSquad(owner, left, topicId);
  dataOf('leaveSquad', await left.client.gql('mutation($t: ID!) { leaveSquad(topicId: $t) }', { t: topicId }));
  other = await createTopic(outsider, { squadSize: 2 });
  // 12 comments by three people, one liked by the owner: pages of 5, 5 and 2 (the pool stream's head moves with each)
  for (let i = 0; i < 12; i++) await addComment([owner, member, outsider][i % 3], topicId, `<p>comment ${i} "quoted" ünïcode</p>`);
  const liked = await addComment(member, topicId, '<p>liked</p>');
  dataOf('likeComment', await owner.client.gql('mutation($id: ID!) { likeComment(id: $id) { id } }', { id: liked }));
  // presence: the member's connection is fresh, the owner's went stale (a crashed process), the second member has none
  const now = clock.now().getTime();
  await spliced.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into presence_connections (id, user_id, process_id, seen_at) values (gen_random_uuid(), ?, gen_random_uuid(), ?), (gen_random_uuid(), ?, gen_random_uuid(), ?), (gen_random_uuid(), ?, gen_random_uuid(), ?)`,
      [Number(member.id), new Date(now - 5_000), Number(owner.id), new Date(now - 120_000), Number(outsider.id), new Date(now)],
    );
}, 120_000);

afterAll(async () => {
  await plain?.stop();
  await spliced?.stop();
});

describe("the web app's topic detail document, spliced", () => {
  it('answers as the resolvers do for the owner, a member, a requester, an invited person, one who left, an outsider and the signed-out', async () => {
    const seen = new Map<string, unknown>();
    for (const [name, who] of [['owner', () => owner], ['member', () => member], ['requester', () => requester], ['invited', () => invited], ['left', () => left], ['outsider', () => outsider], ['signed out', () => null]] as const) {
      for (const id of [topicId, other]) {
        const token = who()?.token ?? null;
        const r = await compare(token, WEB_DETAIL, { id }, 'TopicDetail', APOLLO_ACCEPT);
        expect({ name, spliced: r.spliced }).toEqual({ name, spliced: true });
        const t = (r.body as { data: { topic: { viewerStatus: string; viewerRequest: unknown; onlineMemberIds: string[] } } }).data.topic;
        if (id === topicId) seen.set(name, [t.viewerStatus, t.viewerRequest === null ? null : 'request', t.onlineMemberIds.length]);
      }
    }
    // the answers cover every branch of the rules (and not by accident all the same)
    expect(Object.fromEntries(seen)).toEqual({
      owner: ['OWNER', null, 1],
      member: ['MEMBER', null, 1],
      requester: ['REQUESTED', 'request', 0],
      invited: ['INVITED', 'request', 0],
      left: ['NONE', null, 0],
      outsider: ['NONE', null, 0],
      'signed out': ['VISITOR', null, 0],
    });
  }, 120_000);

  it('a fragment and the query asking the same field, and a repeated key, are merged as GraphQL merges them', async () => {
    const q = 'query($id: ID!) { topic(id: $id) { id id owner { id } owner { username ... on User { id } } viewerRequest { id } viewerRequest { kind status createdAt } } }';
    for (const who of [owner, requester, null]) expect((await compare(who?.token ?? null, q, { id: topicId })).spliced).toBe(true);
  }, 120_000);

  it("the web app's comments page, every page through its cursors, for every viewer", async () => {
    for (const who of [owner, member, outsider, null]) {
      const token = who?.token ?? null;
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const r = await compare(token, WEB_COMMENTS, { topicId, first: 5, after }, 'TopicComments', APOLLO_ACCEPT);
        expect(r.spliced).toBe(true);
        const page = (r.body as { data: { topic: { commentEventId: string; comments: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } } } }).data.topic;
        expect(Number(page.commentEventId)).toBeGreaterThan(0);
        pages++;
        if (!page.comments.pageInfo.hasNextPage) break;
        after = page.comments.pageInfo.endCursor;
      }
      expect(pages).toBe(3);
      // the default size, the bounds, no comments at all
      for (const first of [null, 0, 1, 500]) expect((await compare(token, WEB_COMMENTS, { topicId, first }, 'TopicComments')).spliced).toBe(true);
      expect((await compare(token, WEB_COMMENTS, { topicId: other, first: 5, after: null }, 'TopicComments')).spliced).toBe(true);
    }
    // a cursor that is not a comment's, or not a cursor: the resolvers' BAD_USER_INPUT
    for (const after of ['dG9waWM6Mw', 'nope', ''])
      expect((await compare(member.token, WEB_COMMENTS, { topicId, first: 5, after }, 'TopicComments')).spliced).toBe(after === '');
  }, 120_000);

  it('one statement after the session read, where the resolvers run one per loader', async () => {
    for (const [q, v, op] of [[WEB_DETAIL, { id: topicId }, 'TopicDetail'], [WEB_COMMENTS, { topicId, first: 5 }, 'TopicComments']] as const) {
      await ask(spliced, member.token, q, v, op);
      const s = await spliced.countSql(() => ask(spliced, member.token, q, v, op));
      const p = await plain.countSql(() => ask(plain, member.token, q, v, op));
      expect(isSpliced(s.result)).toBe(true);
      expect(s.statements.length).toBeLessThan(p.statements.length);
      expect(s.statements.filter((x) => x.includes('json_build_object')).length).toBe(1);
    }
  }, 120_000);

  it('runs as a named prepared statement: one text whatever the viewer, the topic and the cursor (decision 087)', async () => {
    const seen: { label: string; text: string; values: readonly unknown[] }[] = [];
    preparedTap.on = (s) => void (s.label.startsWith('splice.') && seen.push(s));
    try {
      const first = await ask(spliced, member.token, WEB_COMMENTS, { topicId, first: 5 }, 'TopicComments');
      const cursor = (JSON.parse(first.text) as { data: { topic: { comments: { pageInfo: { endCursor: string } } } } }).data.topic.comments.pageInfo.endCursor;
      for (const [token, after] of [[owner.token, cursor], [null, cursor]] as const) await ask(spliced, token, WEB_COMMENTS, { topicId, first: 5, after }, 'TopicComments');
      for (const [token, id] of [[member.token, topicId], [null, other]] as const) await ask(spliced, token, WEB_DETAIL, { id }, 'TopicDetail');
    } finally {
      preparedTap.on = undefined;
    }
    expect(seen.map((s) => s.label)).toEqual(['splice.topic', 'splice.topic', 'splice.topic', 'splice.topic', 'splice.topic']);
    // no value in the text: a page with a cursor is one text, its id a bind; the detail one text for every topic and viewer
    expect(new Set(seen.slice(1, 3).map((s) => s.text)).size).toBe(1);
    expect(new Set(seen.slice(3).map((s) => s.text)).size).toBe(1);
    expect(seen[1].text).not.toBe(seen[0].text);
    expect(seen[1].values.length).toBeGreaterThan(seen[0].values.length); // the cursor's id, bound where the text reads it
    expect(seen[3].values.at(-1)).toBe(Number(topicId));
    expect(seen[4].values.at(-1)).toBe(Number(other));
    expect(seen[4].values[1]).toBeNull();
  }, 120_000);

  it('falls back, with the same answer, for what the statement does not write', async () => {
    for (const q of [
      'query($id: ID!) { topic(id: $id) { id viewerRequest { id sender { id } } } }',
      'query($id: ID!) { topic(id: $id) { id pendingRequestCount } }',
      'query($id: ID!) { topic(id: $id) { id viewerStatus @include(if: true) } }',
    ])
      for (const who of [owner, requester, null]) expect((await compare(who?.token ?? null, q, { id: topicId })).spliced).toBe(false);
    // an unknown topic: the resolvers' null
    expect((await compare(member.token, WEB_DETAIL, { id: '99999999' }, 'TopicDetail')).spliced).toBe(false);
  }, 120_000);
});
