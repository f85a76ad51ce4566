import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/harness.js';
import { squadOf, type TestUser } from '../../../test/factories.js';
import { webDocument } from '../../../test/web-documents.js';
import { POST, CHAT, cid } from './hot-writes.test-kit.js';

const WEB_POST = webDocument('CreatePost', { apollo: true });
const WEB_CHAT = webDocument('SendChatMessage', { apollo: true });

/**
 * Decision 089 (issue 27): after warm-up, a post and a chat message make PostgreSQL plan nothing;
 * decision 091: each is its session read and one statement, no transaction.
 * Counted by PostgreSQL itself (pg_stat_statements with `track_planning`, this file's database
 * only): every statement the writes run — the session read, the write, its notices, the log
 * consumers' and pg-boss's work they cause — with its `calls` and `plans`. A statement whose values
 * are written into its text (MikroORM's `execute`) is a new text each time, planned on every call;
 * a named prepared statement is planned on its first run on a connection (generic: decision 104).
 */
let t: TestApp;
let sql: pg.Client;
let dbUrl: string;
let loaded = true;

beforeAll(async () => {
  dbUrl = await createTestDatabase();
  sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
  loaded = (await sql.query<{ l: string }>("select current_setting('shared_preload_libraries') as l")).rows[0].l.includes('pg_stat_statements');
  if (loaded) {
    await sql.query('create extension if not exists pg_stat_statements');
    // the app's connections (opened after this) count their planning
    await sql.query(`alter database ${new URL(dbUrl).pathname.slice(1)} set pg_stat_statements.track_planning = on`);
  }
  t = await startTestApp({}, { dbUrl });
});
afterAll(async () => {
  await sql?.end();
  await t?.stop();
});

interface Stat {
  query: string;
  calls: number;
  plans: number;
}

async function reset(): Promise<void> {
  await sql.query('select pg_stat_statements_reset(0, (select oid from pg_database where datname = current_database()), 0)');
}

/** This database's statements since the last reset (the test's own left out). */
async function stats(): Promise<Stat[]> {
  const r = await sql.query<Stat>(
    `select query, calls::int, plans::int from pg_stat_statements s
      where s.dbid = (select oid from pg_database where datname = current_database()) and s.userid is not null
        and query not like '%pg_stat_statements%' and query not like '%pg_database%'
      order by plans desc, calls desc`,
  );
  return r.rows;
}

/** pg-boss's own statements (its fetch, its sends, its upkeep): its pool, not the app's. */
const BOSS = /pgboss\./;
/** The log consumers' passes (background, on a timer or nudged after a commit: decision 068). */
const CONSUMERS = /log_consumers|pg_try_advisory_xact_lock|join unnest\(\$1::text\[\], \$2::bigint\[\], \$3::bigint\[\]\)|from push_subscriptions where user_id = any/;
/** Other work on a timer, not a write's: the presence heartbeat, pg-boss's check of its LISTEN (a round on a loaded machine may span one). */
const TIMERS = /update "presence_connections" set "seen_at"|pg_listening_channels\(\)/;

