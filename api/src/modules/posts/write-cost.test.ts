import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@poolmates/schema';
import { joinSquad, ownerAndMember, registerUser, squadOf, type TestUser } from '../../../test/factories.js';
import { clock } from '../../platform/clock.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { CHAT, cid, sqlOf } from './hot-writes.test-kit.js';
import { collectEvents, openSocket, settle } from '../../../test/ws.js';

/**
 * What one write costs the database (issue 27, decision 059): committed transactions (reads
 * included: the request's session read too) and rows inserted, for a feed post, a reply, and a chat
 * message, as the web and the bench send them. Transactions are counted from the statements the
 * app runs through its pool (each statement outside BEGIN … COMMIT is one transaction, each COMMIT
 * one) plus the job queue's sends (pg-boss has its own pool: at least one transaction a send); rows
 * are the tables' row counts before and after, read on a connection of the test's own.
 */
let t: TestApp;
let sql: pg.Client;
let owner: TestUser;
let member: TestUser;
let topicId: string;
beforeAll(async () => {
  t = await startTestApp();
  sql = new pg.Client({ connectionString: t.dbUrl });
  await sql.connect();
  ({ owner, member, topicId } = await ownerAndMember(t, { topic: 'Cost topic', squadSize: 5 }));
  // each job sent is at least one transaction of pg-boss's own pool (a singleton it drops too)
  const jobs = t.app.deps.jobs;
  const send = jobs.send.bind(jobs);
  jobs.send = (...args) => {
    jobsSent++;
    return send(...args);
  };
});
let jobsSent = 0;
afterAll(async () => {
  clock.reset();
  await sql?.end();
  await t?.stop();
});

const POST = 'mutation($t: ID!, $h: String, $c: String, $r: ID) { createPost(topicId: $t, html: $h, clientId: $c, replyToId: $r) { id html replyCount author { id username } replyTo { id replyCount } viewerCan { delete reply } } }';
const TABLES = ['posts', 'post_search', 'post_search_words', 'events', 'event_streams', 'rate_limits', 'notifications', 'away_post_notices', 'chat_messages', 'conversations', 'conversation_members', 'pgboss.job'];

async function rowCounts(): Promise<Record<string, number>> {
  const r = await sql.query<{ t: string; n: number }>(TABLES.map((x) => `select '${x}' as t, count(*)::int as n from ${x}`).join(' union all '));
  return Object.fromEntries(r.rows.map((x) => [x.t, x.n]));
}

/** Committed transactions among the app's statements (as MikroORM logs them: `[query] begin`, `[query] commit`, …). */
function transactions(statements: string[]): number {
  let n = 0;
  let open = false;
  for (const s of statements) {
    const q = sqlOf(s).toLowerCase();
    if (q.startsWith('begin') || q.startsWith('start transaction')) open = true;
    else if (q.startsWith('commit')) {
      open = false;
      n++;
    } else if (q.startsWith('rollback')) open = false;
    else if (!open && !q.startsWith('savepoint') && !q.startsWith('release')) n++;
  }
  return n;
}

async function cost(fn: () => Promise<{ errors?: unknown }>) {
  const before = await rowCounts();
  const sent = jobsSent;
  const { result, statements } = await t.countSql(fn);
  expect(result.errors).toBeUndefined();
  // the post's events are published after the commit; a job is sent before the answer
  const after = await rowCounts();
  const rows = Object.fromEntries(TABLES.map((x) => [x, after[x] - before[x]]).filter(([, n]) => n !== 0));
  const jobs = jobsSent - sent;
  return { transactions: transactions(statements) + jobs, rows, inserted: (Object.values(rows) as number[]).reduce((a, b) => a + Math.max(0, b), 0), statements };
}


/** The app's statements of a request (its log lines), cleaned. */
const clean = (statements: string[]) => statements.map(sqlOf);

