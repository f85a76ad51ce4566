import { LIMITS } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';

/** POSTED_WHILE_AWAY (decision 062): one per squad per absence, again after coming back. */
let t: TestApp;
afterAll(async () => {
  clock.reset();
  await t?.stop();
});
beforeAll(async () => {
  t = await startTestApp();
});

const POST = 'mutation($t: ID!, $h: String) { createPost(topicId: $t, html: $h) { id } }';
const post = async (u: TestUser, topicId: string, text: string) => {
  const r = await u.client.gql(POST, { t: topicId, h: `<p>${text}</p>` });
  expect(r.errors).toBeUndefined();
};
const away = async (u: TestUser) =>
  ((await u.client.gql('{ notifications(first: 50) { edges { node { type text topic { id } actor { id } } } } }')).data!.notifications.edges as { node: { type: string; text: string; topic: { id: string } | null; actor: { id: string } | null } }[])
    .map((e) => e.node)
    .filter((n) => n.type === 'POSTED_WHILE_AWAY');
const awayLong = () => clock.advance((LIMITS.awayAfterMinutes + 1) * 60_000);

describe('a squad mate posted while you were away', () => {
  it('one per squad per absence, not one per post; again once they came back and left', async () => {
    const [owner, a, b] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const topicId = await createTopic(owner, { topic: 'Away squad' });
    await joinSquad(owner, a, topicId);
    await joinSquad(owner, b, topicId);
    // just joined: nobody is away yet
    await post(a, topicId, 'first');
    expect(await away(owner)).toEqual([]);
    expect(await away(b)).toEqual([]);

    awayLong();
    await post(a, topicId, 'one');
    await post(a, topicId, 'two');
    await post(b, topicId, 'three'); // another author, the same absence of the owner
    const mine = await away(owner);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ text: `${a.username} posted in Away squad while you were away`, topic: { id: topicId } });
    // b was away too until posting; a posted last and is here
    expect(await away(b)).toHaveLength(1);
    expect(await away(a)).toEqual([]);

    // the owner comes back (opens the squad): a post right after is not "while away"
    expect((await owner.client.gql('mutation($t: ID!) { markTopicVisited(topicId: $t) }', { t: topicId })).errors).toBeUndefined();
    await post(a, topicId, 'four');
    expect(await away(owner)).toHaveLength(1);
    // ...and after being away again, the next post makes a new one (once)
    awayLong();
    await post(a, topicId, 'five');
    await post(a, topicId, 'six');
    expect(await away(owner)).toHaveLength(2);
  });

  it('two squad mates posting at once make one', async () => {
    const [owner, a, b] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const topicId = await createTopic(owner, { topic: 'Race squad' });
    await joinSquad(owner, a, topicId);
    await joinSquad(owner, b, topicId);
    awayLong();
    await Promise.all([post(a, topicId, 'x'), post(b, topicId, 'y'), post(a, topicId, 'z')]);
    expect(await away(owner)).toHaveLength(1);
  });

  it('never reaches the legacy notification list', async () => {
    const [owner, a] = [await registerUser(t), await registerUser(t)];
    const topicId = await createTopic(owner, { topic: 'Legacy squad' });
    await joinSquad(owner, a, topicId);
    awayLong();
    await post(a, topicId, 'hello');
    expect(await away(owner)).toHaveLength(1);
    const legacy = await owner.client.gql('{ notifications(first: 50, types: [REQUEST, ACCEPTED, DELETED, COMMENTED, REPLIED, POSTREPLY, MISSEDCALL]) { edges { node { type } } } }');
    expect((legacy.data!.notifications.edges as { node: { type: string } }[]).map((e) => e.node.type)).not.toContain('POSTED_WHILE_AWAY');
  });
});
