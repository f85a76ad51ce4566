import { LIMITS } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { collectEvents, firstAnswer, openSocket, settle } from '../../../test/ws.js';
import { appendEvent, poolStream, streamHead } from '../../platform/events.js';

/**
 * Decision 068: a pool's comments are events of its public stream `pool:<topicId>` — apart from the
 * squad stream, so no squad event (nor its count) reaches someone outside the squad. commentEvents
 * resumes from `after`; commentAdded is the same stream live from now.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const ADD = 'mutation($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }';
const EVENTS = 'subscription($t: ID!, $a: ID) { commentEvents(topicId: $t, after: $a) { id kind comment { id html } } }';
type Ev = { id: string; kind: string; comment: { id: string; html: string } | null };
const add = async (u: TestUser, topicId: string, html: string) => {
  const r = await u.client.gql(ADD, { t: topicId, h: html });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.addComment.id as string;
};
const errorOf = (answer: unknown): [string | undefined, string | undefined] => {
  const list = (Array.isArray(answer) ? answer : ((answer as { errors?: unknown[] }).errors ?? [])) as { message: string; extensions?: { code?: string } }[];
  return [list[0]?.extensions?.code, list[0]?.message];
};

describe('commentEvents on the pool stream', () => {
  it('a page that reconnects with the last id it saw gets the comments it missed first, then live; the head is read with the topic', async () => {
    const owner = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Comments on the log' });
    const reader = await registerUser(t); // not in the squad: comments are public
    const seen = (await reader.client.gql('query($id: ID!) { topic(id: $id) { commentEventId } }', { id: topicId })).data.topic.commentEventId as string;
    const c1 = await add(owner, topicId, 'missed one');
    const c2 = await add(reader, topicId, 'missed two');
    const s = openSocket(t, { token: reader.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { t: topicId, a: seen });
      await expect.poll(() => events.length).toBe(2);
      expect(events.map((e) => [e.id, e.kind, e.comment?.id])).toEqual([
        [String(Number(seen) + 1), 'comment.added', c1],
        [String(Number(seen) + 2), 'comment.added', c2],
      ]);
      await settle(s);
      const c3 = await add(owner, topicId, 'live');
      await expect.poll(() => events.length).toBe(3);
      expect(events[2]).toMatchObject({ id: String(Number(seen) + 3), comment: { id: c3, html: 'live' } });
    } finally {
      await s.dispose();
    }
  });

  it('past the bound: RESET then live; refuses an unknown pool, a cursor ahead of the stream (another pool\'s, the future) and garbage', async () => {
    const owner = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Busy comments' });
    const quiet = await createTopic(owner, { topic: 'Quiet comments' });
    const seen = await streamHead(t.orm.em.fork(), poolStream(Number(topicId)));
    await t.orm.em.fork().transactional(async (em) => {
      for (let i = 0; i <= LIMITS.postEventsCatchUpMax; i++) await appendEvent(em, poolStream(Number(topicId)), 'comment.added', Number(owner.id), { commentId: 0 });
    });
    const s = openSocket(t, { token: owner.token });
    try {
      const { events } = collectEvents<Ev>(s, EVENTS, { t: topicId, a: String(seen) });
      await expect.poll(() => events.length).toBe(1);
      expect(events[0]).toMatchObject({ kind: 'RESET', comment: null });
      await settle(s);
      const c = await add(owner, topicId, 'after the reset');
      await expect.poll(() => events.length).toBe(2);
      expect(events[1].comment?.id).toBe(c);

      const busyHead = events[0].id;
      expect(errorOf(await firstAnswer(s, EVENTS, { t: '99999999' }))[0]).toBe('NOT_FOUND');
      expect(errorOf(await firstAnswer(s, EVENTS, { t: quiet, a: busyHead }))).toEqual(['BAD_USER_INPUT', expect.stringContaining('ahead of the stream')]);
      expect(errorOf(await firstAnswer(s, EVENTS, { t: topicId, a: 'x1' }))[0]).toBe('BAD_USER_INPUT');
    } finally {
      await s.dispose();
    }
    const visitor = openSocket(t);
    expect(errorOf(await firstAnswer(visitor, EVENTS, { t: topicId }))[0]).toBe('UNAUTHENTICATED');
    await visitor.dispose();
  });

  it('a comment writes no squad event: the squad stream is not the public one', async () => {
    const owner = await registerUser(t);
    const topicId = await createTopic(owner, { topic: 'Apart' });
    const before = await streamHead(t.orm.em.fork(), `topic:${Number(topicId)}`);
    await add(owner, topicId, 'public');
    expect(await streamHead(t.orm.em.fork(), `topic:${Number(topicId)}`)).toBe(before);
    expect(await streamHead(t.orm.em.fork(), poolStream(Number(topicId)))).toBeGreaterThan(0);
  });
});
