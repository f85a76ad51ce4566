#!/usr/bin/env node
// `npm run bench`: the built server against hand-written node-postgres, side by side in one run
// (issue 18), then the account and write paths (bench-paths.mjs). A fresh embedded PostgreSQL in
// its own process is seeded through api/src/scripts/seed.ts (300 users, 2,000 topics, 12,000
// comments, and 10,000 posts in one topic for the in-topic search section, bench-search.mjs); the
// app (api/dist/main.js) and the raw server (bench-raw.mjs) each run in their own process against
// it, so /proc gives each one's CPU time. Each hot page (bench-pages.mjs) is timed
// at concurrency 10 on both sides, interleaved (app, raw, then raw, app, …), BENCH_ROUNDS times;
// medians are reported. Goals: ≥ 0.7× the raw throughput and p99 ≤ 3× raw on every page, idle RSS
// ≤ 150 MB, the paths' p95s, and search p95 ≤ 1.5× the raw search SQL + 2 ms (in-topic, and global on
// 100,000 topics and 50,000 people: bench-global-search.mjs). Prints the tables; exits 1 on a missed goal only with
// BENCH_ENFORCE=1. Knobs: BENCH_SECONDS per timed run (5), BENCH_ROUNDS (3), BENCH_SECTIONS
// (pages,paths,search,global,chat — chat: bench-chat.mjs), BENCH_PATHS_SCALE (1; request counts of the paths and search sections), BENCH_PAGES (paths of
// the pages to time, e.g. /browse,/detail; all by default), BENCH_CPU_PROF (a directory: the app runs
// with --cpu-prof and writes its profile there when it stops), BENCH_BASE (another checkout with a
// built api/dist, e.g. a worktree of main: its server is timed too, interleaved with the other two on
// the same database, and the table gains a "base" row per page — an A/B on a shared, noisy machine),
// BENCH_RAW_MODE (`text`, default: the raw side is the floor — node:http sending the JSON text
// PostgreSQL built, untouched; `json`: the earlier baseline that parses and stringifies it, decision
// 060), BENCH_RAW_JSON=1 (with the floor, the json baseline timed too: a "json raw" row per page),
// BENCH_APP_PORT / BENCH_RAW_PORT (fixed ports instead of any free one; the json raw takes the next),
// BENCH_PG4 (1, default: the pages with a PostGraphile 4 document — browse and detail — are timed on
// PostGraphile 4 too, over the same database, interleaved with the other sides, and a "vs PostGraphile
// 4" table is printed, goal ≥ 1.2×: bench-postgraphile.mjs, installed on first use outside package.json;
// 0: not), BENCH_PG_STATEMENTS=1 (PostgreSQL with pg_stat_statements and track_planning: per page and
// side, the statements a request, PostgreSQL planning and execution ms a request, and the app's top
// statements; background work included). The lead's read-pages run: `BENCH_SECTIONS=pages BENCH_RAW_JSON=1 npm run bench`.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { firstDiff, median, postJson, root, rssMiB, runFor, startNode, stop } from './bench-lib.mjs';
import { PAGES as ALL_PAGES } from './bench-pages.mjs';
import { accountPaths, printPaths } from './bench-paths.mjs';
import { printSearch, topicSearchBench } from './bench-search.mjs';
import { globalSearchBench, printGlobalSearch } from './bench-global-search.mjs';
import { chatBench, printChat } from './bench-chat.mjs';
import { ensurePostgraphile } from './bench-postgraphile.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECTIONS = (process.env.BENCH_SECTIONS ?? 'pages,paths,search,global,chat').split(',');
const ENFORCE = process.env.BENCH_ENFORCE === '1';
const CONCURRENCY = 10;
const SEED = { users: 300, topics: 2000, comments: 12000, posts: 3000, searchPosts: 10000, searchPeople: 50000, searchTopics: 100000 };
// against the floor (issue 27) the goal is half its throughput; against the parse + stringify baseline, 0.7
const GOALS = { ratio: (process.env.BENCH_RAW_MODE ?? 'text') === 'text' ? 0.5 : 0.7, p99x: 3, idleRssMiB: 150, pg4: 1.2 };
const tsNode = ['--conditions=source', '--import', '@oxc-node/core/register'];
const PAGES = process.env.BENCH_PAGES ? ALL_PAGES.filter((p) => process.env.BENCH_PAGES.split(',').includes(p.path)) : ALL_PAGES;
/** The raw side (bench-raw.mjs): `text`, the floor — PostgreSQL's JSON text sent untouched (decision 060) — or `json`, the earlier parse + stringify baseline. */
const RAW_MODE = process.env.BENCH_RAW_MODE ?? 'text';
const PG_STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';
const PROF = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/**
 * Every seeded squad member's check-in and missed-day reminders turned off, as a member can in the
 * topic's reminder settings: with the defaults (on), the minute's reminder sweep (decision 044)
 * claims a reminder per member of every running topic in its own transaction — ~10 % of the app's
 * CPU samples during the bench, work no page being timed does (decision 048). The bench's data only.
 */
