import { addDays } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
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
