import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle } from '../../../test/ws.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const MARK = 'mutation($t: ID!, $p: ID!) { markFeedRead(topicId: $t, upToPostId: $p) { id unreadPostCount } }';
const UNREAD = 'query($t: ID!) { topic(id: $t) { unreadPostCount } }';
const CREATE = 'mutation($t: ID!, $h: String, $r: ID) { createPost(topicId: $t, html: $h, replyToId: $r) { id } }';
const DASHBOARD = 'query($first: Int) { myActivePools(first: $first) { edges { node { id unreadPostCount } } } }';

const squad = async () => {
  const o = await registerUser(t);
  const m = await registerUser(t);
  const tid = await createTopic(o, { topic: 'Unread topic', squadSize: 5 });
  await joinSquad(o, m, tid);
  return { o, m, tid };
};
const post = async (u: TestUser, tid: string, h = 'hello', r?: string) => {
  const a = await u.client.gql(CREATE, { t: tid, h, r });
  if (a.errors) throw new Error(JSON.stringify(a.errors));
  return a.data.createPost.id as string;
};
const unread = async (u: TestUser, tid: string) => (await u.client.gql(UNREAD, { t: tid })).data.topic.unreadPostCount as number | null;
const mark = async (u: TestUser, tid: string, p: string) => {
  const a = await u.client.gql(MARK, { t: tid, p });
  if (a.errors) throw new Error(JSON.stringify(a.errors));
  return a.data.markFeedRead.unreadPostCount as number;
};