async function remindersOff(databaseUrl) {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    await client.query(`insert into reminder_settings (user_id, topic_id, check_in_reminder, check_in_time, missed_day_reminder, email, time_zone)
      select s.user_id, s.topic_id, false, '09:00', false, false, t.timezone
      from (select owner_id as user_id, id as topic_id from topics union select user_id, topic_id from topic_members) s join topics t on t.id = s.topic_id
      on conflict (user_id, topic_id) do update set check_in_reminder = false, missed_day_reminder = false, email = false`);
  } finally {
    await client.end();
  }
}

execFileSync('npm', ['run', 'build', '-w', 'schema', '-w', 'api', '--silent'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-'));
const secret = randomBytes(32).toString('hex');
const BASE = process.env.BENCH_BASE;
let db, app, raw, rawJson, baseApp, pg4;
const missed = [];
try {
  db = await startNode(
    [...tsNode, 'api/src/scripts/dev-db.ts'],
    { DATA_DIR: dataDir, DATABASE_URL: '', ...(PG_STATEMENTS ? { PG_SETTINGS: 'shared_preload_libraries=pg_stat_statements;pg_stat_statements.track_planning=on;pg_stat_statements.max=1000' } : {}) },
    /DATABASE_URL=(\S+)/,
  );
  const DATABASE_URL = db.match[1];
  const t0 = performance.now();
  execFileSync(process.execPath, [...tsNode, 'api/src/scripts/seed.ts', '--users', `${SEED.users}`, '--topics', `${SEED.topics}`, '--comments', `${SEED.comments}`, '--posts', `${SEED.posts}`, '--search-posts', `${SEED.searchPosts}`, ...(SECTIONS.includes('global') ? ['--search-people', `${SEED.searchPeople}`, '--search-topics', `${SEED.searchTopics}`] : [])], {
    cwd: root,
    env: { ...process.env, DATABASE_URL },
    stdio: 'inherit',
  });
  await remindersOff(DATABASE_URL);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const env = { DATABASE_URL, SESSION_SECRET: secret, PORT: process.env.BENCH_APP_PORT ?? '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info',
    // the read bound (decision 090) out of the way: the bench's connections are one person's or one address's (bench-overload measures it)
    READ_ADMISSION_CONCURRENCY: '10000', READ_ADMISSION_QUEUE: '1000000', READ_ADMISSION_PER_PERSON: '1000000' };
  app = await startNode([...PROF, 'api/dist/main.js'], env, /"url":"http:\/\/localhost:(\d+)"/);
  const base = `http://127.0.0.1:${app.match[1]}`;
  let baseUrl = null;
  if (BASE && SECTIONS.includes('pages')) {
    baseApp = await startNode([join(BASE, 'api/dist/main.js')], env, /"url":"http:\/\/localhost:(\d+)"/, BASE);
    baseUrl = `http://127.0.0.1:${baseApp.match[1]}/graphql`;
  }
  await new Promise((r) => setTimeout(r, 3000)); // let start-up work (migrations check, job queue) settle
  const idleRss = rssMiB(app.child.pid);
  if (idleRss > GOALS.idleRssMiB) missed.push('idle RSS');

  const gql = async (query, variables, headers = {}) => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
    return { res, body: await res.json() };
  };

  let pageRows = [];
  if (SECTIONS.includes('pages')) {
    raw = await startNode(['scripts/bench-raw.mjs'], { DATABASE_URL, SESSION_SECRET: secret, PORT: process.env.BENCH_RAW_PORT ?? '0', RAW_MODE: RAW_MODE }, /raw pg \([^)]*\) on (\d+)/);
    const rawBase = `http://127.0.0.1:${raw.match[1]}`;
    // BENCH_RAW_JSON=1 (with the floor): the earlier parse + stringify baseline timed too, a "json raw" row per page
    if (RAW_MODE === 'text' && process.env.BENCH_RAW_JSON === '1') {
      const port = process.env.BENCH_RAW_PORT ? String(Number(process.env.BENCH_RAW_PORT) + 1) : '0';
      rawJson = await startNode(['scripts/bench-raw.mjs'], { DATABASE_URL, SESSION_SECRET: secret, PORT: port, RAW_MODE: 'json' }, /raw pg \([^)]*\) on (\d+)/);
    }
    // PostGraphile 4 (BENCH_PG4, default on): for the pages that carry a `pg4` document
    if (process.env.BENCH_PG4 !== '0' && PAGES.some((p) => p.pg4)) {
      ensurePostgraphile();
      pg4 = await startNode(['scripts/bench-postgraphile.mjs'], { DATABASE_URL, PORT: '0' }, /postgraphile 4 on (\d+)/);
    }
    const signIn = await gql('mutation($i: SignInInput!) { signIn(input: $i) { token } }', { i: { email: 'seed-user-1@seed.poolmates.test', password: 'seed-password-1' } });
    const auth = { authorization: `Bearer ${signIn.body.data.signIn.token}` };
    // the hottest topics (most comments) and the seeded people, the same sequence for both sides
    const client = new pg.Client(DATABASE_URL);
    await client.connect();
    const data = {
      topicIds: (await client.query('select topic_id from comments group by topic_id order by count(*) desc, topic_id limit 100')).rows.map((r) => r.topic_id),
      userIds: (await client.query("select id from users where email like '%@seed.poolmates.test' order by id")).rows.map((r) => r.id),
      // the bench viewer's squads with the most posts (seed --posts writes them there)
      feedTopicIds: (await client.query('select topic_id from posts group by topic_id order by count(*) desc, topic_id limit 20')).rows.map((r) => r.topic_id),
      viewerId: (await client.query("select id from users where email = 'seed-user-1@seed.poolmates.test'")).rows[0].id,
    };
    // BENCH_PG_STATEMENTS=1: pg_stat_statements reset before a timed run and read after it, per request
    if (PG_STATEMENTS) await client.query('create extension if not exists pg_stat_statements');
    const dbName = (await client.query('select current_database() as d')).rows[0].d;
    const stmts = PG_STATEMENTS
      ? {
          reset: () => client.query('select pg_stat_statements_reset()'),
          read: async (n) => {
            const r = await client.query(
              `select regexp_replace(left(query, 300), '\\s+', ' ', 'g') as q, calls::float8 as calls, plans::float8 as plans, total_plan_time as plan, total_exec_time as exec
               from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = $1 and query not like '%pg_stat_statements%' order by total_plan_time + total_exec_time desc`,
              [dbName],
            );
            const per = (k) => r.rows.reduce((a, x) => a + x[k], 0) / Math.max(1, n);
            return { calls: per('calls'), plan: per('plan'), exec: per('exec'), top: r.rows.slice(0, 5).map((x) => ({ q: x.q.slice(0, 110), calls: x.calls / Math.max(1, n), plans: x.plans / Math.max(1, x.calls), plan: x.plan / Math.max(1, x.calls), exec: x.exec / Math.max(1, x.calls) })) };
          },
        }
      : null;
    const stmtRows = [];
    const sides = {
      app: { pid: app.child.pid, url: () => `${base}/graphql` },
      raw: { pid: raw.child.pid, url: (page) => rawBase + page.path },
      ...(baseApp ? { base: { pid: baseApp.child.pid, url: () => baseUrl } } : {}),
      ...(rawJson ? { json: { pid: rawJson.child.pid, url: (page) => `http://127.0.0.1:${rawJson.match[1]}${page.path}` } } : {}),
      ...(pg4 ? { pg4: { pid: pg4.child.pid, url: () => `http://127.0.0.1:${pg4.match[1]}/graphql` } } : {}),
    };
    const allSides = Object.keys(sides);
    /** The sides timed for `page`: PostGraphile 4 only where the page has its document. */
    const sidesOf = (page) => allSides.filter((side) => side !== 'pg4' || page.pg4);
    const ask = async (side, page, i) => {
      const doc = side === 'pg4' ? page.pg4 : page;
      const { status, body } = await postJson(sides[side].url(page), { query: doc.query, variables: doc.variables(i, data) }, page.signedIn ? auth : {});
      return status === 200 && body?.data && !body.errors ? body : null;
    };
    for (const page of PAGES) {
      page.same = true;
      for (let i = 0; i < 3; i++) {
        const [a, b, c] = [await ask('app', page, i), await ask('raw', page, i), baseApp ? await ask('base', page, i) : null];
        const diff = a ? firstDiff(a, b) : 'the app answered an error';
        if (baseApp && (!c || firstDiff(c, b))) console.error(`${page.name}: the base answers differently (request ${i}): ${c ? firstDiff(c, b) : 'an error'}`);
        if (diff) {
          page.same = false;
          console.error(`${page.name}: the answers differ (request ${i}, app ≠ raw) at ${diff}`);
          break;
        }
      }
      // PostGraphile's answers have another shape: checked for errors and a non-empty answer only
      if (pg4 && page.pg4) {
        const { body } = await postJson(sides.pg4.url(page), { query: page.pg4.query, variables: page.pg4.variables(0, data) });
        page.pg4ok = !body?.errors && Object.values(body?.data ?? {})[0] != null;
        if (!page.pg4ok) console.error(`${page.name}: PostGraphile 4 answered ${JSON.stringify(body).slice(0, 400)}`);
      }
      for (const side of sidesOf(page)) await runFor(Math.min(2, SECONDS), CONCURRENCY, sides[side].pid, (i) => ask(side, page, i)); // warm-up
    }
    const runs = new Map(PAGES.map((p) => [p, { app: [], raw: [], base: [], json: [], pg4: [] }]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const page of PAGES) {
        const order = sidesOf(page);
        const turn = order.map((_, k) => order[(k + r) % order.length]); // each side first in turn
        for (const side of turn) {
          await stmts?.reset();
          const run = await runFor(SECONDS, CONCURRENCY, sides[side].pid, (i) => ask(side, page, i));
          runs.get(page)[side].push(run);
          if (stmts) stmtRows.push({ page: page.name, side, round: r + 1, ...(await stmts.read(run.n)) });
        }
      }
      console.log(`round ${r + 1}/${ROUNDS} done`);
    }
    await client.end();
    for (const st of stmtRows) {
      console.log(`pg_stat_statements ${st.page}, ${st.side} (round ${st.round}): ${st.calls.toFixed(2)} statements a request, planning ${st.plan.toFixed(3)} + execution ${st.exec.toFixed(3)} ms a request`);
      if (st.side === 'app' || st.side === 'pg4') for (const x of st.top) console.log(`  ${x.calls.toFixed(2)}× a request, planned at ${(x.plans * 100).toFixed(0)} % of calls, plan ${x.plan.toFixed(3)} exec ${x.exec.toFixed(3)} ms a call: ${x.q}`);
    }
    const med = (xs) => ({ rps: median(xs.map((x) => x.rps)), p50: median(xs.map((x) => x.p50)), p99: median(xs.map((x) => x.p99)), cpu: median(xs.map((x) => x.cpuPerReq)), failures: xs.reduce((s, x) => s + x.failures, 0) });
    pageRows = PAGES.map((page) => {
      const a = med(runs.get(page).app);
      const b = med(runs.get(page).raw);
      const ok = page.same && a.failures === 0 && a.rps >= GOALS.ratio * b.rps && a.p99 <= GOALS.p99x * b.p99;
      if (!ok) missed.push(page.name);
      const g = pg4 && page.pg4 ? med(runs.get(page).pg4) : null;
      if (g && !(page.pg4ok && a.failures === 0 && g.failures === 0 && a.rps >= GOALS.pg4 * g.rps)) missed.push(`${page.name} vs PostGraphile 4`);
      return { page, a, b, ok, c: baseApp ? med(runs.get(page).base) : null, j: rawJson ? med(runs.get(page).json) : null, g };
    });
  }
  const search = SECTIONS.includes('search') ? await topicSearchBench({ base, databaseUrl: DATABASE_URL, appPid: app.child.pid, requests: Math.max(20, Math.round(200 * Number(process.env.BENCH_PATHS_SCALE ?? 1))) }) : null;
  for (const r of search?.results ?? []) if (!r.ok) missed.push(`search ${r.name}`);
  const globalSearch = SECTIONS.includes('global') ? await globalSearchBench({ base, databaseUrl: DATABASE_URL, appPid: app.child.pid, requests: Math.max(20, Math.round(200 * Number(process.env.BENCH_PATHS_SCALE ?? 1))) }) : null;
  for (const r of globalSearch?.results ?? []) if (!r.ok) missed.push(`global search ${r.name}`);
  const paths = SECTIONS.includes('paths') ? await accountPaths(gql, base, Number(process.env.BENCH_PATHS_SCALE ?? 1)) : [];
  for (const p of paths) if (!p.ok) missed.push(p.name);
  const chat = SECTIONS.includes('chat') ? await chatBench(gql, base, Number(process.env.BENCH_PATHS_SCALE ?? 1)) : null;
  if (chat?.fanout.lost) missed.push('chat fan-out');
  const loadedRss = rssMiB(app.child.pid);

  const f = (x, d = 1) => x.toFixed(d);
  console.log(`\n## npm run bench — ${SEED.users} users, ${SEED.topics} topics, ${SEED.comments} comments, ${SEED.posts} feed posts, ${SEED.searchPosts} posts in one topic for search; concurrency ${CONCURRENCY}; ${ROUNDS} interleaved rounds of ${SECONDS} s, medians`);
  if (pageRows.length) {
    const rawName = RAW_MODE === 'text' ? 'floor' : 'raw';
    console.log(`\n### Pages: Poolmates vs hand-written node-postgres${RAW_MODE === 'text' ? ', the floor: node:http sending the JSON text PostgreSQL built, untouched' : ' (its JSON parsed and stringified in Node)'} (goal: ≥ ${GOALS.ratio}× ${rawName} req/s, p99 ≤ ${GOALS.p99x}× ${rawName})\n`);
    console.log(`| page | poolmates req/s | p50 ms | p99 ms | cpu ms/req | ${rawName} req/s | p50 ms | p99 ms | cpu ms/req | req/s ÷ ${rawName} | p99 × ${rawName} | cpu × ${rawName} | goal met? |`);
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { page, a, b, ok, c, j } of pageRows) {
      const why = !page.same ? 'no — answers differ' : a.failures ? `no — ${a.failures} failed requests` : ok ? 'yes' : 'no';
      console.log(
        `| ${page.name} | ${f(a.rps, 0)} | ${f(a.p50)} | ${f(a.p99)} | ${f(a.cpu, 2)} | ${f(b.rps, 0)} | ${f(b.p50)} | ${f(b.p99)} | ${f(b.cpu, 2)} | ${f(a.rps / b.rps, 2)} | ${f(a.p99 / b.p99)} | ${f(a.cpu / b.cpu)} | ${why} |`,
      );
      if (j) console.log(`| ${page.name} (json raw: parse + stringify) | ${f(j.rps, 0)} | ${f(j.p50)} | ${f(j.p99)} | ${f(j.cpu, 2)} | ${f(b.rps, 0)} | ${f(b.p50)} | ${f(b.p99)} | ${f(b.cpu, 2)} | ${f(j.rps / b.rps, 2)} | ${f(j.p99 / b.p99)} | ${f(j.cpu / b.cpu)} | (json raw) |`);
      if (c) console.log(`| ${page.name} (base) | ${f(c.rps, 0)} | ${f(c.p50)} | ${f(c.p99)} | ${f(c.cpu, 2)} | ${f(b.rps, 0)} | ${f(b.p50)} | ${f(b.p99)} | ${f(b.cpu, 2)} | ${f(c.rps / b.rps, 2)} | ${f(c.p99 / b.p99)} | ${f(c.cpu / b.cpu)} | (base) |`);
    }
  }
  const pg4Rows = pageRows.filter((r) => r.g);
  if (pg4Rows.length) {
    console.log(`\n### Pages: Poolmates vs PostGraphile 4 (bench-postgraphile.mjs over the same database, the closest GraphQL: bench-pages.mjs says what differs; goal: ≥ ${GOALS.pg4}× its req/s)\n`);
    console.log('| page | poolmates req/s | p50 ms | p99 ms | cpu ms/req | PostGraphile 4 req/s | p50 ms | p99 ms | cpu ms/req | req/s ÷ PostGraphile 4 | cpu × PostGraphile 4 | goal met? |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { page, a, g } of pg4Rows) {
      const why = !page.pg4ok ? 'no — PostGraphile 4 answered an error' : a.failures || g.failures ? `no — ${a.failures} / ${g.failures} failed requests` : a.rps >= GOALS.pg4 * g.rps ? 'yes' : 'no';
      console.log(`| ${page.name} | ${f(a.rps, 0)} | ${f(a.p50)} | ${f(a.p99)} | ${f(a.cpu, 2)} | ${f(g.rps, 0)} | ${f(g.p50)} | ${f(g.p99)} | ${f(g.cpu, 2)} | ${f(a.rps / g.rps, 2)} | ${f(a.cpu / g.cpu)} | ${why} |`);
    }
  }
  console.log(`\nApp RSS: idle ${f(idleRss, 0)} MiB (goal ≤ ${GOALS.idleRssMiB}: ${idleRss <= GOALS.idleRssMiB ? 'met' : 'MISSED'}), after the load ${f(loadedRss, 0)} MiB`);
  if (search) printSearch(search);
  if (globalSearch) printGlobalSearch(globalSearch);
  if (paths.length) printPaths(paths);
  if (chat) printChat(chat);
} finally {
  await stop(raw?.child);
  await stop(baseApp?.child);
  await stop(rawJson?.child);
  await stop(pg4?.child);
  await stop(app?.child);
  await stop(db?.child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(missed.length ? `\nGoals missed: ${missed.join('; ')}${ENFORCE ? '' : ' (not enforced: BENCH_ENFORCE=1 makes this exit 1)'}` : '\nAll goals met.');
process.exit(ENFORCE && missed.length ? 1 : 0);
