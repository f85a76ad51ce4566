import { addDays } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, requestToJoin, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());
afterEach(() => clock.reset());

const publish = (owner: TestUser, topic: string, durationDays = 3) => createTopic(owner, { topic, squadSize: 5, durationDays });

const ACTIVE = `query($first: Int, $search: String) { myActivePools(first: $first, search: $search) {
  edges { node { id topic startDate endDate owner { id } members { id } } } pageInfo { hasNextPage } } }`;
const ids = (r: { data?: { myActivePools: { edges: { node: { id: string } }[] } } }) => r.data!.myActivePools.edges.map((e) => e.node.id);

describe('myActivePools', () => {
  it("lists the topics whose squad holds the viewer (owned or joined), not ended ones, not others'", async () => {
    const [me, other, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const short = await publish(me, 'Mine for a day', 1);
    const joined = await publish(other, 'Theirs, joined', 5);
    const notMine = await publish(other, 'Theirs only');
    await joinSquad(other, me, joined);
    const r = await me.client.gql(ACTIVE, {});
    expect(ids(r)).toEqual([joined, short]);
    const node = r.data.myActivePools.edges[1].node;
    expect(node.endDate).toBe(addDays(node.startDate, 1));
    expect(ids(await me.client.gql(ACTIVE, { search: 'JOINED' }))).toEqual([joined]);
    expect(ids(await stranger.client.gql(ACTIVE, {}))).toEqual([]);
    expect(ids(await other.client.gql(ACTIVE, {}))).toEqual([notMine, joined]);
    clock.advance(3 * 86_400_000); // the one-day topic has ended
    expect(ids(await me.client.gql(ACTIVE, {}))).toEqual([joined]);
    expect(codeOf(await t.client().gql(ACTIVE, {}))).toBe('UNAUTHENTICATED');
  });

  it('takes the same number of SQL statements for 2 or 6 topics on a page (no N+1)', async () => {
    const [me, other] = [await registerUser(t), await registerUser(t)];
    // owned and joined alternate, so every page holds both kinds
    for (let i = 0; i < 3; i++) {
      await publish(me, `Own ${i}`);
      await joinSquad(other, me, await publish(other, `Joined ${i}`));
    }
    await me.client.gql('{ me { id } }');
    const small = await t.countSql(() => me.client.gql(ACTIVE, { first: 2 }));
    const large = await t.countSql(() => me.client.gql(ACTIVE, { first: 6 }));
    expect(large.result.data.myActivePools.edges).toHaveLength(6);
    expect(large.statements.length).toBe(small.statements.length);
  });
});

const DASHBOARD = `query($first: Int, $after: String) { myActivePools(first: $first, after: $after) {
  edges { node { id topic state currentDay durationDays squadSize memberCount startsAt pendingRequestCount todayEntry { day title } members { id } } }
  pageInfo { hasNextPage endCursor } } }`;
type DashNode = { id: string; currentDay: number | null; pendingRequestCount: number | null; memberCount: number; todayEntry: { day: number; title: string } | null };
const nodes = (r: { data?: { myActivePools: { edges: { node: DashNode }[] } } }) => r.data!.myActivePools.edges.map((e) => e.node);

describe('the home dashboard fields', () => {
  it('day N of M and today\'s timeline entry while running (null before); pending requests for the owner only', async () => {
    const [owner, member, asker] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const id = await publish(owner, 'Dashboard topic', 3);
    await joinSquad(owner, member, id);
    await requestToJoin(asker, id);
    let [mine] = nodes(await owner.client.gql(DASHBOARD, {}));
    const RUNNING = `{ myActivePools(runningOnly: true) { edges { node { id } } } }`;
    expect((await owner.client.gql(RUNNING)).data.myActivePools.edges).toEqual([]);
    expect(mine).toMatchObject({ id, currentDay: null, todayEntry: null, pendingRequestCount: 1, memberCount: 2 });
    // the member sees the same topic without the owner's count
    expect(nodes(await member.client.gql(DASHBOARD, {}))[0]).toMatchObject({ id, pendingRequestCount: null });
    // half way through its second day
    clock.advance(Date.parse((mine as unknown as { startsAt: string }).startsAt) + 1.5 * 86_400_000 - clock.now().getTime());
    [mine] = nodes(await owner.client.gql(DASHBOARD, {}));
    expect(mine).toMatchObject({ currentDay: 2, todayEntry: { day: 2, title: 'Day 2' } });
    expect(nodes(await member.client.gql(DASHBOARD, {}))[0]).toMatchObject({ currentDay: 2, todayEntry: { day: 2 } });
    expect((await member.client.gql(RUNNING)).data.myActivePools.edges).toEqual([{ node: { id } }]);
    // a visitor may read the public topic, but not its timeline: no entry, no count
    const visitor = await t.client().gql('query($id: ID!) { topic(id: $id) { currentDay todayEntry { id } pendingRequestCount } }', { id });
    expect(visitor.data.topic).toEqual({ currentDay: 2, todayEntry: null, pendingRequestCount: null });
    expect(codeOf(await t.client().gql(RUNNING))).toBe('UNAUTHENTICATED');
  });

  it('a page of the dashboard costs the same SQL statements for 2 or 6 topics, counts and today\'s entries included', async () => {
    const [me, other, asker] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    for (let i = 0; i < 3; i++) {
      const own = await publish(me, `Own ${i}`);
      await requestToJoin(asker, own);
      await joinSquad(other, me, await publish(other, `Joined ${i}`));
    }
    const first = nodes(await me.client.gql(DASHBOARD, { first: 1 }))[0] as unknown as { startsAt: string };
    clock.advance(Date.parse(first.startsAt) + 3_600_000 - clock.now().getTime()); // all running (they start at the same time)
    await me.client.gql('{ me { id } }');
    const small = await t.countSql(() => me.client.gql(DASHBOARD, { first: 2 }));
    const large = await t.countSql(() => me.client.gql(DASHBOARD, { first: 6 }));
    const page = nodes(large.result);
    expect(page).toHaveLength(6);
    expect(page.every((n) => n.currentDay === 1 && n.todayEntry?.day === 1)).toBe(true);
    expect(page.filter((n) => n.pendingRequestCount === 1)).toHaveLength(3);
    expect(large.statements.length).toBe(small.statements.length);
  });
});

const OF = `query($u: ID!, $first: Int) { userActivePools(userId: $u, first: $first) { edges { node { id } } pageInfo { hasNextPage } } }`;
const ofIds = (r: { data?: { userActivePools: { edges: { node: { id: string } }[] } } }) => r.data!.userActivePools.edges.map((e) => e.node.id);

describe('userActivePools (one person\'s active pools)', () => {
  it('lists the squads a person owns or joined, not ended; any signed-in viewer; visitors are refused; unknown people have none', async () => {
    const [person, owner, viewer] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const own = await publish(person, 'Their own', 1);
    const joined = await publish(owner, 'Their joined', 5);
    await publish(owner, 'Not theirs');
    await joinSquad(owner, person, joined);
    expect(ofIds(await viewer.client.gql(OF, { u: person.id }))).toEqual([joined, own]);
    expect(ofIds(await viewer.client.gql(OF, { u: '999999' }))).toEqual([]);
    expect(codeOf(await t.client().gql(OF, { u: person.id }))).toBe('UNAUTHENTICATED');
    clock.advance(3 * 86_400_000);
    expect(ofIds(await viewer.client.gql(OF, { u: person.id }))).toEqual([joined]);
  });
});

const MINE = `query($j: Boolean) { myTopics(includeJoined: $j) { edges { node { id viewerStatus } } } }`;

describe('myTopics(includeJoined) (Profile → Your pools)', () => {
  it('adds the joined squads, ended ones included; without the flag only owned ones; visitors refused', async () => {
    const [me, other] = [await registerUser(t), await registerUser(t)];
    const own = await publish(me, 'Mine');
    const joined = await publish(other, 'Joined one', 1);
    await publish(other, 'Not joined');
    await joinSquad(other, me, joined);
    clock.advance(4 * 86_400_000); // the joined one has ended: still listed
    const all = (await me.client.gql(MINE, { j: true })).data.myTopics.edges.map((e: { node: { id: string; viewerStatus: string } }) => [e.node.id, e.node.viewerStatus]);
    expect(all).toEqual([
      [joined, 'MEMBER'],
      [own, 'OWNER'],
    ]);
    expect((await me.client.gql(MINE, {})).data.myTopics.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([own]);
    expect(codeOf(await t.client().gql(MINE, { j: true }))).toBe('UNAUTHENTICATED');
  });
});
