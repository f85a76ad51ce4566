import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const PROFILE = 'query($id: ID!) { user(id: $id) { id username firstName lastName location stereotype bio profileImageUrl followerCount followingCount viewerFollow email } }';
const FOLLOW = 'mutation($u: ID!) { follow(userId: $u) { followerCount viewerFollow } }';
const UNFOLLOW = 'mutation($u: ID!) { unfollow(userId: $u) { followerCount viewerFollow } }';
const LIST = (side: 'followers' | 'following') => `query($u: ID!, $first: Int, $after: String) { ${side}(userId: $u, first: $first, after: $after) { edges { node { id username viewerFollow } } pageInfo { hasNextPage endCursor } } }`;

describe('profiles', () => {
  it('anyone may view an active profile; private fields stay private; unknown, non-numeric or deactivated ids are null', async () => {
    const a = await registerUser(t);
    await a.client.gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { firstName: 'Asha', lastName: 'K', location: 'Pune', bio: 'Learning Rust', stereotype: 'Geek' } });
    const seen = (await t.client().gql(PROFILE, { id: a.id })).data.user;
    expect(seen).toMatchObject({ id: a.id, username: a.username, firstName: 'Asha', lastName: 'K', location: 'Pune', stereotype: 'Geek', bio: 'Learning Rust', followerCount: 0, followingCount: 0, viewerFollow: 'NOT_FOLLOWING', email: null });
    expect((await a.client.gql(PROFILE, { id: a.id })).data.user).toMatchObject({ viewerFollow: 'SELF', email: a.email });
    for (const id of ['abc', '12a', '99999999', '-1']) expect((await t.client().gql(PROFILE, { id })).data.user).toBeNull();
    const gone = await registerUser(t);
    await gone.client.gql('mutation($p: String!) { deactivateAccount(password: $p) { message } }', { p: gone.password });
    expect((await t.client().gql(PROFILE, { id: gone.id })).data.user).toBeNull();
  });
});

describe('follow', () => {
  it('follow and unfollow are idempotent and answer the new counts and state; not yourself; visitors refused', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect((await a.client.gql(FOLLOW, { u: b.id })).data.follow).toEqual({ followerCount: 1, viewerFollow: 'FOLLOWING' });
    expect((await a.client.gql(FOLLOW, { u: b.id })).data.follow).toEqual({ followerCount: 1, viewerFollow: 'FOLLOWING' });
    expect((await a.client.gql(PROFILE, { id: a.id })).data.user.followingCount).toBe(1);
    expect((await a.client.gql(UNFOLLOW, { u: b.id })).data.unfollow).toEqual({ followerCount: 0, viewerFollow: 'NOT_FOLLOWING' });
    expect((await a.client.gql(UNFOLLOW, { u: b.id })).data.unfollow).toEqual({ followerCount: 0, viewerFollow: 'NOT_FOLLOWING' });
    expect((await a.client.gql(FOLLOW, { u: a.id })).errors![0]).toMatchObject({ message: MSG.cannotFollowSelf, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await a.client.gql(FOLLOW, { u: '99999999' })).errors![0]).toMatchObject({ message: MSG.userNotFound, extensions: { code: 'NOT_FOUND' } });
    expect(codeOf(await t.client().gql(FOLLOW, { u: b.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.client().gql(UNFOLLOW, { u: b.id }))).toBe('UNAUTHENTICATED');
  });

  it('follower and following lists: 10 a page, newest first, each with the viewer\'s follow state (SELF for the viewer); sign-in required', async () => {
    const star = await registerUser(t);
    const fans: TestUser[] = [];
    for (let i = 0; i < 12; i++) {
      const f = await registerUser(t);
      await f.client.gql(FOLLOW, { u: star.id });
      fans.push(f);
    }
    const viewer = fans[0];
    await viewer.client.gql(FOLLOW, { u: fans[11].id });
    const p1 = (await viewer.client.gql(LIST('followers'), { u: star.id })).data.followers;
    expect(p1.edges).toHaveLength(10);
    expect(p1.edges[0].node).toEqual({ id: fans[11].id, username: fans[11].username, viewerFollow: 'FOLLOWING' });
    expect(p1.edges[1].node.viewerFollow).toBe('NOT_FOLLOWING');
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const p2 = (await viewer.client.gql(LIST('followers'), { u: star.id, after: p1.pageInfo.endCursor })).data.followers;
    expect(p2.edges.map((e: { node: { id: string; viewerFollow: string } }) => e.node)).toEqual([
      { id: fans[1].id, username: fans[1].username, viewerFollow: 'NOT_FOLLOWING' },
      { id: fans[0].id, username: fans[0].username, viewerFollow: 'SELF' },
    ]);
    const following = (await star.client.gql(LIST('following'), { u: viewer.id })).data.following;
    expect(following.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([fans[11].id, star.id]);
    expect(following.edges[1].node.viewerFollow).toBe('SELF');
    expect((await star.client.gql(PROFILE, { id: star.id })).data.user).toMatchObject({ followerCount: 12, followingCount: 0 });
    expect(codeOf(await t.client().gql(LIST('followers'), { u: star.id }))).toBe('UNAUTHENTICATED');
    expect((await viewer.client.gql(LIST('followers'), { u: 'abc' })).errors![0].message).toBe(MSG.userNotFound);
    // a deactivated follower drops out of the list and the count
    await fans[5].client.gql('mutation($p: String!) { deactivateAccount(password: $p) { message } }', { p: fans[5].password });
    expect((await viewer.client.gql(PROFILE, { id: star.id })).data.user.followerCount).toBe(11);
    // a page of 10 costs the same SQL as a page of 2
    const small = await t.countSql(() => viewer.client.gql(LIST('followers'), { u: star.id, first: 2 }));
    const large = await t.countSql(() => viewer.client.gql(LIST('followers'), { u: star.id, first: 10 }));
    expect(large.statements.length).toBe(small.statements.length);
  });
});

describe('per-user write limits', () => {
  it('follow and unfollow share a per-minute allowance; a burst past it is refused', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const answers = await Promise.all(Array.from({ length: LIMITS.followsPerMinute + 5 }, (_, i) => a.client.gql(i % 2 ? UNFOLLOW : FOLLOW, { u: b.id })));
    expect(answers.filter((r) => !r.errors)).toHaveLength(LIMITS.followsPerMinute);
    const refused = answers.filter((r) => r.errors);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.errors![0]).toMatchObject({ message: MSG.tooOften, extensions: { code: 'RATE_LIMITED' } });
    expect(codeOf(await b.client.gql(FOLLOW, { u: a.id }))).toBeUndefined();
  });
});