describe('the write path (issue 27): at most 3 transactions a write, reads included', () => {
  it('a feed post (first and later), a reply to another member, with clientId as the web sends it', async () => {
    const first = await cost(() => member.client.gql(POST, { t: topicId, h: '<p>first post of the day</p>', c: cid() }));
    const later = await cost(() => member.client.gql(POST, { t: topicId, h: '<p>another post</p>', c: cid() }));
    const root = (await owner.client.gql(POST, { t: topicId, h: 'root', c: cid() })).data.createPost.id;
    const reply = await cost(() => member.client.gql(POST, { t: topicId, h: 'a reply', c: cid(), r: root }));
    console.log('post costs', JSON.stringify({ first: [first.transactions, first.rows], later: [later.transactions, later.rows], reply: [reply.transactions, reply.rows] }));
    for (const c of [first, later, reply]) {
      if (c.transactions > 3) console.log(c.statements.join('\n'));
      expect(c.transactions).toBeLessThanOrEqual(3);
    }
    // the post and its event (its search rows come with it); a reply's notification and its event
    expect(later.rows).toMatchObject({ posts: 1, events: 1 });
    expect(reply.rows).toMatchObject({ posts: 1, events: 2, notifications: 1 }); // the post's, and the notice's on its person's stream (decision 064)
  });

  it('a post with 4 away mates and a reply to one of them: ONE statement, no transaction (decisions 078, 091)', async () => {
    const { owner: o, members, topicId: squad } = await squadOf(t, 4, { squadSize: 5 });
    const root = (await o.client.gql(POST, { t: squad, h: 'a root', c: cid() })).data.createPost.id;
    clock.advance((LIMITS.awayAfterMinutes + 1) * 60_000);
    try {
      // the owner (author of the root: POSTREPLY too) and three members are away
      const c = await cost(() => members[0].client.gql(POST, { t: squad, h: 'back after a while', c: cid(), r: root }));
      const all = clean(c.statements);
      console.log('post with 4 away mates', JSON.stringify({ transactions: c.transactions, statements: all.length, rows: c.rows, inserted: c.inserted }));
      // the session read and the post's statement (its notices in it): no BEGIN, no COMMIT
      expect(all.filter((q) => /^(begin|start transaction|commit|rollback)\b/i.test(q))).toEqual([]);
      const posts = all.filter((q) => q.includes('post.write') || q.includes('post.notices'));
      if (posts.length !== 1) console.log(all.join('\n'));
      expect(posts.map((q) => q.slice(0, 12))).toEqual(['(post.write:']);
      expect(c.rows).toMatchObject({ posts: 1, notifications: 5, away_post_notices: 4, events: 6 }); // 4 away + 1 POSTREPLY; the post's event and 5 notices'
      const streams = await sql.query<{ stream: string; seq: string; kind: string }>(
        `select stream, seq, kind from events where stream = any($1) order by stream, seq`,
        [[o, ...members].map((u) => `user:${u.id}`)],
      );
      // the owner's stream: the reply's notice, then the away one, one seq after the other
      const mine = streams.rows.filter((r) => r.stream === `user:${o.id}`).slice(-2); // (after the join requests' own)
      expect(mine.map((r) => r.kind)).toEqual(['notification.added', 'notification.added']);
      expect(Number(mine[1].seq)).toBe(Number(mine[0].seq) + 1);
    } finally {
      clock.reset();
    }
  });

  it('a refused post writes nothing but its count in the limit (throttled, outside the squad, an unknown reply, a retry), with four mates away to notify', async () => {
    const { owner: o, members, topicId: squad } = await squadOf(t, 4, { squadSize: 5 });
    const outsider = await registerUser(t);
    const root = (await o.client.gql(POST, { t: squad, h: 'a root', c: cid() })).data.createPost.id;
    const first = cid();
    const stored = (await members[2].client.gql(POST, { t: squad, h: 'stored once', c: first })).data.createPost.id;
    clock.advance((LIMITS.awayAfterMinutes + 1) * 60_000);
    try {
      // members[1] has used the minute's allowance (30 posts)
      await sql.query('insert into rate_limits (key, window_start, count) values ($1, $2, 30) on conflict (key) do update set window_start = excluded.window_start, count = 30', [`write:post:${members[1].id}`, clock.now()]);
      const state = async () => ({
        ...(await rowCounts()),
        heads: Number((await sql.query('select coalesce(sum(last_seq), 0)::bigint as n from event_streams')).rows[0].n),
        replyCount: (await sql.query('select reply_count from posts where id = $1', [root])).rows[0].reply_count,
        claims: (await sql.query('select max(notified_at)::text as at from away_post_notices')).rows[0].at,
      });
      const before = await state();
      const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
      expect(code(await outsider.client.gql(POST, { t: squad, h: 'not mine to post', c: cid(), r: root }))).toBe('FORBIDDEN');
      expect(code(await members[0].client.gql(POST, { t: squad, h: 'to nothing', c: cid(), r: '999999999' }))).toBe('NOT_FOUND');
      expect(code(await members[0].client.gql(POST, { t: '999999999', h: 'no such feed', c: cid() }))).toBe('NOT_FOUND');
      expect(code(await members[1].client.gql(POST, { t: squad, h: 'too often', c: cid(), r: root }))).toBe('RATE_LIMITED');
      const retry = await members[2].client.gql(POST, { t: squad, h: 'stored once', c: first, r: root });
      expect(retry.data.createPost.id).toBe(stored);
      const after = await state();
      expect({ ...after, rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
      // allowed: the four mates away (the last post was before the absence) and the root's author are told
      const c = await cost(() => members[0].client.gql(POST, { t: squad, h: 'now allowed', c: cid(), r: root }));
      expect(c.rows).toMatchObject({ posts: 1, notifications: 5, away_post_notices: 4, events: 6 });
    } finally {
      clock.reset();
    }
  });

  it('a chat message (a new conversation, then the same one), as the web and the bench send it', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const first = await cost(() => a.client.gql(CHAT, { i: { toUserId: b.id, clientId: cid(), text: 'hi there' } }));
    const later = await cost(() => a.client.gql(CHAT, { i: { toUserId: b.id, clientId: cid(), text: 'still there?' } }));
    const back = await cost(() => b.client.gql(CHAT, { i: { toUserId: a.id, clientId: cid(), text: 'yes' } }));
    console.log('chat costs', JSON.stringify({ first: [first.transactions, first.rows], later: [later.transactions, later.rows], back: [back.transactions, back.rows] }));
    for (const c of [first, later, back]) {
      if (c.transactions > 3) console.log(c.statements.join('\n'));
      expect(c.transactions).toBeLessThanOrEqual(3);
    }
    expect(later.rows).toMatchObject({ chat_messages: 1, events: 2 });
  });
});

describe('fan-out (issue 27): a delivered post reads nothing per subscriber', () => {
  const SUB = 'subscription($t: ID!) { topicPostEvents(topicId: $t) { id kind post { id html author { id username } replyTo { id } replies { id } viewerCan { delete reply } mySmartTag { tagName } } } }';
  it('the same statements for one subscriber as for four (viewerCan and mySmartTag from the one shared read)', async () => {
    const third = await registerUser(t);
    const fourth = await registerUser(t);
    await joinSquad(owner, third, topicId);
    await joinSquad(owner, fourth, topicId);
    const deliver = async (people: TestUser[]) => {
      const sockets = people.map((u) => openSocket(t, { token: u.token }));
      try {
        const all = sockets.map((s) => collectEvents<{ post: { viewerCan: { delete: boolean } } }>(s, SUB, { t: topicId }).events);
        await Promise.all(sockets.map((s) => settle(s)));
        const { statements } = await t.countSql(async () => {
          const r = await member.client.gql(POST, { t: topicId, h: `fan-out to ${people.length}`, c: cid() });
          expect(r.errors).toBeUndefined();
          await expect.poll(() => all.map((e) => e.length)).toEqual(people.map(() => 1));
        });
        // the author may delete their post, the owner any, the others none
        expect(all.map((e) => e[0].post.viewerCan.delete)).toEqual(people.map((u) => u === member || u === owner));
        return statements.length;
      } finally {
        await Promise.all(sockets.map((s) => s.dispose()));
      }
    };
    const one = await deliver([member]);
    const four = await deliver([owner, member, third, fourth]);
    expect(four).toBe(one);
  });
});
