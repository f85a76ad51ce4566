import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSquad, ownerAndMember, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle } from '../../../test/ws.js';
import { appendEvent, eventsBetween, streamHead, topicStream } from '../../platform/events.js';

/** The squad stream (decision 051): one log per squad, written with each change, delivered once and in order. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Ev = { id: string; kind: string; actorId: string | null; userId: string | null; subjectId: string | null; timelineEntryId: string | null };
const SUB = 'subscription($t: ID!, $a: ID) { squadEvents(topicId: $t, after: $a) { id kind actorId userId subjectId timelineEntryId } }';
const TAKEAWAY = 'mutation($t: ID!, $x: String!) { addTakeaway(topicId: $t, text: $x) { id } }';
const RESOURCE = 'mutation($t: ID!, $u: String!, $n: String!) { addResource(topicId: $t, url: $u, name: $n) { id } }';
const DEL_RESOURCE = 'mutation($id: ID!) { deleteResource(id: $id) }';
const POST = 'mutation($t: ID!, $h: String) { createPost(topicId: $t, html: $h) { id } }';
const REMOVE = 'mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }';

async function data<T = Record<string, { id: string }>>(p: Promise<{ data?: unknown; errors?: unknown }>): Promise<T> {
  const r = await p;
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}

describe('squadEvents', () => {
  it('takeaways, resources, posts and a new member reach every open workspace live, in order, each once', async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, SUB, { t: topicId });
      await settle(s);
      const tw = (await data(member.client.gql(TAKEAWAY, { t: topicId, x: 'closures capture variables' }))).addTakeaway;
      const res = (await data(member.client.gql(RESOURCE, { t: topicId, u: 'https://developer.mozilla.org/', n: 'MDN' }))).addResource;
      const post = (await data(owner.client.gql(POST, { t: topicId, h: 'hello squad' }))).createPost;
      await data(member.client.gql(DEL_RESOURCE, { id: res.id }));
      const third = await registerUser(t);
      await joinSquad(owner, third, topicId);
      await expect.poll(() => events.length).toBe(5);
      expect(events.map((e) => [e.kind, e.subjectId ?? e.userId])).toEqual([
        ['takeaway.saved', tw.id],
        ['resource.added', res.id],
        ['post.created', post.id],
        ['resource.deleted', res.id],
        ['member.joined', third.id],
      ]);
      expect(events[0]).toMatchObject({ actorId: member.id, userId: member.id });
      expect(events[0].timelineEntryId).toMatch(/^\d+$/);
      const ids = events.map((e) => Number(e.id));
      expect(ids).toEqual(ids.map((_, i) => ids[0] + i)); // numbered without a gap
    } finally {
      await s.dispose();
    }
  });

  it('a workspace that reconnects with the last id it saw gets what it missed first, then live, each once', async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    const seen = String(await streamHead(t.orm.em.fork(), topicStream(Number(topicId))));
    await data(member.client.gql(TAKEAWAY, { t: topicId, x: 'missed one' }));
    await data(member.client.gql(RESOURCE, { t: topicId, u: 'https://example.com/a', n: 'missed two' }));
    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, SUB, { t: topicId, a: seen });
      await expect.poll(() => events.length).toBe(2);
      expect(events.map((e) => e.kind)).toEqual(['takeaway.saved', 'resource.added']);
      await data(member.client.gql(RESOURCE, { t: topicId, u: 'https://example.com/b', n: 'live' }));
      await expect.poll(() => events.length).toBe(3);
      expect(events[2].kind).toBe('resource.added');
      expect(new Set(events.map((e) => e.id)).size).toBe(3);
    } finally {
      await s.dispose();
    }
  });

  it('an event whose publish never came (another process, a lost Redis message) is read from the log before the next one', async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, SUB, { t: topicId });
      await settle(s);
      // appended and committed, never published
      await t.orm.em.fork().transactional((em) => appendEvent(em, topicStream(Number(topicId)), 'resource.added', Number(member.id), { resourceId: 999_999 }));
      await data(member.client.gql(TAKEAWAY, { t: topicId, x: 'after the silent one' }));
      await expect.poll(() => events.length).toBe(2);
      expect(events.map((e) => [e.kind, e.subjectId])).toEqual([
        ['resource.added', '999999'],
        ['takeaway.saved', expect.any(String)],
      ]);
    } finally {
      await s.dispose();
    }
  });

  it("a removed member's stream ends with their removal: nothing of the squad after it reaches them", async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    const s = openSocket(t, { token: member.token });
    try {
      let completed = false;
      const events: Ev[] = [];
      s.subscribe({ query: SUB, variables: { t: topicId } }, { next: (v) => events.push((v.data as { squadEvents: Ev }).squadEvents), error: () => {}, complete: () => (completed = true) });
      await settle(s);
      await data(owner.client.gql(REMOVE, { t: topicId, u: member.id }));
      await expect.poll(() => completed).toBe(true);
      await data(owner.client.gql(POST, { t: topicId, h: 'after the removal' }));
      await new Promise((r) => setTimeout(r, 200));
      expect(events.map((e) => [e.kind, e.userId])).toEqual([['member.removed', member.id]]);
      // and subscribing again is refused
      expect(JSON.stringify(await firstAnswer(s, SUB, { t: topicId }))).toContain('FORBIDDEN');
    } finally {
      await s.dispose();
    }
  });

  it('refuses what it must, precisely: outsiders, unknown topics, a cursor from the future or not a number', async () => {
    const { owner, topicId } = await ownerAndMember(t);
    const outsider: TestUser = await registerUser(t);
    const head = await streamHead(t.orm.em.fork(), topicStream(Number(topicId)));
    const code = async (who: TestUser, variables: Record<string, unknown>) => {
      const s = openSocket(t, { token: who.token });
      try {
        const answer = (await firstAnswer(s, SUB, variables)) as { errors?: { message: string; extensions?: { code?: string } }[] } | { message: string; extensions?: { code?: string } }[];
        const r = Array.isArray(answer) ? answer : (answer.errors ?? []);
        return [r[0]?.extensions?.code, r[0]?.message];
      } finally {
        await s.dispose();
      }
    };
    expect((await code(outsider, { t: topicId }))[0]).toBe('FORBIDDEN');
    expect((await code(owner, { t: '99999999' }))[0]).toBe('NOT_FOUND');
    expect(await code(owner, { t: topicId, a: String(head + 5) })).toEqual(['BAD_USER_INPUT', expect.stringContaining('ahead of the stream')]);
    expect(await code(owner, { t: topicId, a: 'x1' })).toEqual(['BAD_USER_INPUT', expect.stringContaining('not valid')]);
  });

  it('concurrent writers of one squad: the stream is numbered without gaps and a live subscriber receives every number in order', async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    const third = await registerUser(t);
    await joinSquad(owner, third, topicId);
    const start = await streamHead(t.orm.em.fork(), topicStream(Number(topicId)));
    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, SUB, { t: topicId });
      await settle(s);
      const writers = [owner, member, third];
      await Promise.all(Array.from({ length: 9 }, (_, i) => data(writers[i % 3].client.gql(RESOURCE, { t: topicId, u: `https://example.com/${i}`, n: `r${i}` }))));
      await expect.poll(() => events.length).toBe(9);
      expect(events.map((e) => Number(e.id))).toEqual(Array.from({ length: 9 }, (_, i) => start + 1 + i));
      const stored = await eventsBetween(t.orm.em.fork(), topicStream(Number(topicId)), start, null, 100);
      expect(stored.map((e) => e.seq)).toEqual(events.map((e) => Number(e.id)));
    } finally {
      await s.dispose();
    }
  });

  it('delivering an event reads nothing from the database, whatever the number of subscribers', async () => {
    const { owner, member, topicId } = await ownerAndMember(t);
    const sockets = [openSocket(t, { token: owner.token }), openSocket(t, { token: member.token }), openSocket(t, { token: member.token })];
    try {
      const all = sockets.map((s) => collectEvents<Ev>(s, SUB, { t: topicId }).events);
      await Promise.all(sockets.map((s) => settle(s)));
      const event = await t.orm.em.fork().transactional((em) => appendEvent(em, topicStream(Number(topicId)), 'resource.added', Number(member.id), { resourceId: 1 }));
      const { statements } = await t.countSql(async () => {
        t.app.deps.pubsub.publish('LOG_EVENT', event.stream, event);
        await expect.poll(() => all.map((e) => e.length)).toEqual([1, 1, 1]);
      });
      expect(statements).toEqual([]);
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  });
});
