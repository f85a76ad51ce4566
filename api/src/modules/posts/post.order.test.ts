import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSquad, ownerAndMember, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { eventsBetween, topicStream } from '../../platform/events.js';
import { postService } from './post.service.js';

/** The feed's order under concurrent writers (decision 045; split from post.test.ts, which holds the rest of the feed). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const CREATE = 'mutation($t: ID!, $h: String, $r: ID) { createPost(topicId: $t, html: $h, replyToId: $r) { id html } }';
const FEED = 'query($t: ID!, $first: Int, $after: String) { topicFeed(topicId: $t, first: $first, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }';

const post = async (u: TestUser, html: string, extra: Record<string, unknown>, tid: string): Promise<{ id: string; html: string }> => {
  const r = await u.client.gql(CREATE, { t: tid, h: html, ...extra });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createPost;
};

const newSquad = async () => {
  const { owner: o, member: m, topicId: tid } = await ownerAndMember(t, { topic: 'Ordered feed', squadSize: 5 });
  return { o, m, tid };
};

/** The squad stream's feed events after `after` (decision 051), as the feed's subscription names them. */
async function feedEventsAfter(em: EntityManager, feedTopicId: number, after: number) {
  const events = await eventsBetween(em, topicStream(feedTopicId), after, null, 10_000);
  return events.filter((e) => e.kind.startsWith('post.')).map((e) => ({ eventId: e.seq, kind: e.kind === 'post.created' ? 'CREATED' : 'DELETED', postId: Number(e.data.postId) }));
}

describe('feed order (decision 045)', () => {
  it('a post drawing its ids while another writer of the feed has not committed waits for it: ids follow commit order', async () => {
    const { o, m, tid } = await newSquad();
    await post(o, 'before', {}, tid);
    const [before] = await feedEventsAfter(t.orm.em.fork(), Number(tid), 0);
    // another writer of this feed in the middle of its transaction (as a post is between drawing its ids and committing)
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const isLocked = new Promise<void>((r) => (locked = r));
    const writer = t.orm.em.fork().transactional(async (em) => {
      // the feed's order is its squad stream's row (issue 27: a post bumps it before drawing its id)
      await em.getConnection().execute('select 1 from event_streams where stream = ? for update', [topicStream(Number(tid))], 'all', em.getTransactionContext());
      locked();
      await held;
    });
    await isLocked;
    const late = post(m, 'meanwhile', {}, tid);
    expect(await Promise.race([late.then(() => 'stored'), new Promise((r) => setTimeout(() => r('waiting'), 300))])).toBe('waiting');
    // another feed is not held up
    const other = await newSquad();
    expect((await post(other.o, 'elsewhere', {}, other.tid)).html).toContain('elsewhere');
    release();
    await writer;
    const made = await late;
    const events = await feedEventsAfter(t.orm.em.fork(), Number(tid), before.eventId);
    expect(events).toEqual([expect.objectContaining({ kind: 'CREATED', postId: Number(made.id) })]);
  });

  it('concurrent posts and a catch-up reader: every event is seen, each after the one before it, and the keyset pages miss no post', async () => {
    const { o, m, tid } = await newSquad();
    const third = await registerUser(t);
    await joinSquad(o, third, tid);
    const writers = [o, m, third];
    const writing = { done: false };
    const seen: number[] = [];
    const reader = (async () => {
      let after = 0;
      while (!writing.done || after < (await postService.lastEventId(t.orm.em.fork(), Number(tid)))) {
        for (const e of await feedEventsAfter(t.orm.em.fork(), Number(tid), after)) {
          seen.push(e.eventId);
          after = e.eventId;
        }
      }
    })();
    // replies to another member's post: the most statements between drawing the ids and committing
    const roots = [await post(m, 'root of m', {}, tid), await post(third, 'root of third', {}, tid), await post(o, 'root of o', {}, tid)];
    const made = [...roots, ...(await Promise.all(Array.from({ length: 24 }, (_, i) => post(writers[i % 3], `concurrent ${i}`, { r: roots[i % 3].id }, tid))))];
    writing.done = true;
    await reader;
    const all = (await feedEventsAfter(t.orm.em.fork(), Number(tid), 0)).map((e) => e.eventId);
    expect(seen).toEqual(all);
    expect(all).toHaveLength(27);
    // the keyset pages, newest first, hold every post once
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const feed: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = (await m.client.gql(FEED, { t: tid, first: 10, after })).data.topicFeed;
      ids.push(...feed.edges.map((e) => e.node.id));
      after = feed.pageInfo.hasNextPage ? feed.pageInfo.endCursor : null;
    } while (after);
    expect(ids.toSorted()).toEqual(made.map((p) => p.id).toSorted());
  });
});
