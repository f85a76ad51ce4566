import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../platform/clock.js';
import { addComment, createTopic, registerUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type GqlResult, type TestApp } from '../../../test/harness.js';
import { collectEvents, openSocket, settle } from '../../../test/ws.js';

/**
 * The notifications page (issue 29, decision 058): the whole list paged by cursor with an unread
 * filter, marking one (the owner only) or all read, and the FOLLOWED kind — made by `follow` with
 * the follow, once per pair a day, delivered live, and absent from the legacy lists.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());
afterEach(() => clock.reset());

const PAGE = `query($first: Int, $after: String, $unreadOnly: Boolean) { notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
  edges { node { id type text read commentId actor { id username } } } pageInfo { hasNextPage endCursor } } }`;
const MARK = 'mutation($id: ID!) { markNotificationRead(id: $id) { id read } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';
const FOLLOW = 'mutation($u: ID!) { follow(userId: $u) { id } }';
const UNFOLLOW = 'mutation($u: ID!) { unfollow(userId: $u) { id } }';

type Node = { id: string; type: string; text: string; read: boolean; commentId: string | null; actor: { id: string; username: string } | null };
type Page = { edges: { node: Node }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

describe('the notifications page', () => {
  it('pages all of them by cursor, newest first; the unread filter pages only unread ones; mark one, then all', async () => {
    const owner = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Paged' });
    const comments: string[] = [];
    for (let i = 1; i <= 7; i++) comments.push(await addComment(writer, topicId, `<p>note ${i}</p>`));
    const newestFirst = comments.toReversed();

    const read = async (vars: Record<string, unknown>) => {
      const seen: Node[] = [];
      let after: string | null = null;
      for (;;) {
        const r: GqlResult<{ notifications: Page }> = await owner.client.gql<{ notifications: Page }>(PAGE, { ...vars, after });
        expect(r.errors).toBeUndefined();
        seen.push(...r.data!.notifications.edges.map((e) => e.node));
        if (!r.data!.notifications.pageInfo.hasNextPage) return seen;
        after = r.data!.notifications.pageInfo.endCursor;
      }
    };
    const all = await read({ first: 3 });
    expect(all.map((n) => n.commentId)).toEqual(newestFirst);
    expect(all.every((n) => !n.read)).toBe(true);

    // mark two read: the unread filter skips them, on every page
    for (const n of [all[0], all[4]]) expect((await owner.client.gql(MARK, { id: n.id })).data.markNotificationRead).toEqual({ id: n.id, read: true });
    const unread = await read({ first: 2, unreadOnly: true });
    expect(unread.map((n) => n.id)).toEqual(all.filter((_, i) => i !== 0 && i !== 4).map((n) => n.id));
    expect((await read({ first: 50 })).map((n) => n.read)).toEqual([true, false, false, false, true, false, false]);

    expect((await owner.client.gql(MARK_ALL)).data.markAllNotificationsRead).toBe(5);
    expect(await read({ first: 10, unreadOnly: true })).toEqual([]);
    expect((await owner.client.gql(MARK_ALL)).data.markAllNotificationsRead).toBe(0);
  });

  it("refuses to mark another person's notification (not found; it stays unread) and refuses visitors", async () => {
    const owner = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Mine only' });
    await addComment(writer, topicId, '<p>hi</p>');
    const [n] = (await owner.client.gql<{ notifications: Page }>(PAGE, { first: 5 })).data!.notifications.edges.map((e) => e.node);
    const r = await writer.client.gql(MARK, { id: n.id });
    expect(r.errors![0]).toMatchObject({ message: 'This notification does not exist.', extensions: { code: 'NOT_FOUND' } });
    // marking all of the writer's touches none of the owner's
    await writer.client.gql(MARK_ALL);
    expect((await owner.client.gql<{ notifications: Page }>(PAGE, { first: 5, unreadOnly: true })).data!.notifications.edges.map((e) => e.node.id)).toEqual([n.id]);
    expect(codeOf(await t.client().gql(MARK, { id: n.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.client().gql(MARK_ALL))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.client().gql(PAGE, { first: 5 }))).toBe('UNAUTHENTICATED');
  });
});

describe('FOLLOWED', () => {
  it('a follow tells the followed person, live; follow/unfollow toggling sends one a day; another day sends again', async () => {
    const star = await registerUser(t);
    const fan = await registerUser(t);
    const socket = openSocket(t, { token: star.token });
    try {
      const live = collectEvents<{ notificationAdded: { type: string; text: string; actor: { id: string } } }>(socket, 'subscription { notificationAdded { type text actor { id } } }').events;
      await settle(socket, 200);
      expect((await fan.client.gql(FOLLOW, { u: star.id })).errors).toBeUndefined();
      await expect.poll(() => live.length, { timeout: 5000 }).toBe(1);
      expect(live[0]).toEqual({ type: 'FOLLOWED', text: `${fan.username} started following you`, actor: { id: fan.id } });
    } finally {
      await socket.dispose();
    }
    const followed = async () => (await star.client.gql<{ notifications: Page }>(PAGE, { first: 50 })).data!.notifications.edges.filter((e) => e.node.type === 'FOLLOWED');

    // an idempotent repeat and toggling within the day: still one
    await fan.client.gql(FOLLOW, { u: star.id });
    for (let i = 0; i < 3; i++) {
      await fan.client.gql(UNFOLLOW, { u: star.id });
      await fan.client.gql(FOLLOW, { u: star.id });
    }
    expect(await followed()).toHaveLength(1);
    // concurrent toggles cannot both notify
    await fan.client.gql(UNFOLLOW, { u: star.id });
    await Promise.all([fan.client.gql(FOLLOW, { u: star.id }), fan.client.gql(FOLLOW, { u: star.id })]);
    expect(await followed()).toHaveLength(1);

    // a day later a new follow notifies again
    clock.advance(25 * 60 * 60 * 1000);
    await fan.client.gql(UNFOLLOW, { u: star.id });
    await fan.client.gql(FOLLOW, { u: star.id });
    expect(await followed()).toHaveLength(2);
  });

  it('following yourself or an unknown person notifies nobody', async () => {
    const a = await registerUser(t);
    expect((await a.client.gql(FOLLOW, { u: a.id })).errors).toBeDefined();
    expect((await a.client.gql(FOLLOW, { u: '99999999' })).errors).toBeDefined();
    expect((await a.client.gql<{ notifications: Page }>(PAGE, { first: 50 })).data!.notifications.edges).toEqual([]);
  });

  it('is absent from the legacy lists (/getusernotification, /profile notify) and their counts of pages', async () => {
    const star = await registerUser(t);
    const fan = await registerUser(t);
    const topicId = await createTopic(star, { topic: 'Legacy' });
    const commentId = await addComment(fan, topicId, '<p>old kind</p>');
    await fan.client.gql(FOLLOW, { u: star.id });
    const kinds = (await star.client.gql<{ notifications: Page }>(PAGE, { first: 50 })).data!.notifications.edges.map((e) => e.node.type);
    expect(kinds).toEqual(['FOLLOWED', 'COMMENTED']);

    const legacy = await star.client.rest('POST', '/getusernotification', { notifyto: { userid: 1, page: 1, limit: 1 } });
    expect(legacy.PAYLOAD).toEqual([{ next: { page: null, limit: 1 } }, expect.objectContaining({ notify_type: 'commented', notify_comment_id: Number(commentId) })]);
    const profile = await star.client.rest('GET', '/profile');
    expect(JSON.stringify(profile.PAYLOAD)).not.toContain('FOLLOWED');
    expect(JSON.stringify(profile.PAYLOAD)).not.toContain('started following you');
  });
});
