import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPosts, softDeletePost } from '../../../test/direct-posts.js';
import { createTopic, joinSquad, registerUser, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, openSocket } from '../../../test/ws.js';

let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let outsider: TestUser;
let topicId: string;

beforeAll(async () => {
  t = await startTestApp();
  [owner, a, b, outsider] = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = await createTopic(owner, { topic: 'Tag topic', squadSize: 4 });
  await joinSquad(owner, a, topicId);
  await joinSquad(owner, b, topicId);
});
afterAll(() => t?.stop());

const SET = 'mutation($p: ID!, $n: String!) { setSmartTag(postId: $p, tagName: $n) { id tagName postId topicId excerpt post { id mySmartTag { id tagName } } } }';
const REMOVE = 'mutation($p: ID!) { removeSmartTag(postId: $p) { id mySmartTag { id } } }';
const LIST = 'query($t: ID!, $first: Int, $after: String) { mySmartTags(topicId: $t, first: $first, after: $after) { edges { cursor node { id tagName postId topicId excerpt createdAt post { id html mySmartTag { tagName } } } } pageInfo { hasNextPage endCursor } } }';

const tagCount = async (postId: string) => {
  const [row] = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from smart_tags where post_id = ?', [Number(postId)]);
  return row.n as number;
};
const list = async (u: TestUser, first?: number, after?: string) => (await u.client.gql(LIST, { t: topicId, first, after })).data.mySmartTags;

