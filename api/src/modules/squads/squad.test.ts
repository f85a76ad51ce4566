import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, joinSquad, registerUser, requestToJoin, type TestUser } from '../../../test/factories.js';
import { codeOf, startTestApp, type TestApp } from '../../../test/harness.js';
import { firstEvent, openSocket, settle } from '../../../test/ws.js';
import { clock } from '../../platform/clock.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());
afterEach(() => clock.reset());

const newTopic = (owner: TestUser, squadSize = 3) => createTopic(owner, { topic: 'Squad topic', squadSize, durationDays: 2 });

const JOIN = 'mutation($t: ID!) { requestToJoin(topicId: $t) { id kind status } }';
const CONFIRM = 'mutation($r: ID!) { confirmRequest(requestId: $r) { message request { status } } }';
const DECLINE = 'mutation($r: ID!) { declineRequest(requestId: $r) { message request { status } } }';
const CANCEL = 'mutation($r: ID!) { cancelRequest(requestId: $r) { status } }';
const STATUS = 'query($t: ID!) { topic(id: $t) { viewerStatus memberCount isFull active viewerRequest { id } } }';

describe('join requests', () => {
  it('request → pending → confirm → member; the owner is notified and the requester is told', async () => {
    const owner = await registerUser(t);
    const joiner = await registerUser(t);
    const topicId = await newTopic(owner);
    expect((await joiner.client.gql(STATUS, { t: topicId })).data.topic.viewerStatus).toBe('NONE');
    const req = (await joiner.client.gql(JOIN, { t: topicId })).data.requestToJoin;
    expect(req).toMatchObject({ kind: 'JOIN', status: 'PENDING' });
    expect((await joiner.client.gql(STATUS, { t: topicId })).data.topic).toMatchObject({ viewerStatus: 'REQUESTED', viewerRequest: { id: req.id } });
    expect((await joiner.client.gql(JOIN, { t: topicId })).errors![0].message).toBe(MSG.requestAlreadyOpen);
    const inbox = await owner.client.gql('{ requestsReceived { edges { node { id candidate { username } topic { id } } } } unreadNotificationCount notifications { edges { node { type text read requestId actor { username } } } } }');
    expect(inbox.data.requestsReceived.edges[0].node).toMatchObject({ id: req.id, candidate: { username: joiner.username }, topic: { id: topicId } });
    expect(inbox.data.unreadNotificationCount).toBe(1);
    expect(inbox.data.notifications.edges[0].node).toMatchObject({ type: 'REQUEST', read: false, requestId: req.id, actor: { username: joiner.username } });
    expect((await joiner.client.gql('{ requestsSent { edges { node { id } } } }')).data.requestsSent.edges).toHaveLength(1);
    // only the recipient answers
    expect((await joiner.client.gql(CONFIRM, { r: req.id })).errors![0]).toMatchObject({ message: MSG.onlyRecipientAnswers, extensions: { code: 'FORBIDDEN' } });
    expect((await owner.client.gql(CONFIRM, { r: req.id })).data.confirmRequest).toEqual({ message: MSG.requestConfirmed, request: { status: 'ACCEPTED' } });
    expect((await joiner.client.gql(STATUS, { t: topicId })).data.topic).toMatchObject({ viewerStatus: 'MEMBER', memberCount: 2, active: true });
    const told = await joiner.client.gql('{ notifications { edges { node { type } } } }');
    expect(told.data.notifications.edges[0].node.type).toBe('ACCEPTED');
    // confirming again changes nothing
    expect((await owner.client.gql(CONFIRM, { r: req.id })).data.confirmRequest.request.status).toBe('ACCEPTED');
    expect((await owner.client.gql(STATUS, { t: topicId })).data.topic.memberCount).toBe(2);
    expect((await owner.client.gql('mutation($t: ID!) { deleteTopic(id: $t) }', { t: topicId })).errors![0].message).toBe(MSG.topicActiveNoDelete);
  });

  it('cancel (STATUSCODE 3 the second time), decline, and a confirm after a cancel', async () => {
    const owner = await registerUser(t);
    const a = await registerUser(t);
    const b = await registerUser(t);
    const topicId = await newTopic(owner);
    const ra = (await a.client.gql(JOIN, { t: topicId })).data.requestToJoin;
    expect((await owner.client.gql(CANCEL, { r: ra.id })).errors![0].message).toBe(MSG.onlySenderCancels);
    expect((await a.client.gql(CANCEL, { r: ra.id })).data.cancelRequest.status).toBe('CANCELLED');
    expect((await a.client.gql(CANCEL, { r: ra.id })).errors![0].extensions!.code).toBe('REQUEST_WITHDRAWN');
    expect((await owner.client.gql(CONFIRM, { r: ra.id })).errors![0]).toMatchObject({ message: MSG.requestWithdrawn, extensions: { code: 'REQUEST_WITHDRAWN' } });
    expect((await owner.client.gql('{ unreadNotificationCount }')).data.unreadNotificationCount).toBe(0); // the request notification went with it
    const rb = (await b.client.gql(JOIN, { t: topicId })).data.requestToJoin;
    expect((await owner.client.gql(DECLINE, { r: rb.id })).data.declineRequest).toEqual({ message: MSG.requestDeleted, request: { status: 'DELETED' } });
    expect((await b.client.gql('{ notifications { edges { node { type } } } }')).data.notifications.edges[0].node.type).toBe('DELETED');
    expect((await b.client.gql(STATUS, { t: topicId })).data.topic.viewerStatus).toBe('NONE');
  });

  it('refuses the owner joining their own topic, a full squad, an ended topic and a visitor', async () => {
    const owner = await registerUser(t);
    const solo = await newTopic(owner, 1);
    expect((await owner.client.gql(JOIN, { t: solo })).errors![0].message).toBe(MSG.ownerCannotJoin);
    const x = await registerUser(t);
    expect((await x.client.gql(JOIN, { t: solo })).errors![0]).toMatchObject({ message: MSG.squadFull, extensions: { code: 'SQUAD_FULL' } });
    const later = await newTopic(owner);
    clock.advance(5 * 86_400_000);
    expect((await x.client.gql(JOIN, { t: later })).errors![0].message).toBe(MSG.topicEnded);
    expect(codeOf(await t.client().gql(JOIN, { t: later }))).toBe('UNAUTHENTICATED');
    expect((await x.client.gql(JOIN, { t: '999999' })).errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('invitations: only the owner sends them; the invited person confirms', async () => {
    const owner = await registerUser(t);
    const guest = await registerUser(t);
    const stranger = await registerUser(t);
    const topicId = await newTopic(owner);
    const INVITE = 'mutation($t: ID!, $u: ID!) { inviteToSquad(topicId: $t, userId: $u) { id kind recipient { id } } }';
    expect((await stranger.client.gql(INVITE, { t: topicId, u: guest.id })).errors![0].message).toBe(MSG.onlyOwnerInvites);
    const inv = (await owner.client.gql(INVITE, { t: topicId, u: guest.id })).data.inviteToSquad;
    expect(inv).toMatchObject({ kind: 'INVITE', recipient: { id: guest.id } });
    expect((await guest.client.gql(STATUS, { t: topicId })).data.topic.viewerStatus).toBe('INVITED');
    expect((await owner.client.gql(CONFIRM, { r: inv.id })).errors![0].message).toBe(MSG.onlyRecipientAnswers);
    expect((await guest.client.gql(CONFIRM, { r: inv.id })).data.confirmRequest.message).toBe(MSG.requestConfirmed);
    expect((await owner.client.gql(INVITE, { t: topicId, u: guest.id })).errors![0].message).toBe(MSG.alreadyMember);
    expect((await owner.client.gql(INVITE, { t: topicId, u: '999999' })).errors![0].message).toBe(MSG.userNotFound);
  });
});

describe('per-user write limits', () => {
  it('join requests and invitations: past the per-minute allowance the rest of a burst is refused', async () => {
    const owner = await registerUser(t);
    const guest = await registerUser(t);
    const topicId = await newTopic(owner);
    const INVITE = 'mutation($t: ID!, $u: ID!) { inviteToSquad(topicId: $t, userId: $u) { id } }';
    const answers = await Promise.all(Array.from({ length: LIMITS.squadRequestsPerMinute + 5 }, () => owner.client.gql(INVITE, { t: topicId, u: guest.id })));
    // within the allowance each was considered: one invitation is made, the others find it open
    expect(answers.filter((r) => !r.errors)).toHaveLength(1);
    expect(answers.filter((r) => r.errors?.[0].message === MSG.requestAlreadyOpen)).toHaveLength(LIMITS.squadRequestsPerMinute - 1);
    const refused = answers.filter((r) => r.errors?.[0].message === MSG.tooOften);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(codeOf(r)).toBe('RATE_LIMITED');
    expect((await guest.client.gql(JOIN, { t: await newTopic(await registerUser(t)) })).errors).toBeUndefined();
  });
});

describe('capacity under concurrency', () => {
  it('many concurrent confirms on one free seat enroll exactly one; a request confirmed twice at once enrolls once', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await registerUser(t);
      const topicId = await newTopic(owner, 2); // owner + one seat
      const askers = await Promise.all(Array.from({ length: 6 }, () => registerUser(t)));
      const ids: string[] = [];
      for (const a of askers) ids.push(await requestToJoin(a, topicId));
      const results = await Promise.all(ids.map((r) => owner.client.gql(CONFIRM, { r })));
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'SQUAD_FULL')).toHaveLength(5);
      expect((await owner.client.gql(STATUS, { t: topicId })).data.topic).toMatchObject({ memberCount: 2, isFull: true });
    }
    const owner = await registerUser(t);
    const topicId = await newTopic(owner, 5);
    const a = await registerUser(t);
    const r = await requestToJoin(a, topicId);
    const twice = await Promise.all([owner.client.gql(CONFIRM, { r }), owner.client.gql(CONFIRM, { r }), owner.client.gql(CONFIRM, { r })]);
    expect(twice.every((x) => x.data?.confirmRequest?.request.status === 'ACCEPTED')).toBe(true);
    expect((await owner.client.gql(STATUS, { t: topicId })).data.topic.memberCount).toBe(2);
  });
});

