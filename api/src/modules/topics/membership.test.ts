import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, dateInZone } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { isSquadMember, readSquads, squadMemberIds } from './membership.js';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Every non-test source file under api/src except the scripts and the demo seed (they write rows in bulk). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'scripts' || e.name === 'migrations' ? [] : sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && p !== join(SRC, 'seed.ts') ? [p] : [];
  });
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);

describe('one owner for squad membership (decision 024)', () => {
  it('topics imports no other feature but users: squads and presence depend on topics, not back', () => {
    const upward = sources(join(SRC, 'modules/topics')).flatMap((f) =>
      importsOf(f)
        .filter((s) => /^\.\.\/(?!users\/)[^./]+\//.test(s))
        .map((s) => `${basename(f)} → ${s}`),
    );
    expect(upward).toEqual([]);
  });

  it('only topics/membership.ts reads or writes topic_members (entity lists aside)', () => {
    const allowed = (f: string) => f.endsWith('topics/membership.ts') || f.endsWith('topic-member.entity.ts') || f.endsWith('.module.ts') || f.endsWith('platform/entities.ts');
    const others = sources(SRC)
      .filter((f) => !allowed(f))
      .filter((f) => importsOf(f).some((s) => s.endsWith('/topic-member.entity.js')) || readFileSync(f, 'utf8').includes('topic_members'))
      .map((f) => relative(SRC, f));
    expect(others).toEqual([]);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const PUBLISH = 'mutation($i: PublishTopicInput!) { publishTopic(input: $i) { id } }';
async function publish(u: TestUser, title: string): Promise<number> {
  const i = { yourName: 'O', topic: title, categoryId: '4', squadSize: 4, durationDays: 2, startDate: addDays(dateInZone(new Date(), 'UTC'), 1), startTime: '09:00', timezone: 'UTC', timeline: [{ title: 'a' }, { title: 'b' }] };
  return Number((await u.client.gql(PUBLISH, { i })).data.publishTopic.id);
}
async function enroll(owner: TestUser, who: TestUser, topicId: number): Promise<void> {
  const req = (await who.client.gql('mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).data.requestToJoin.id;
  expect((await owner.client.gql('mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: req })).errors).toBeUndefined();
}

describe('membership', () => {
  it('lists the owner first, then the members in joining order; reads fresh after a member leaves', async () => {
    const [owner, first, second, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
    const topicId = await publish(owner, 'Membership order');
    await enroll(owner, second, topicId);
    await enroll(owner, first, topicId);
    const em = t.orm.em.fork();
    expect(await squadMemberIds(em, topicId)).toEqual([owner.id, second.id, first.id].map(Number));
    expect(await isSquadMember(em, topicId, Number(owner.id))).toBe(true);
    expect(await isSquadMember(em, topicId, Number(first.id))).toBe(true);
    expect(await isSquadMember(em, topicId, Number(stranger.id))).toBe(false);
    expect(await squadMemberIds(em, 999_999)).toEqual([]);
    expect(await isSquadMember(em, 999_999, Number(owner.id))).toBe(false);
    await second.client.gql('mutation($t: ID!) { leaveSquad(topicId: $t) }', { t: topicId });
    // the same EntityManager answers the new squad: no cache between two questions
    expect(await isSquadMember(em, topicId, Number(second.id))).toBe(false);
    expect(await squadMemberIds(em, topicId)).toEqual([owner.id, first.id].map(Number));
  });

  it('answers a subscription filter in one statement, and any number of topics in one', async () => {
    const [owner, member] = [await registerUser(t), await registerUser(t)];
    const ids = [await publish(owner, 'Batch 1'), await publish(owner, 'Batch 2'), await publish(member, 'Batch 3')];
    await enroll(owner, member, ids[0]);
    const one = await t.countSql(() => isSquadMember(t.orm.em.fork(), ids[0], Number(member.id)));
    expect(one.result).toBe(true);
    expect(one.statements).toHaveLength(1);
    const many = await t.countSql(() => readSquads(t.orm.em.fork(), [...ids, 999_999]));
    expect(many.statements).toHaveLength(1);
    expect([...many.result.entries()]).toEqual([
      [ids[0], [Number(owner.id), Number(member.id)]],
      [ids[1], [Number(owner.id)]],
      [ids[2], [Number(member.id)]],
    ]);
  });

  it('renders every membership field of a page in the same number of statements for 2 or 6 topics', async () => {
    const [a, b, viewer] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    for (let i = 0; i < 6; i++) {
      const owner = i % 2 ? a : b;
      await enroll(owner, viewer, await publish(owner, `Page ${i}`));
    }
    const PAGE = `query($n: Int) { myActivePools(first: $n) { edges { node {
      members { id } memberCount isFull active viewerCan { delete } viewerStatus onlineMemberIds } } } }`;
    await viewer.client.gql('{ me { id } }');
    const small = await t.countSql(() => viewer.client.gql(PAGE, { n: 2 }));
    const large = await t.countSql(() => viewer.client.gql(PAGE, { n: 6 }));
    expect(large.result.data.myActivePools.edges).toHaveLength(6);
    for (const { node } of large.result.data.myActivePools.edges) {
      expect(node).toMatchObject({ memberCount: 2, isFull: false, active: true, viewerStatus: 'MEMBER' });
      expect(node.members[1].id).toBe(viewer.id);
    }
    expect(large.statements.length).toBe(small.statements.length);
    // session, page, squads, users, presence: as many as before membership had one owner
    expect(large.statements.length).toBeLessThanOrEqual(5);
  });
});