describe('smart tags', () => {
  it('a member tags a post for themselves; tagging again replaces the text (one per post per person)', async () => {
    const [p] = await insertPosts(t, topicId, owner.id, ['Borrow checker notes: lifetimes   explained\nwith examples']);
    const first = (await a.client.gql(SET, { p, n: '  exam prep  ' })).data.setSmartTag;
    expect(first).toMatchObject({ tagName: 'exam prep', postId: p, topicId, excerpt: 'Borrow checker notes: lifetimes explained with examples', post: { id: p, mySmartTag: { tagName: 'exam prep' } } });
    const again = (await a.client.gql(SET, { p, n: 'revise\u0007this\nweek' })).data.setSmartTag;
    expect(again).toMatchObject({ id: first.id, tagName: 'revise this week', post: { mySmartTag: { id: first.id, tagName: 'revise this week' } } });
    expect(await tagCount(p)).toBe(1);
    // the owner is in the squad too
    expect((await owner.client.gql(SET, { p, n: 'mine' })).data.setSmartTag.tagName).toBe('mine');
    expect(await tagCount(p)).toBe(2);
  });

  it("a post's event caught up from the feed's log carries each viewer's own tag: the tagger's, and null for a mate (no loader for those who have none)", async () => {
    const POSTED = 'mutation($t: ID!, $h: String, $c: String) { createPost(topicId: $t, html: $h, clientId: $c) { id } }';
    const SUB = 'subscription($t: ID!, $after: ID) { topicPostEvents(topicId: $t, after: $after) { kind post { id mySmartTag { tagName } } } }';
    const posted = await a.client.gql(POSTED, { t: topicId, h: '<p>tag me later</p>', c: `tag-${Date.now()}` });
    const postId = posted.data.createPost.id as string;
    expect((await a.client.gql(SET, { p: postId, n: 'later' })).errors).toBeUndefined();
    for (const [who, tag] of [[a, { tagName: 'later' }], [b, null]] as const) {
      const socket = openSocket(t, { token: who.token });
      try {
        const { events } = collectEvents<{ kind: string; post: { id: string; mySmartTag: { tagName: string } | null } | null }>(socket, SUB, { t: topicId, after: '0' });
        await expect.poll(() => events.some((e) => e.post?.id === postId)).toBe(true);
        expect(events.find((e) => e.post?.id === postId)!.post!.mySmartTag).toEqual(tag);
      } finally {
        await socket.dispose();
      }
    }
  });

  it('1–250 characters: empty and too long are refused with the field named, and nothing is written', async () => {
    const [p] = await insertPosts(t, topicId, owner.id, ['Validation post']);
    for (const n of ['', '   ', '\n\t']) {
      expect((await a.client.gql(SET, { p, n })).errors![0]).toMatchObject({ message: MSG.smartTagEmpty, extensions: { code: 'BAD_USER_INPUT', field: 'tagName' } });
    }
    expect((await a.client.gql(SET, { p, n: 'x'.repeat(LIMITS.smartTagMax + 1) })).errors![0]).toMatchObject({ message: MSG.smartTagTooLong, extensions: { field: 'tagName' } });
    expect((await a.client.gql(SET, { p, n: 'x'.repeat(100_000) })).errors![0].message).toBe(MSG.smartTagTooLong);
    expect(await tagCount(p)).toBe(0);
    const max = 'é'.repeat(LIMITS.smartTagMax);
    expect((await a.client.gql(SET, { p, n: max })).data.setSmartTag.tagName).toBe(max);
    // stored as text: markup is kept as typed and only ever rendered as text
    expect((await a.client.gql(SET, { p, n: '<img src=x onerror=alert(1)>' })).data.setSmartTag.tagName).toBe('<img src=x onerror=alert(1)>');
  });

  it('refusals: visitors, people outside the squad, unknown and deleted posts, unknown topics', async () => {
    const [p, gone] = await insertPosts(t, topicId, owner.id, ['Refusal post', 'Deleted post']);
    await a.client.gql(SET, { p, n: 'kept' });
    const visitor = t.client();
    expect(codeOf(await visitor.gql(SET, { p, n: 'x' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitor.gql(REMOVE, { p }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitor.gql(LIST, { t: topicId }))).toBe('UNAUTHENTICATED');
    for (const [q, v] of [[SET, { p, n: 'x' }], [REMOVE, { p }], [LIST, { t: topicId }]] as const) {
      expect((await outsider.client.gql(q, v)).errors![0]).toMatchObject({ message: MSG.smartTagSquadOnly, extensions: { code: 'FORBIDDEN' } });
    }
    await softDeletePost(t, gone);
    for (const id of [gone, '999999', 'abc']) {
      expect((await a.client.gql(SET, { p: id, n: 'x' })).errors![0]).toMatchObject({ message: MSG.smartTagPostNotFound, extensions: { code: 'NOT_FOUND' } });
      expect(codeOf(await a.client.gql(REMOVE, { p: id }))).toBe('NOT_FOUND');
    }
    expect((await a.client.gql(LIST, { t: '999999' })).errors![0]).toMatchObject({ message: MSG.topicNotFound, extensions: { code: 'NOT_FOUND' } });
    expect(await tagCount(p)).toBe(1);
  });

  it("another person's tag is never seen or touched: each member sees and removes only their own", async () => {
    const [p] = await insertPosts(t, topicId, owner.id, ['Shared post']);
    await a.client.gql(SET, { p, n: "a's private tag" });
    // b sees no tag on the post, and b's remove leaves a's tag alone
    const removed = (await b.client.gql(REMOVE, { p })).data.removeSmartTag;
    expect(removed).toEqual({ id: p, mySmartTag: null });
    expect(await tagCount(p)).toBe(1);
    expect((await list(b)).edges.some((e: { node: { postId: string } }) => e.node.postId === p)).toBe(false);
    await b.client.gql(SET, { p, n: "b's tag" });
    expect((await list(a)).edges.find((e: { node: { postId: string } }) => e.node.postId === p).node).toMatchObject({ tagName: "a's private tag", post: { mySmartTag: { tagName: "a's private tag" } } });
    expect((await list(b)).edges.find((e: { node: { postId: string } }) => e.node.postId === p).node).toMatchObject({ tagName: "b's tag", post: { mySmartTag: { tagName: "b's tag" } } });
    // a removes their own; b's stays
    expect((await a.client.gql(REMOVE, { p })).data.removeSmartTag).toEqual({ id: p, mySmartTag: null });
    expect((await a.client.gql(REMOVE, { p })).data.removeSmartTag).toEqual({ id: p, mySmartTag: null });
    expect(await tagCount(p)).toBe(1);
    // each change is an event of the tagger's own stream only (decision 064); removing nothing is none
    const kinds = async (u: TestUser) =>
      (await t.orm.em.fork().getConnection().execute<{ kind: string; post: number }[]>(`select kind, (data->>'postId')::int as post from events where stream = ? and kind like 'smarttag.%' order by seq`, [`user:${u.id}`]))
        .filter((r) => r.post === Number(p))
        .map((r) => r.kind);
    expect(await kinds(a)).toEqual(['smarttag.set', 'smarttag.removed']);
    expect(await kinds(b)).toEqual(['smarttag.set']);
  });

  it('mySmartTags: newest first, 5 a page by cursor, only this topic, deleted posts left out; the same SQL at 2 and 5 a page', async () => {
    const u = await registerUser(t);
    const tid = await createTopic(owner, { topic: 'Paged tags', squadSize: 3 });
    await joinSquad(owner, u, tid);
    const other = await createTopic(owner, { topic: 'Other tags', squadSize: 3 });
    await joinSquad(owner, u, other);
    const ids = await insertPosts(t, tid, owner.id, Array.from({ length: 8 }, (_, i) => `Post number ${i}`));
    for (const [i, p] of ids.entries()) await u.client.gql(SET, { p, n: `tag ${i}` });
    const [elsewhere] = await insertPosts(t, other, owner.id, ['In another topic']);
    await u.client.gql(SET, { p: elsewhere, n: 'elsewhere' });
    await softDeletePost(t, ids[6]);
    const read = async (first?: number, after?: string) => (await u.client.gql(LIST, { t: tid, first, after })).data.mySmartTags;
    const page1 = await read();
    expect(page1.edges.map((e: { node: { tagName: string } }) => e.node.tagName)).toEqual(['tag 7', 'tag 5', 'tag 4', 'tag 3', 'tag 2']);
    expect(page1.edges[0].node).toMatchObject({ postId: ids[7], topicId: tid, excerpt: 'Post number 7', post: { html: '<p>Post number 7</p>', mySmartTag: { tagName: 'tag 7' } } });
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await read(undefined, page1.pageInfo.endCursor);
    expect(page2.edges.map((e: { node: { tagName: string } }) => e.node.tagName)).toEqual(['tag 1', 'tag 0']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect((await u.client.gql(LIST, { t: tid, after: 'bm90LWEtY3Vyc29y' })).errors![0].message).toBe(MSG.cursorInvalid);

    const count = async (first: number) => (await t.countSql(() => u.client.gql(LIST, { t: tid, first }))).statements.length;
    const [two, five] = [await count(2), await count(5)];
    expect(two).toBe(five);
    expect(five).toBeLessThanOrEqual(4); // session, squad, the page with its posts (and nothing per item)
  });

  it("legacy posts carry the viewer's own tags in `smarttag` ([{userid, tagname}], replies too) — one statement for a page's tags at 2 and 12 posts", async () => {
    const u = await registerUser(t);
    const tid = await createTopic(owner, { topic: 'Legacy tags', squadSize: 3 });
    await joinSquad(owner, u, tid);
    const CREATE = 'mutation($t: ID!, $h: String, $r: ID) { createPost(topicId: $t, html: $h, replyToId: $r) { id } }';
    const make = async (h: string, r?: string) => (await owner.client.gql(CREATE, { t: tid, h, r })).data.createPost.id as string;
    const root = await make('root post');
    const reply = await make('a reply', root);
    await u.client.gql(SET, { p: root, n: 'revise root' });
    await u.client.gql(SET, { p: reply, n: 'revise reply' });
    await owner.client.gql(SET, { p: root, n: "owner's own" });
    const feed = async (who: TestUser, limit = 12) => (await who.client.rest('POST', '/getUserpostLimit', { topicId: Number(tid), page: 1, limit })).PAYLOAD;
    const page = await feed(u);
    const rootRow = page.find((p: { postid: number }) => p.postid === Number(root));
    expect(rootRow.smarttag).toEqual([{ userid: Number(u.id), tagname: 'revise root' }]);
    expect(rootRow.replydetails[0]).toMatchObject({ postid: Number(reply), smarttag: [{ userid: Number(u.id), tagname: 'revise reply' }] });
    expect(page.find((p: { postid: number }) => p.postid === Number(reply)).smarttag).toEqual([{ userid: Number(u.id), tagname: 'revise reply' }]);
    // private: the owner sees only their own, nobody else's
    expect((await feed(owner)).find((p: { postid: number }) => p.postid === Number(root)).smarttag).toEqual([{ userid: Number(owner.id), tagname: "owner's own" }]);
    expect((await feed(owner)).find((p: { postid: number }) => p.postid === Number(reply)).smarttag).toEqual([]);
    const one = (await u.client.rest('POST', '/getUserpost', { postid: root })).PAYLOAD;
    expect(one.smarttag).toEqual([{ userid: Number(u.id), tagname: 'revise root' }]);
    expect(one.replydetails[0].smarttag).toEqual([{ userid: Number(u.id), tagname: 'revise reply' }]);

    // 12 posts, each with a tagged reply: the same statements as 2 posts
    for (let i = 0; i < 10; i++) {
      const p = await make(`more ${i}`, i % 2 ? root : undefined);
      await u.client.gql(SET, { p, n: `t${i}` });
    }
    const statements = async (limit: number) => (await t.countSql(() => u.client.rest('POST', '/getUserpostLimit', { topicId: Number(tid), page: 1, limit }))).statements.length;
    const [two, twelve] = [await statements(2), await statements(12)];
    expect(twelve).toBe(two);
    const tagReads = (await t.countSql(() => u.client.rest('POST', '/getUserpostLimit', { topicId: Number(tid), page: 1, limit: 12 }))).statements.filter((s) => /smart_tags/.test(s));
    expect(tagReads).toHaveLength(1);
  });
});