describe('squad management', () => {
  it('the owner removes a member; a member leaves; reports need a reason and a squad-mate', async () => {
    const owner = await registerUser(t);
    const m1 = await registerUser(t);
    const m2 = await registerUser(t);
    const outsider = await registerUser(t);
    const topicId = await newTopic(owner, 5);
    for (const m of [m1, m2]) await joinSquad(owner, m, topicId);
    const REMOVE = 'mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }';
    const REPORT = 'mutation($t: ID!, $u: ID!, $r: Int!) { reportSquadMember(topicId: $t, userId: $u, reason: $r) }';
    expect((await m1.client.gql(REMOVE, { t: topicId, u: m2.id })).errors![0].message).toBe(MSG.onlyOwnerRemoves);
    expect((await owner.client.gql(REMOVE, { t: topicId, u: owner.id })).errors![0].message).toBe(MSG.cannotRemoveSelf);
    expect((await m1.client.gql(REPORT, { t: topicId, u: m2.id, r: 9 })).errors![0].message).toBe(MSG.reportReasonInvalid);
    expect((await m1.client.gql(REPORT, { t: topicId, u: m1.id, r: 2 })).errors![0].message).toBe(MSG.cannotReportSelf);
    expect((await outsider.client.gql(REPORT, { t: topicId, u: m2.id, r: 2 })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await m1.client.gql(REPORT, { t: topicId, u: m2.id, r: 2 })).data.reportSquadMember).toBe(MSG.reportSent);
    expect((await owner.client.gql(REMOVE, { t: topicId, u: m2.id })).data.removeSquadMember).toBe(true);
    expect((await owner.client.gql(REMOVE, { t: topicId, u: m2.id })).errors![0].message).toBe(MSG.notAMember);
    expect((await owner.client.gql('mutation($t: ID!) { leaveSquad(topicId: $t) }', { t: topicId })).errors![0].message).toBe(MSG.ownerCannotLeave);
    expect((await m1.client.gql('mutation($t: ID!) { leaveSquad(topicId: $t) }', { t: topicId })).data.leaveSquad).toBe(true);
    expect((await owner.client.gql(STATUS, { t: topicId })).data.topic.memberCount).toBe(1);
  });
});

