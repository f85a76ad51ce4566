import { MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let stranger: TestUser;
let topicId: string;

const ITEM = 'id url name topicId addedBy { id username } viewerCanEdit viewerCanDelete';
const ADD = `mutation($t: ID!, $u: String!, $n: String!, $c: String) { addResource(topicId: $t, url: $u, name: $n, clientId: $c) { ${ITEM} } }`;
const UPDATE = `mutation($id: ID!, $u: String!, $n: String!) { updateResource(id: $id, url: $u, name: $n) { ${ITEM} } }`;
const DELETE = 'mutation($id: ID!) { deleteResource(id: $id) }';
const LIST = `query($t: ID!, $first: Int, $after: String) { topicResources(topicId: $t, first: $first, after: $after) { edges { cursor node { ${ITEM} } } pageInfo { hasNextPage endCursor } } }`;

const add = async (u: TestUser, url: string, name: string, tid = topicId) => {
  const r = await u.client.gql(ADD, { t: tid, u: url, n: name });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.addResource;
};
const count = async (tid: string) => (await t.orm.em.fork().getConnection().execute('select count(*)::int as n from resources where topic_id = ?', [Number(tid)]))[0].n;

beforeAll(async () => {
  t = await startTestApp();
  [owner, a, b, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = await createTopic(owner, { topic: 'Assets topic', squadSize: 4 });
  await joinSquad(owner, a, topicId);
  await joinSquad(owner, b, topicId);
});
afterAll(() => t?.stop());

describe('resources (Assets)', () => {
  it('any squad member adds a link with a name; stored whole, https:// only when the scheme is missing', async () => {
    const r1 = await add(a, ' docs.rs/tokio ', ' Tokio docs ');
    expect(r1).toMatchObject({ url: 'https://docs.rs/tokio', name: 'Tokio docs', topicId, addedBy: { id: a.id }, viewerCanEdit: true, viewerCanDelete: true });
    const r2 = await add(owner, 'http://example.com/plain', 'Plain http');
    expect(r2.url).toBe('http://example.com/plain');
    const list = (await b.client.gql(LIST, { t: topicId })).data.topicResources;
    expect(list.edges.map((e: { node: { id: string } }) => e.node.id).slice(0, 2)).toEqual([r2.id, r1.id]);
    // b sees both, may change neither (not the adder, not the owner); the owner may change a's
    expect(list.edges.find((e: { node: { id: string } }) => e.node.id === r1.id).node).toMatchObject({ viewerCanEdit: false, viewerCanDelete: false });
    const asOwner = (await owner.client.gql(LIST, { t: topicId })).data.topicResources.edges.find((e: { node: { id: string } }) => e.node.id === r1.id).node;
    expect(asOwner).toMatchObject({ viewerCanEdit: true, viewerCanDelete: true });
  });

  it('refuses a visitor, a stranger, unknown topics and bad links — writing nothing', async () => {
    const tid = await createTopic(owner, { topic: 'Refusals' });
    expect(codeOf(await t.client().gql(ADD, { t: tid, u: 'example.com', n: 'x' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.client().gql(LIST, { t: tid }))).toBe('UNAUTHENTICATED');
    expect((await stranger.client.gql(ADD, { t: tid, u: 'example.com', n: 'x' })).errors![0]).toMatchObject({ message: MSG.squadMembersOnly, extensions: { code: 'FORBIDDEN' } });
    expect((await stranger.client.gql(LIST, { t: tid })).errors![0]).toMatchObject({ message: MSG.squadMembersOnly, extensions: { code: 'FORBIDDEN' } });
    expect((await owner.client.gql(ADD, { t: '999999', u: 'example.com', n: 'x' })).errors![0]).toMatchObject({ message: MSG.topicNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await owner.client.gql(LIST, { t: 'abc' })).errors![0].extensions!.code).toBe('NOT_FOUND');
    for (const [u, n, field, message] of [
      ['javascript:alert(1)', 'x', 'url', MSG.resourceLinkInvalid],
      ['data:text/html,hi', 'x', 'url', MSG.resourceLinkInvalid],
      ['ftp://example.com', 'x', 'url', MSG.resourceLinkInvalid],
      ['a b.com', 'x', 'url', MSG.resourceLinkSpaces],
      ['', 'x', 'url', MSG.resourceLinkRequired],
      ['example.com', ' ', 'name', MSG.resourceNameRequired],
      [`example.com/${'x'.repeat(3000)}`, 'x', 'url', MSG.resourceLinkTooLong],
      ['example.com', 'x'.repeat(101), 'name', MSG.resourceNameTooLong],
    ]) {
      expect((await owner.client.gql(ADD, { t: tid, u, n })).errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(await count(tid)).toBe(0);
    // an empty list is an empty connection (the legacy row answers 0)
    expect((await owner.client.gql(LIST, { t: tid })).data.topicResources).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("the adder or the owner edits and deletes; another member cannot, whatever they send", async () => {
    const r = await add(a, 'example.com/a', 'A');
    const denied = await b.client.gql(UPDATE, { id: r.id, u: 'evil.example.com', n: 'B' });
    expect(denied.errors![0]).toMatchObject({ message: MSG.cannotChangeResource, extensions: { code: 'FORBIDDEN' } });
    expect((await b.client.gql(DELETE, { id: r.id })).errors![0]).toMatchObject({ message: MSG.cannotChangeResource, extensions: { code: 'FORBIDDEN' } });
    expect((await stranger.client.gql(DELETE, { id: r.id })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(codeOf(await t.client().gql(DELETE, { id: r.id }))).toBe('UNAUTHENTICATED');
    expect((await a.client.gql(UPDATE, { id: r.id, u: 'javascript:alert(1)', n: 'A' })).errors![0].message).toBe(MSG.resourceLinkInvalid);
    expect((await a.client.gql(UPDATE, { id: r.id, u: 'http://example.com/a2', n: 'A2' })).data.updateResource).toMatchObject({ url: 'http://example.com/a2', name: 'A2' });
    expect((await owner.client.gql(UPDATE, { id: r.id, u: 'example.com/a3', n: 'A3' })).data.updateResource).toMatchObject({ url: 'https://example.com/a3', name: 'A3', addedBy: { id: a.id } });
    expect((await owner.client.gql(DELETE, { id: r.id })).data.deleteResource).toBe(true);
    expect((await a.client.gql(DELETE, { id: r.id })).errors![0]).toMatchObject({ message: MSG.resourceNotFound, extensions: { code: 'NOT_FOUND' } });
    const own = await add(b, 'example.com/b', 'B');
    expect((await b.client.gql(DELETE, { id: own.id })).data.deleteResource).toBe(true);
  });

  it('a removed member neither sees nor changes the squad’s resources, their own included', async () => {
    const tid = await createTopic(owner, { topic: 'Removal', squadSize: 3 });
    const gone = await registerUser(t);
    await joinSquad(owner, gone, tid);
    const mine = await add(gone, 'example.com/mine', 'Mine', tid);
    expect((await owner.client.gql('mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }', { t: tid, u: gone.id })).data.removeSquadMember).toBe(true);
    expect((await gone.client.gql(LIST, { t: tid })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gone.client.gql(UPDATE, { id: mine.id, u: 'example.com/x', n: 'x' })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gone.client.gql(DELETE, { id: mine.id })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gone.client.gql(ADD, { t: tid, u: 'example.com', n: 'x' })).errors![0].extensions!.code).toBe('FORBIDDEN');
    // what they added stays with the squad; the owner still manages it
    const list = (await owner.client.gql(LIST, { t: tid })).data.topicResources.edges;
    expect(list.map((e: { node: { id: string; viewerCanDelete: boolean } }) => [e.node.id, e.node.viewerCanDelete])).toEqual([[mine.id, true]]);
  });

  it('5 a page by default, by cursor, newest first', async () => {
    const tid = await createTopic(owner, { topic: 'Paging' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await add(owner, `example.com/${i}`, `R${i}`, tid)).id);
    const p1 = (await owner.client.gql(LIST, { t: tid })).data.topicResources;
    expect(p1.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(ids.slice(2).toReversed());
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const p2 = (await owner.client.gql(LIST, { t: tid, after: p1.pageInfo.endCursor })).data.topicResources;
    expect(p2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(ids.slice(0, 2).toReversed());
    expect(p2.pageInfo.hasNextPage).toBe(false);
    expect((await owner.client.gql(LIST, { t: tid, after: 'bogus' })).errors![0].message).toBe(MSG.cursorInvalid);
  });

  it('a page costs the same SQL at 2 and at 12 resources from several members', async () => {
    const tid = await createTopic(owner, { topic: 'SQL count', squadSize: 3 });
    await joinSquad(owner, a, tid);
    await joinSquad(owner, b, tid);
    for (let i = 0; i < 12; i++) await add([owner, a, b][i % 3], `example.com/${i}`, `R${i}`, tid);
    const small = await t.countSql(() => a.client.gql(LIST, { t: tid, first: 2 }));
    const large = await t.countSql(() => a.client.gql(LIST, { t: tid, first: 12 }));
    expect(small.result.data.topicResources.edges).toHaveLength(2);
    expect(large.result.data.topicResources.edges).toHaveLength(12);
    expect(new Set(large.result.data.topicResources.edges.map((e: { node: { addedBy: { id: string } } }) => e.node.addedBy.id)).size).toBe(3);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('a retried add with the same clientId is stored once', async () => {
    const tid = await createTopic(owner, { topic: 'Retry' });
    const send = () => owner.client.gql(ADD, { t: tid, u: 'example.com/once', n: 'Once', c: 'client-1' });
    const [x, y] = await Promise.all([send(), send()]);
    expect(x.data.addResource.id).toBe(y.data.addResource.id);
    expect((await send()).data.addResource.id).toBe(x.data.addResource.id);
    expect(await count(tid)).toBe(1);
    const other = await createTopic(owner, { topic: 'Retry elsewhere' });
    expect((await owner.client.gql(ADD, { t: other, u: 'example.com', n: 'x', c: 'client-1' })).errors![0]).toMatchObject({ message: MSG.clientIdReused, extensions: { field: 'clientId' } });
  });
});
