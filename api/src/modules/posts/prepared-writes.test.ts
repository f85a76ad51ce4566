import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndMember, registerUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { POST, CHAT, cid, sqlOf } from './hot-writes.test-kit.js';
import { writePost } from './post.write.js';

/**
 * Decision 072: the statements of a post and of a chat message are fixed texts with binds (run as
 * named prepared statements, platform/prepared.ts). Two writes by different people, to different
 * squads or people, with different texts, a reply or not, send the SAME statement texts — no id, no
 * time, no text of theirs in the SQL — so PostgreSQL plans each once per connection, not per write.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** The statements of one request that match `re`, as sent. */
async function sent(re: RegExp, fn: () => Promise<{ errors?: unknown }>): Promise<string[]> {
  const { result, statements } = await t.countSql(fn);
  expect(result.errors).toBeUndefined();
  return statements.map(sqlOf).filter((s) => re.test(s));
}

const INSERT_POST = /insert into posts \(/;
const SEND = /insert into chat_messages \(/;
// a post's notices (decision 078) are CTEs of its statement (decision 091): no statement of their own
const NOTICES = /post\.notices|insert into notifications/;

describe('hot write statements are fixed texts with binds (decision 072)', () => {
  it('two posts (different people, squads, texts; one a reply) send the same statement, their notices in it', async () => {
    const a = await ownerAndMember(t, { topic: 'Prepared one' });
    const b = await ownerAndMember(t, { topic: 'Prepared two' });
    const root = (await a.owner.client.gql(POST, { t: a.topicId, h: 'root', c: cid() })).data.createPost.id;
    const rootB = (await b.owner.client.gql(POST, { t: b.topicId, h: 'root b', c: cid() })).data.createPost.id;
    const one = await sent(INSERT_POST, () => a.member.client.gql(POST, { t: a.topicId, h: '<p>first words</p>', c: cid() }));
    const two = await sent(INSERT_POST, () => b.member.client.gql(POST, { t: b.topicId, h: '<p>other words entirely</p>', c: cid() }));
    const noClient = await sent(INSERT_POST, () => b.owner.client.gql(POST, { t: b.topicId, h: 'no client id' }));
    const reply = await sent(INSERT_POST, () => a.member.client.gql(POST, { t: a.topicId, h: 'a reply', c: cid(), r: root }));
    const replyB = await sent(INSERT_POST, () => b.member.client.gql(POST, { t: b.topicId, h: 'another reply', c: cid(), r: rootB }));
    expect(one).toHaveLength(1);
    for (const other of [two, noClient, reply, replyB]) expect(other).toEqual(one);
    const text = one[0];
    // (different ids, texts and times gave one text: nothing of theirs is in it)
    expect(text).not.toContain('first words');
    expect(text).toMatch(/^\(post\.write:[0-9a-f]{16}\) with sess as .*\$1::/);
    // a reply's notice on its author's person stream: written by the post's own statement (decision 091)
    expect(text).toContain('insert into notifications');
    const notices = await sent(NOTICES, () => a.member.client.gql(POST, { t: a.topicId, h: 'reply again', c: cid(), r: root }));
    expect(notices).toEqual(one);
  }, 60_000); // a dozen posts: slow on a loaded machine

  it('two chat messages (different people, a new and an old conversation) send the same statement', async () => {
    const [p, q, r, s] = await Promise.all([registerUser(t), registerUser(t), registerUser(t), registerUser(t)]);
    const first = await sent(SEND, () => p.client.gql(CHAT, { i: { toUserId: q.id, clientId: cid(), text: 'hello q' } }));
    const again = await sent(SEND, () => p.client.gql(CHAT, { i: { toUserId: q.id, clientId: cid(), text: 'still there?' } }));
    const others = await sent(SEND, () => s.client.gql(CHAT, { i: { toUserId: r.id, clientId: cid(), text: 'a different pair' } }));
    expect(first).toHaveLength(1);
    expect(again).toEqual(first);
    expect(others).toEqual(first);
    expect(first[0]).not.toContain('hello q');
  });
});

describe('the session read of every request (decision 089)', () => {
  it('is one named statement whatever the token: the hash is bound, not written into the text', async () => {
    const [p, q] = await Promise.all([registerUser(t), registerUser(t)]);
    const READ = /"token_hash" = \$1::varchar$/;
    const one = await sent(READ, () => p.client.gql('{ me { id } }'));
    const two = await sent(READ, () => q.client.gql(CHAT, { i: { toUserId: p.id, clientId: cid(), text: 'a read of its own' } }));
    expect(one).toHaveLength(1);
    expect(two).toEqual(one);
    expect(one[0]).toMatch(/^\(session\.read:[0-9a-f]{16}\) select /);
  });
});

describe('the plan PostgreSQL keeps for them', () => {
  it('post.write (its notices in it: decision 091): the generic plan from its first run on a connection (decision 104: no five custom plans first)', async () => {
    const em = t.orm.em.fork() as EntityManager;
    const plans = await em.transactional(async (tx) => {
      for (let i = 0; i < 10; i++) {
        // a topic that does not exist: the statement runs whole and writes nothing
        await writePost(tx, { viewerId: 1, topicId: 900_000 + i, clientId: `x-${i}`, html: 'x', text: 'x', images: [], replyToId: i % 2 ? null : 5, throttle: false, authorName: 'x' });
      }
      return tx
        .getConnection()
        .execute<{ name: string; generic_plans: number; custom_plans: number }[]>("select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'post.write:%'", [], 'all', tx.getTransactionContext());
    });
    // (the connection may have run it before, for an earlier test's request: generic plans only, at least these ten)
    expect(plans).toEqual([{ name: expect.stringMatching(/^post\.write:[0-9a-f]{16}$/), custom_plans: 0, generic_plans: expect.any(Number) }]);
    expect(plans[0].generic_plans).toBeGreaterThanOrEqual(10);
  });
});