describe('notifications', () => {
  it('arrive live over graphql-ws, are marked read one by one or all at once, and belong to their user', async () => {
    const owner = await registerUser(t);
    const topicId = await newTopic(owner, 5);
    const client = openSocket(t, { token: owner.token });
    const live = firstEvent<{ notificationAdded: { type: string; text: string } }>(client, 'subscription { notificationAdded { type text } }').first;
    await settle(client, 200);
    const a = await registerUser(t);
    await requestToJoin(a, topicId);
    const ev = await live;
    expect(ev.data.notificationAdded).toMatchObject({ type: 'REQUEST', text: `${a.username} wants to join Squad topic` });
    await client.dispose();
    const b = await registerUser(t);
    await requestToJoin(b, topicId);
    const list = (await owner.client.gql('{ notifications(first: 1) { edges { node { id } } pageInfo { hasNextPage endCursor } } }')).data.notifications;
    expect(list.pageInfo.hasNextPage).toBe(true);
    const id = list.edges[0].node.id;
    expect((await a.client.gql('mutation($id: ID!) { markNotificationRead(id: $id) { id } }', { id })).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await owner.client.gql('mutation($id: ID!) { markNotificationRead(id: $id) { read } }', { id })).data.markNotificationRead.read).toBe(true);
    expect((await owner.client.gql('{ unreadNotificationCount }')).data.unreadNotificationCount).toBe(1);
    expect((await owner.client.gql('mutation { markAllNotificationsRead }')).data.markAllNotificationsRead).toBe(1);
    expect((await owner.client.gql('{ unreadNotificationCount }')).data.unreadNotificationCount).toBe(0);
  });
});