describe('feed read markers', () => {
  it("unread = others' posts and replies after my marker (all before my first visit); marking moves it forward, never back", async () => {
    const { o, m, tid } = await squad();
    expect(await unread(m, tid)).toBe(0);
    const p1 = await post(o, tid);
    const p2 = await post(o, tid, 'second');
    await post(m, tid, 'my own does not count');
    expect(await unread(m, tid)).toBe(2);
    const r1 = await post(o, tid, 'a reply', p1);
    expect(await unread(m, tid)).toBe(3);
    expect(await mark(m, tid, p2)).toBe(1); // the reply came after p2
    expect(await mark(m, tid, r1)).toBe(0);
    // an older id does not move it back
    expect(await mark(m, tid, p1)).toBe(0);
    const p3 = await post(o, tid, 'new');
    expect(await unread(m, tid)).toBe(1);
    // a deleted post is no longer unread
    await o.client.gql('mutation($id: ID!) { deletePost(id: $id) }', { id: p3 });
    expect(await unread(m, tid)).toBe(0);
    // the owner's marker is their own: never moved, so the member's one post is unread for them
    expect(await unread(o, tid)).toBe(1);
  });

  it('a marker past the newest post is clamped to it: a post made later is unread', async () => {
    const { o, m, tid } = await squad();
    const p = await post(o, tid);
    expect(await mark(m, tid, String(Number(p) + 1_000_000))).toBe(0);
    await post(o, tid, 'later');
    expect(await unread(m, tid)).toBe(1);
  });

  it('concurrency: posts arriving while the member marks what the feed showed stay unread', async () => {
    const { o, m, tid } = await squad();
    const shown = await post(o, tid, 'on screen');
    for (let round = 0; round < 5; round++) {
      const [, ...arrived] = await Promise.all([mark(m, tid, shown), post(o, tid, `arriving ${round}a`), post(o, tid, `arriving ${round}b`)]);
      expect(arrived.every((id) => Number(id) > Number(shown))).toBe(true);
      expect(await unread(m, tid)).toBe(2 * (round + 1));
    }
    // parallel marks keep the newest
    const last = await post(o, tid, 'last');
    await Promise.all([mark(m, tid, shown), mark(m, tid, last), mark(m, tid, shown)]);
    expect(await unread(m, tid)).toBe(0);
  });

  it(`counts at most ${LIMITS.unreadPostsMax}`, async () => {
    const { o, m, tid } = await squad();
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into posts (topic_id, author_id, html, text, images, reply_count, created_at) select ?, ?, 'x', 'x', '[]', 0, now() from generate_series(1, ?)`, [Number(tid), Number(o.id), LIMITS.unreadPostsMax + 5]);
    expect(await unread(m, tid)).toBe(LIMITS.unreadPostsMax);
  });

  it('refusals: outside the squad, a removed member, visitors, unknown topics and posts', async () => {
    const { o, m, tid } = await squad();
    const p = await post(o, tid);
    const outsider = await registerUser(t);
    expect((await outsider.client.gql(MARK, { t: tid, p })).errors![0]).toMatchObject({ message: MSG.feedSquadOnly, extensions: { code: 'FORBIDDEN' } });
    expect(await unread(outsider, tid)).toBeNull();
    expect(codeOf(await t.client().gql(MARK, { t: tid, p }))).toBe('UNAUTHENTICATED');
    expect((await t.client().gql(UNREAD, { t: tid })).data?.topic?.unreadPostCount ?? null).toBeNull();
    expect(codeOf(await m.client.gql(MARK, { t: '99999999', p }))).toBe('NOT_FOUND');
    expect(codeOf(await m.client.gql(MARK, { t: tid, p: 'abc' }))).toBe('NOT_FOUND');
    await o.client.gql('mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }', { t: tid, u: m.id });
    expect(codeOf(await m.client.gql(MARK, { t: tid, p }))).toBe('FORBIDDEN');
    expect(await unread(m, tid)).toBeNull();
    const [row] = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from feed_read_markers where topic_id = ?', [Number(tid)]);
    expect(row.n).toBe(0);
  });

  it("the dashboard: each card's unread count, the same SQL at 2 and 6 squads", async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    for (let i = 0; i < 6; i++) {
      const tid = await createTopic(other, { topic: `Dash ${i}`, squadSize: 4 });
      await joinSquad(other, me, tid);
      for (let j = 0; j <= i % 3; j++) await post(other, tid, `p${j}`);
    }
    await me.client.gql('{ me { id } }');
    const small = await t.countSql(() => me.client.gql(DASHBOARD, { first: 2 }));
    const large = await t.countSql(() => me.client.gql(DASHBOARD, { first: 6 }));
    const counts = large.result.data.myActivePools.edges.map((e: { node: { unreadPostCount: number } }) => e.node.unreadPostCount);
    expect(counts.sort()).toEqual([1, 1, 2, 2, 3, 3]);
    expect(large.statements.length).toBe(small.statements.length);
  });
});

/**
 * A live event's answer may be shared between subscribers of the same document and variables only
 * when they are the same session (platform/subscriptions.ts, decision 048): what a feed event says
 * about "my" unread posts and what I may do is each viewer's own.
 */
describe('live feed events: each viewer their own numbers', () => {
  const LIVE = 'subscription($t: ID!) { topicPostEvents(topicId: $t) { kind post { id viewerCan { delete reply } topic { id unreadPostCount } } } }';
  type Ev = { kind: string; post: { id: string; viewerCan: { delete: boolean; reply: boolean }; topic: { id: string; unreadPostCount: number | null } } };
  const mine = (events: Ev[]) => ({ unread: events[0].post.topic.unreadPostCount, canDelete: events[0].post.viewerCan.delete });

  it('members with different read markers subscribed with the same document and variables; two tabs of one session; a visitor', async () => {
    const { o, m, tid } = await squad();
    const m2 = await registerUser(t);
    await joinSquad(o, m2, tid);
    await post(o, tid, 'one');
    const p2 = await post(o, tid, 'two');
    expect(await mark(m, tid, p2)).toBe(0); // m has read both, m2 neither
    const sockets = [m, m, m2, o].map((u) => openSocket(t, { token: u.token })); // m in two tabs
    try {
      const [mTab1, mTab2, ofM2, ofO] = sockets.map((s) => collectEvents<Ev>(s, LIVE, { t: tid }).events);
      await Promise.all(sockets.map((s) => settle(s, 200)));
      const p3 = await post(m2, tid, 'three');
      await expect.poll(() => [mTab1, mTab2, ofM2, ofO].map((e) => e.length)).toEqual([1, 1, 1, 1]);
      for (const events of [mTab1, mTab2, ofM2, ofO]) expect(events[0]).toMatchObject({ kind: 'CREATED', post: { id: p3, viewerCan: { reply: true }, topic: { id: tid } } });
      expect(mine(mTab1)).toEqual({ unread: 1, canDelete: false }); // p3 after m's marker; not m's post
      expect(mine(mTab2)).toEqual(mine(mTab1));
      expect(mine(ofM2)).toEqual({ unread: 2, canDelete: true }); // p1, p2 (p3 is m2's own); the author
      expect(mine(ofO)).toEqual({ unread: 1, canDelete: true }); // p3; the topic's owner
      // the same document and variables from a visitor: refused, and the members' streams go on
      const visitor = openSocket(t);
      expect(JSON.stringify(await firstAnswer(visitor, LIVE, { t: tid }))).toContain('UNAUTHENTICATED');
      await visitor.dispose();
      await mark(m2, tid, p3);
      await post(o, tid, 'four');
      await expect.poll(() => [mTab1, mTab2, ofM2, ofO].map((e) => e.length)).toEqual([2, 2, 2, 2]);
      expect([mTab1, mTab2, ofM2, ofO].map((e) => e[1].post.topic.unreadPostCount)).toEqual([2, 2, 1, 1]);
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  });
});
