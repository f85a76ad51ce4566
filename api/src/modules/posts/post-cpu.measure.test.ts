import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squadOf, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { clock } from '../../platform/clock.js';
import { POST, cid, sqlOf } from './hot-writes.test-kit.js';

/**
 * A measurement, not a check (MEASURE_POST_CPU=1; decision 091): CPU per post, app and PostgreSQL,
 * over a loop of posts one after the other (every third a reply: a POSTREPLY to the root's author),
 * two squads of five. App: `process.cpuUsage` of this process (the app and its test client: the
 * client's share is the same whatever the write path). PostgreSQL: utime + stime of the database's
 * backends (`/proc/<pid>/stat`, the app's pool, pg-boss's and the log consumers' connections), read
 * before and after. Statements: the app's log lines (BEGIN and COMMIT included).
 */
let t: TestApp;
let sql: pg.Client;
beforeAll(async () => {
  t = await startTestApp();
  sql = new pg.Client({ connectionString: t.dbUrl });
  await sql.connect();
});
afterAll(async () => {
  clock.reset();
  await sql?.end();
  await t?.stop();
});

const N = Number(process.env.MEASURE_POSTS ?? 500);
const TICK_MS = 10; // CLK_TCK 100

/** CPU ms of each backend of this database (but this client's). */
async function backends(): Promise<Map<number, number>> {
  const pids = (await sql.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid);
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) * TICK_MS); // fields 14, 15: utime, stime
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

describe.skipIf(process.env.MEASURE_POST_CPU !== '1')('CPU per post (decision 091)', () => {
  it(`${N} posts`, async () => {
    const people: { user: TestUser; squad: string; root: string }[] = [];
    for (let s = 0; s < 2; s++) {
      const q = await squadOf(t, 4, { squadSize: 5 });
      const root = (await q.owner.client.gql(POST, { t: q.topicId, h: 'a root', c: cid() })).data.createPost.id;
      for (const user of [q.owner, ...q.members]) people.push({ user, squad: q.topicId, root });
    }
    const write = async (i: number) => {
      // 10 people: each posts 10 times in 100 posts, then the minute moves on (30 a minute, 300 an hour)
      if (i % 100 === 0) clock.advance(61_000);
      const { user, squad, root } = people[i % people.length];
      const r = await user.client.gql(POST, { t: squad, h: `<p>post ${i} of the loop</p>`, c: cid(), r: i % 3 === 0 ? root : undefined });
      expect(r.errors).toBeUndefined();
    };
    for (let i = 0; i < 60; i++) await write(i); // warm: past the five custom plans of each pooled connection
    const pgBefore = await backends();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { statements } = await t.countSql(async () => {
      for (let i = 60; i < 60 + N; i++) await write(i);
    });
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const pgAfter = await backends();
    let pgMs = 0;
    for (const [pid, ms] of pgAfter) pgMs += ms - (pgBefore.get(pid) ?? 0);
    const gone = [...pgBefore.keys()].filter((p) => !pgAfter.has(p)).length;
    const lines = statements.map((s) => sqlOf(s).toLowerCase());
    const tx = lines.filter((q) => /^(begin|start transaction|commit|rollback)\b/.test(q)).length;
    const out = {
      posts: N,
      statementsAPost: +(lines.length / N).toFixed(2),
      beginCommitAPost: +(tx / N).toFixed(2),
      appCpuMsAPost: +((used.user + used.system) / 1000 / N).toFixed(3),
      pgCpuMsAPost: +(pgMs / N).toFixed(3),
      wallMsAPost: +(wall / N).toFixed(2),
      backends: pgAfter.size,
      backendsGone: gone,
    };
    console.log('post cpu', JSON.stringify(out));
  }, 600_000);
});