describe('a write plans nothing once warm (decision 089)', () => {
  /** Two squads of five (a person posts at most 30 times a minute): each person with their squad, its root post and a mate to write to. */
  let people: { user: TestUser; squad: string; root: string; mate: TestUser }[];
  beforeAll(async () => {
    people = [];
    for (const name of ['Plans one', 'Plans two']) {
      const s = await squadOf(t, 4, { topic: name, squadSize: 5 });
      const root = (await s.owner.client.gql(POST, { t: s.topicId, h: 'a root', c: cid() })).data.createPost.id;
      const all = [s.owner, ...s.members];
      all.forEach((user, i) => people.push({ user, squad: s.topicId, root, mate: all[(i + 1) % all.length] }));
    }
  }, 60_000);

  /** `n` posts (every third a reply), `n` chat messages (each to a squad mate), one after the other; every other one with the web's documents. */
  const round = async (n: number, offset = 0) => {
    for (let i = offset; i < offset + n; i++) {
      const { user, squad, root, mate } = people[i % people.length];
      const html = `<p>post ${i} ${cid()}</p>`;
      const replyTo = i % 3 === 0 ? root : undefined;
      const message = { toUserId: mate.id, clientId: cid(), text: `message ${i} ${cid()}` };
      // as the bench sends them (the answer's id), and as the web does (its whole selection)
      const posted = i % 2 ? await user.client.gql(WEB_POST, { topicId: squad, html, clientId: cid(), replyToId: replyTo }) : await user.client.gql(POST, { t: squad, h: html, c: cid(), r: replyTo });
      expect(posted.errors).toBeUndefined();
      const sent = i % 2 ? await user.client.gql(WEB_CHAT, { input: message }) : await user.client.gql(CHAT, { i: message });
      expect(sent.errors).toBeUndefined();
    }
  };
  const show = (rows: Stat[]) => rows.map((r) => `  ${r.calls}\t${r.plans}\t${r.query.replace(/\s+/g, ' ').slice(0, 150)}`).join('\n');

  it('posts and chat messages: every statement of theirs runs on a kept plan (the session read included)', async () => {
    if (!loaded) return console.warn('write-plans: pg_stat_statements is not loaded in this cluster (TEST_DATABASE_URL): skipped');
    // warm: each statement's first run on each pooled connection is planned (its generic plan,
    // decision 104); rounds until one plans nothing (an unnamed statement never gets there)
    // every pooled connection used: five writers at once, a few times
    for (let k = 0; k < 5; k++) await Promise.all(people.map((_, j) => round(2, k * 20 + j * 2)));
    let planned = Infinity;
    for (let i = 0; i < 8 && planned > 0; i++) {
      await reset();
      await round(5, 100 + i * 5);
      planned = (await stats()).filter((r) => !BOSS.test(r.query) && !TIMERS.test(r.query) && !CONSUMERS.test(r.query)).reduce((a, r) => a + r.plans, 0);
    }
    await reset();
    await round(20, 200);
    const rows = (await stats()).filter((r) => !BOSS.test(r.query) && !TIMERS.test(r.query));
    const writes = rows.filter((r) => !CONSUMERS.test(r.query));
    const calls = writes.reduce((a, r) => a + r.calls, 0);
    const plans = writes.reduce((a, r) => a + r.plans, 0);
    console.log(`20 posts and 20 chat messages: ${(calls / 40).toFixed(2)} statements a write, ${(plans / 40).toFixed(2)} planned (calls, plans, statement):\n${show(rows)}`);
    // A statement whose text carries its values is planned on every call; a kept plan is not. A
    // pooled connection the warm-up did not reach (the pool replaced one, or the background took the
    // warm one) plans a prepared statement once more (generic, decision 104): at most half of these
    // calls — 20 rounds, so each of a write's two shapes (the bench's, the web's) runs 10 times.
    expect(writes.filter((r) => r.plans * 2 > r.calls)).toEqual([]);
    // the session read is among them, once a write (the tests read every request's session: SESSION_CACHE_MS=0)
    const session = writes.find((r) => r.query.includes('"token_hash" = $1'));
    expect(session?.calls).toBe(40);
    expect(session!.plans).toBeLessThanOrEqual(20);
    // what they are (decision 091): a write is its session read and ONE statement — a post's notices
    // are in its statement, and neither write opens a transaction (no BEGIN, no COMMIT)
    const kind = (q: string) =>
      q.includes('"token_hash" = $1')
        ? 'session.read'
        : /insert into posts \(/.test(q)
          ? 'post.write'
          : /insert into chat_messages \(/.test(q)
            ? 'chat.send'
            : /^\s*(begin|start transaction|commit|rollback)\b/i.test(q)
              ? 'begin/commit'
              : q.replace(/\s+/g, ' ').slice(0, 80);
    const byKind: Record<string, number> = {};
    for (const r of writes) byKind[kind(r.query)] = (byKind[kind(r.query)] ?? 0) + r.calls;
    // (the log consumers' passes run in transactions of their own, one BEGIN and COMMIT each: background)
    const passes = rows.filter((r) => r.query.includes('pg_try_advisory_xact_lock')).reduce((a, r) => a + r.calls, 0);
    // a pass can straddle each end of the counted window (its BEGIN before the reset, its COMMIT
    // after the read): at most one either way; a write in a transaction would add 2 a write, 80 here
    expect(Math.abs((byKind['begin/commit'] ?? 0) - 2 * passes)).toBeLessThanOrEqual(2);
    delete byKind['begin/commit'];
    expect(byKind).toEqual({ 'session.read': 40, 'post.write': 20, 'chat.send': 20 });
  }, 180_000);

  it("pg-boss's polls at idle: a few a second, not one per queue every half second", async () => {
    if (!loaded) return;
    await reset();
    const started = performance.now();
    await new Promise((r) => setTimeout(r, 6000));
    const seconds = (performance.now() - started) / 1000;
    const rows = (await stats()).filter((r) => BOSS.test(r.query));
    const fetches = rows.filter((r) => /WITH\s+next\s+AS/i.test(r.query)).reduce((a, r) => a + r.calls, 0);
    console.log(`pg-boss at idle over ${seconds.toFixed(1)} s: ${(fetches / seconds).toFixed(1)} fetches a second (calls, plans, statement):\n${show(rows)}`);
    // 4 timed queues every second, the others every 5 s (decision 089); 17 queues every 0.5 s before (~34 a second)
    expect(fetches / seconds).toBeLessThan(10);
  }, 30_000);
});