describe('people search', () => {
  it('finds people by name (2+ characters), leaves out the viewer and the owner, and shows their request for a topic', async () => {
    const owner = await registerUser(t);
    const topicId = await newTopic(owner, 5);
    const zed = await registerUser(t, { username: `zedsearch${Date.now().toString(36)}` });
    const PEOPLE = 'query($s: String!, $t: ID) { people(search: $s, topicId: $t) { user { username } isMember request { id kind } } }';
    expect((await owner.client.gql(PEOPLE, { s: 'z' })).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const before = await owner.client.gql(PEOPLE, { s: 'ZEDSEARCH', t: topicId });
    expect(before.data.people).toEqual([{ user: { username: zed.username }, isMember: false, request: null }]);
    await owner.client.gql('mutation($t: ID!, $u: ID!) { inviteToSquad(topicId: $t, userId: $u) { id } }', { t: topicId, u: zed.id });
    const after = await owner.client.gql(PEOPLE, { s: 'zedsearch', t: topicId });
    expect(after.data.people[0].request.kind).toBe('INVITE');
    expect((await zed.client.gql(PEOPLE, { s: 'zedsearch' })).data.people).toEqual([]);
    expect((await t.client().gql(PEOPLE, { s: 'zedsearch' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it("shows a topic's pending requests and invitations to its owner only; others get the people without request state", async () => {
    const owner = await registerUser(t);
    const topicId = await newTopic(owner, 5);
    const tag = `privy${Date.now().toString(36)}`;
    const [asked, invited] = [await registerUser(t, { username: `${tag}a` }), await registerUser(t, { username: `${tag}b` })];
    await requestToJoin(asked, topicId);
    await owner.client.gql('mutation($t: ID!, $u: ID!) { inviteToSquad(topicId: $t, userId: $u) { id } }', { t: topicId, u: invited.id });
    const PEOPLE = 'query($s: String!, $t: ID) { people(search: $s, topicId: $t) { user { username } isMember request { kind } } }';
    const kinds = (r: { data?: { people: { request: { kind: string } | null }[] } }) => r.data!.people.map((p) => p.request?.kind ?? null);
    expect(kinds(await owner.client.gql(PEOPLE, { s: tag, t: topicId }))).toEqual(['JOIN', 'INVITE']);
    const stranger = await registerUser(t);
    const seen = await stranger.client.gql(PEOPLE, { s: tag, t: topicId });
    expect(seen.data.people).toEqual([
      { user: { username: asked.username }, isMember: false, request: null },
      { user: { username: invited.username }, isMember: false, request: null },
    ]);
    // the person involved still sees their own invitation on the topic
    expect((await invited.client.gql(STATUS, { t: topicId })).data.topic.viewerStatus).toBe('INVITED');
  });
});

describe('topic-start alert', () => {
  it('is queued 15 minutes before the start, and tells the whole squad once', async () => {
    const { sendStartAlert, startAlertAt } = await import('./start-alert.js');
    const owner = await registerUser(t);
    const m = await registerUser(t);
    const topicId = await newTopic(owner, 3);
    await joinSquad(owner, m, topicId);
    const [job] = await t.orm.em.fork().getConnection().execute(`select start_after, data from pgboss.job where name = 'topic.start-alert' and data->>'topicId' = ?`, [topicId]);
    const startsAt = new Date((await owner.client.gql('query($t: ID!) { topic(id: $t) { startsAt } }', { t: topicId })).data.topic.startsAt);
    expect(new Date(job.start_after).getTime()).toBe(startAlertAt(startsAt).getTime());
    expect(await sendStartAlert(t.orm.em.fork(), t.app.deps, Number(topicId))).toBe(2);
    expect(await sendStartAlert(t.orm.em.fork(), t.app.deps, Number(topicId))).toBe(0);
    for (const u of [owner, m]) {
      const n = (await u.client.gql('{ notifications(first: 1) { edges { node { type text } } } }')).data.notifications.edges[0].node;
      expect(n).toEqual({ type: 'TOPIC_START', text: 'Squad topic @ Start in 15 min' });
    }
  });
});
