import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTopic, registerUser, requestToJoin } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle, sleep } from '../../../test/ws.js';

/**
 * The notification list, its unread count, marking read and the live feed, as they are today
 * (pools-and-squads.md §3 "Notification", §4 requests, §7 realtime; decision 011). They are made
 * the way users make them: a join request tells the owner (REQUEST), a comment tells the owner
 * (COMMENTED), a confirmed request tells the person who asked (ACCEPTED).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const LIST = `query($first: Int, $after: String, $offset: Int) { notifications(first: $first, after: $after, offset: $offset) {
  edges { cursor node { id type text read requestId commentId actor { username } topic { id } } } pageInfo { hasNextPage endCursor } } }`;
const COUNT = '{ unreadNotificationCount }';
const MARK = 'mutation($id: ID!) { markNotificationRead(id: $id) { id read } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';
const NOT_FOUND = 'This notification does not exist.';

type Node = { id: string; type: string; read: boolean; requestId: string | null; commentId: string | null };
const nodes = (r: { data?: { notifications: { edges: { node: Node }[] } } }) => r.data!.notifications.edges.map((e) => e.node);
const unread = async (c: TestClient): Promise<number> => (await c.gql(COUNT)).data.unreadNotificationCount;

describe('the notification list', () => {
  it("reads with the actor's current username after a rename (issue 17)", async () => {
    const owner = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Renames' });
    await addComment(writer, topicId, '<p>hello</p>');
    const renamed = `${writer.username}x`.slice(-30);
    const r = await writer.client.gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { username } }', { i: { username: renamed } });
    expect(r.errors).toBeUndefined();
    const [n] = (await owner.client.gql(LIST)).data.notifications.edges.map((e: { node: { text: string; actor: { username: string } } }) => e.node);
    expect(n).toMatchObject({ text: `${renamed} commented on Renames: hello`, actor: { username: renamed } });
  });

  it("shows the viewer's own, newest first, 5 a page by default, with cursors and page/limit offsets", async () => {
    const owner = await registerUser(t);
    const asker = await registerUser(t);
    const writer = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Noisy topic' });
    const requestId = await requestToJoin(asker, topicId);
    const comments: string[] = [];
    for (let i = 1; i <= 6; i++) comments.push(await addComment(writer, topicId, `<p>note ${i}</p>`));

    const p1 = await owner.client.gql(LIST);
    expect(nodes(p1).map((n) => n.commentId)).toEqual(comments.slice(1).toReversed());
    expect(p1.data.notifications.edges[0].node).toMatchObject({
      type: 'COMMENTED',
      read: false,
      text: `${writer.username} commented on Noisy topic: note 6`,
      requestId: null,
      actor: { username: writer.username },
      topic: { id: topicId },
    });
    expect(p1.data.notifications.pageInfo.hasNextPage).toBe(true);
    const p2 = await owner.client.gql(LIST, { after: p1.data.notifications.pageInfo.endCursor });
    expect(nodes(p2).map((n) => [n.type, n.commentId, n.requestId])).toEqual([
      ['COMMENTED', comments[0], null],
      ['REQUEST', null, requestId],
    ]);
    expect(p2.data.notifications.pageInfo).toEqual({ hasNextPage: false, endCursor: p2.data.notifications.edges[1].cursor });
    // the legacy page/limit paths skip by offset
    expect(nodes(await owner.client.gql(LIST, { first: 2, offset: 5 })).map((n) => n.type)).toEqual(['COMMENTED', 'REQUEST']);
    // `first` is clamped to 1..100
    expect(nodes(await owner.client.gql(LIST, { first: 0 }))).toHaveLength(1);
    expect(nodes(await owner.client.gql(LIST, { first: 1000 }))).toHaveLength(7);

    // each person sees only their own: the writer and the asker have none yet
    expect(nodes(await writer.client.gql(LIST))).toEqual([]);
    expect(nodes(await asker.client.gql(LIST))).toEqual([]);
    // a cursor of another list, garbage, and visitors
    const foreign = Buffer.from(`comment:${comments[0]}`).toString('base64url');
    expect(codeOf(await owner.client.gql(LIST, { after: foreign }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await owner.client.gql(LIST, { after: 'garbage' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.client().gql(LIST))).toBe('UNAUTHENTICATED');
  });
});

describe('unread count and marking read', () => {
  it("counts the viewer's unread; marks one read (their own only: another's is not found and stays unread), then all", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const mine = await createTopic(owner, { topic: 'Mine' });
    const theirs = await createTopic(other, { topic: 'Theirs' });
    await requestToJoin(a, mine);
    await requestToJoin(b, mine);
    await requestToJoin(a, theirs);
    expect(await unread(owner.client)).toBe(2);
    expect(await unread(other.client)).toBe(1);
    const [newest, older] = nodes(await owner.client.gql(LIST)).map((n) => n.id);

    // someone else's notification: refused as "not found", nothing changes
    expect((await other.client.gql(MARK, { id: newest })).errors![0]).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(await unread(owner.client)).toBe(2);
    expect(nodes(await owner.client.gql(LIST))[0]).toMatchObject({ id: newest, read: false });

    // their own: read, and marking it again changes nothing
    expect((await owner.client.gql(MARK, { id: newest })).data.markNotificationRead).toEqual({ id: newest, read: true });
    expect((await owner.client.gql(MARK, { id: newest })).data.markNotificationRead).toEqual({ id: newest, read: true });
    expect(await unread(owner.client)).toBe(1);
    expect(nodes(await owner.client.gql(LIST)).map((n) => [n.id, n.read])).toEqual([
      [newest, true],
      [older, false],
    ]);
    for (const id of ['99999999', 'abc', '1e3', '-1']) expect((await owner.client.gql(MARK, { id })).errors![0]).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });

    // all at once: how many were marked; the other person's stay unread
    expect((await owner.client.gql(MARK_ALL)).data.markAllNotificationsRead).toBe(1);
    expect((await owner.client.gql(MARK_ALL)).data.markAllNotificationsRead).toBe(0);
    expect(await unread(owner.client)).toBe(0);
    expect(await unread(other.client)).toBe(1);

    const visitor = t.client();
    for (const q of [COUNT, MARK_ALL]) expect(codeOf(await visitor.gql(q))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitor.gql(MARK, { id: older }))).toBe('UNAUTHENTICATED');
  });
});

describe('notificationAdded', () => {
  it('delivers each new notification to its recipient only, as it happens; visitors are refused', async () => {
    const owner = await registerUser(t);
    const asker = await registerUser(t);
    const bystander = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Live topic' });
    const sockets = [owner, asker, bystander].map((u) => openSocket(t, { token: u.token }));
    try {
      const QUERY = 'subscription { notificationAdded { type text requestId commentId actor { username } } }';
      const [toOwner, toAsker, overheard] = sockets.map((s) => collectEvents<Record<string, unknown>>(s, QUERY).events);
      await Promise.all(sockets.map((s) => settle(s, 200))); // let the subscriptions register
      const requestId = await requestToJoin(asker, topicId);
      const commentId = await addComment(asker, topicId, '<p>hello owner</p>');
      await owner.client.gql('mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId });
      await expect.poll(() => toOwner.length, { timeout: 5000 }).toBe(2);
      await expect.poll(() => toAsker.length, { timeout: 5000 }).toBe(1);
      expect(toOwner).toEqual([
        { type: 'REQUEST', text: `${asker.username} wants to join Live topic`, requestId, commentId: null, actor: { username: asker.username } },
        { type: 'COMMENTED', text: `${asker.username} commented on Live topic: hello owner`, requestId: null, commentId, actor: { username: asker.username } },
      ]);
      expect(toAsker).toEqual([expect.objectContaining({ type: 'ACCEPTED', requestId, actor: { username: owner.username } })]);
      // what arrived live is what the list stores
      expect(nodes(await owner.client.gql(LIST)).map((n) => n.type)).toEqual(['COMMENTED', 'REQUEST']);
      await sleep(200);
      expect(overheard).toEqual([]);
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
    const visitor = openSocket(t);
    expect(JSON.stringify(await firstAnswer(visitor, 'subscription { notificationAdded { type } }'))).toContain('UNAUTHENTICATED');
    await visitor.dispose();
  });
});

describe('a request notification is read when the request is answered', () => {
  const READ_SUB = 'subscription { notificationsRead { ids unreadCount } }';
  const requestNote = async (owner: TestClient, requestId: string) => {
    const [n] = nodes(await owner.gql(LIST, { first: 100 })).filter((x) => x.type === 'REQUEST' && x.requestId === requestId);
    return n;
  };

  it('wherever it was answered (confirm, decline, the legacy rows), in the same transaction, and the owner’s tabs hear it live', async () => {
    const owner = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Answered requests', squadSize: 5 });
    const socket = openSocket(t, { token: owner.token });
    const { events } = collectEvents<{ ids: string[]; unreadCount: number }>(socket, READ_SUB);
    await settle(socket);
    const askers = await Promise.all([1, 2, 3, 4].map(() => registerUser(t)));
    const requests: string[] = [];
    for (const a of askers) requests.push(await requestToJoin(a, topicId));
    expect(await unread(owner.client)).toBe(4);

    const answers: [string, () => Promise<unknown>][] = [
      ['confirm', () => owner.client.gql('mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requests[0] })],
      ['decline', () => owner.client.gql('mutation($r: ID!) { declineRequest(requestId: $r) { message } }', { r: requests[1] })],
      ['/addenrolleduser', () => owner.client.rest('POST', '/addenrolleduser', { enrolledObj: { requestid: Number(requests[2]) } })],
      ['/updateuserrequest deleted', () => owner.client.rest('POST', '/updateuserrequest', { requestobj: { requestid: Number(requests[3]), status: 'deleted' } })],
    ];
    for (const [i, [how, answer]] of answers.entries()) {
      const n = await requestNote(owner.client, requests[i]);
      expect([how, n.read]).toEqual([how, false]);
      await answer();
      expect([how, (await requestNote(owner.client, requests[i])).read, await unread(owner.client)]).toEqual([how, true, 3 - i]);
      await expect.poll(() => events.at(-1), { timeout: 5000 }).toEqual({ ids: [n.id], unreadCount: 3 - i });
    }
    // the askers' own notifications (ACCEPTED / DELETED) are new and unread
    expect(await unread(askers[0].client)).toBe(1);
    expect(await unread(askers[1].client)).toBe(1);
    await socket.dispose();
  });

  it('a refused answer (not the recipient, already withdrawn) leaves it unread and tells nobody; a withdrawn one leaves the bell', async () => {
    const owner = await registerUser(t);
    const asker = await registerUser(t);
    const stranger = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Refused answers' });
    const socket = openSocket(t, { token: owner.token });
    const { events } = collectEvents<{ ids: string[]; unreadCount: number }>(socket, READ_SUB);
    await settle(socket);
    const requestId = await requestToJoin(asker, topicId);
    expect(codeOf(await stranger.client.gql('mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId }))).toBe('FORBIDDEN');
    expect(codeOf(await asker.client.gql('mutation($r: ID!) { declineRequest(requestId: $r) { message } }', { r: requestId }))).toBe('FORBIDDEN');
    expect((await requestNote(owner.client, requestId)).read).toBe(false);
    expect(await unread(owner.client)).toBe(1);
    await sleep(200);
    expect(events).toEqual([]);
    // withdrawn by the asker: the notification goes, and the owner's bell hears it
    const n = await requestNote(owner.client, requestId);
    await asker.client.gql('mutation($r: ID!) { cancelRequest(requestId: $r) { id } }', { r: requestId });
    expect(await unread(owner.client)).toBe(0);
    await expect.poll(() => events.at(-1), { timeout: 5000 }).toEqual({ ids: [n.id], unreadCount: 0 });
    expect(codeOf(await owner.client.gql('mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId }))).toBe('REQUEST_WITHDRAWN');
    await socket.dispose();
  });

  it('marking one read tells the viewer’s other tabs; marking all read too', async () => {
    const owner = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Other tabs' });
    const [a, b] = [await registerUser(t), await registerUser(t)];
    await requestToJoin(a, topicId);
    await requestToJoin(b, topicId);
    const socket = openSocket(t, { token: owner.token });
    const { events } = collectEvents<{ ids: string[]; unreadCount: number }>(socket, READ_SUB);
    await settle(socket);
    const [first, second] = nodes(await owner.client.gql(LIST));
    await owner.client.gql(MARK, { id: first.id });
    await expect.poll(() => events.at(-1), { timeout: 5000 }).toEqual({ ids: [first.id], unreadCount: 1 });
    await owner.client.gql(MARK, { id: first.id }); // already read: nothing new
    expect((await owner.client.gql(MARK_ALL)).data.markAllNotificationsRead).toBe(1);
    await expect.poll(() => events.at(-1), { timeout: 5000 }).toEqual({ ids: [second.id], unreadCount: 0 });
    expect(events).toHaveLength(2);
    await socket.dispose();
  });
});
