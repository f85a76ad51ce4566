#!/usr/bin/env node
// `npm run lighthouse` (issue 28 item 10, decision 063): Lighthouse 12's mobile preset (simulated
// slow 4G, 4× CPU) on the built app with the demo data — the landing page, home (/homepage), a
// squad's workspace and its Timeline tab, signed in as a demo user. Builds nothing: run
// `npm run build` first. Prints a table (median of the runs), writes it to
// docs/perf/lighthouse-<date>.md and exits 1 when a page misses a goal (0 with --report-only, which
// CI uses to print the scores without failing on them; a crash exits 3 either way).
//
//   npm run lighthouse [-- --runs 3] [--no-write] [--report-only] [--only workspace[,home…]] [--save <dir for the full reports>]
//   npm run lighthouse -- --ab <distA>,<distB> [--runs 3] [--only workspace]: an interleaved A/B of two
//   built web apps (A, B, A, B, … on one server, which reads web/dist through a symlink swapped between
//   runs): each run's figures and Lighthouse's CPU benchmark index, then the medians a side
//   and how many pairs B won (decision 096). Writes nothing, fails on nothing.
//   env: LIGHTHOUSE_PORT (server, default 4400), CHROMIUM_PATH (default /usr/bin/chromium)
//
// The server is `node api/dist/main.js` on a fresh embedded PostgreSQL (like e2e/playwright.config.ts)
// with NODE_ENV=development, which seeds the demo users and demo pools (api/src/seed.ts). The
// session is the sign-in's cookies, sent with every request through Lighthouse's extraHeaders
// (Lighthouse resets the browser's storage, cookies included, before each page).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' }, 'no-write': { type: 'boolean', default: false }, 'report-only': { type: 'boolean', default: false }, only: { type: 'string' }, save: { type: 'string' }, ab: { type: 'string' } } });
const runs = Math.max(1, Number(args.runs) || 1);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4400);
const base = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Issue 28 item 10: every page. */
const GOALS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
/** The demo user (api/src/seed.ts) and the demo pool whose squad has started (a timeline in progress). */
const DEMO = { email: 'asha@demo.poolmates.test', password: 'learn-together-1', pool: 'Spanish A2, together' };

for (const built of ['web/dist/index.html', 'api/dist/main.js']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first`);
    process.exit(2);
  }
}
if (!existsSync(chromium)) {
  console.error(`no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
  process.exit(2);
}

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'pm-lighthouse-'));
/** --ab: the two dists, and the symlink the server reads as its web/dist (swapped before each run). */
const ab = args.ab ? args.ab.split(',').map((d) => resolve(d)) : null;
if (ab && (ab.length !== 2 || ab.some((d) => !existsSync(join(d, 'index.html'))))) {
  console.error('--ab wants two built web dists, comma-separated');
  process.exit(2);
}
const webLink = join(dataDir, 'web-dist');
function useDist(dir) {
  const next = `${webLink}.next`;
  rmSync(next, { force: true });
  symlinkSync(dir, next);
  renameSync(next, webLink);
}
if (ab) useDist(ab[0]);
const server = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, ...(ab ? { WEB_DIST: webLink } : {}), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome = null;
const profile = mkdtempSync(join(tmpdir(), 'pm-lighthouse-chrome-'));

async function stop() {
  chrome?.kill('SIGTERM');
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // SIGTERM: the server drains and stops its embedded PostgreSQL (which runs detached)
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
// a crash (an unhandled rejection inside Lighthouse under load) still stops the server, which then
// stops its PostgreSQL, and Chromium: nothing is left running
process.on('exit', () => {
  chrome?.kill('SIGTERM');
  if (server.exitCode === null) server.kill('SIGTERM');
});
// SIGINT (Ctrl-C) and SIGTERM (CI's `timeout`): the server and its PostgreSQL stop before we exit
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop().then(() => process.exit(130)));

async function waitFor(what, check, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) while waiting for ${what}`);
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function gql(query, variables, cookie) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0].message}`);
  return { data: body.data, cookies: res.headers.getSetCookie() };
}

/** The demo user's session cookies and the started demo squad's topic id. */
async function signIn() {
  const { cookies } = await gql('mutation($input: SignInInput!) { signIn(input: $input) { status } }', { input: { email: DEMO.email, password: DEMO.password } });
  const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('the sign-in set no cookie');
  // demo pools are written right after the demo users, at start: wait for them
  const topicId = await waitFor('the demo pools', async () => {
    const { data } = await gql('{ myActivePools(first: 5) { edges { node { id topic } } } }', {}, cookie);
    return data.myActivePools.edges.find((e) => e.node.topic === DEMO.pool)?.node.id;
  }, 30_000);
  return { cookie, topicId };
}

/** Chromium, headless, on a free debugging port (read from its DevToolsActivePort file). */
async function launchChrome() {
  chrome = spawn(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], { stdio: 'ignore' });
  const file = join(profile, 'DevToolsActivePort');
  return waitFor('Chromium', () => (existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) || 0 : 0), 30_000);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Lighthouse's own trace failures ("Something went wrong with recording the trace… Please run
 * Lighthouse again": NO_NAVSTART, NO_FCP, …) say nothing about the page: such a run is made again,
 * at most twice, and said so. Any other runtime error still ends the audit.
 */
const RERUN = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT', 'NO_DCL', 'NO_LCP']);

async function audit(debugPort, url, cookie, saveAs, attempt = 1) {
  try {
    return await auditOnce(debugPort, url, cookie, saveAs);
  } catch (e) {
    if (attempt > 2 || !RERUN.has(e.code)) throw e;
    console.log(`${url}: ${e.code} (Lighthouse's trace), run again`);
    return audit(debugPort, url, cookie, saveAs, attempt + 1);
  }
}

async function auditOnce(debugPort, url, cookie, saveAs) {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw Object.assign(new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
  const a = lhr.audits;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    fcpMs: a['first-contentful-paint'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const fmt = {
  score: (v) => String(v),
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  fcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
};
const misses = (r) => [
  r.score < GOALS.score && 'score',
  r.lcpMs > GOALS.lcpMs && 'LCP',
  r.tbtMs > GOALS.tbtMs && 'TBT',
  r.cls > GOALS.cls && 'CLS',
].filter(Boolean);

/** --ab: A then B `runs` times a page (B first on odd pairs), one line a run, then the medians a side. */
async function abRuns(debugPort, pages) {
  const keys = ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'benchmarkIndex'];
  const line = (r) => `${r.score} | ${fmt.lcpMs(r.lcpMs)} | ${fmt.tbtMs(r.tbtMs)} | ${fmt.cls(r.cls)} | ${fmt.fcpMs(r.fcpMs)} | ${Math.round(r.benchmarkIndex)}`;
  console.log('| page | pair | side | performance | LCP | TBT | CLS | FCP | benchmark index |\n|---|---|---|---|---|---|---|---|---|');
  const summary = [];
  for (const p of pages) {
    const sides = [[], []];
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const side of order) {
        useDist(ab[side]);
        const r = await audit(debugPort, `${base}${p.path}`, p.cookie, args.save ? join(args.save, `${p.name.replace(/ /g, '-')}-${'AB'[side]}${i + 1}.json`) : null);
        if (!r.finalUrl.endsWith(p.path)) throw new Error(`${p.path} ended on ${r.finalUrl}: was the session refused?`);
        sides[side][i] = r;
        console.log(`| ${p.name} | ${i + 1} | ${'AB'[side]} | ${line(r)} |`);
      }
    }
    const med = sides.map((rs) => Object.fromEntries(keys.map((k) => [k, median(rs.map((r) => r[k]))])));
    const wins = (k, better) => sides[1].filter((r, i) => better(r[k], sides[0][i][k])).length;
    summary.push(`| ${p.name} | ${line(med[0])} | ${line(med[1])} | ${wins('score', (b, a) => b > a)}/${runs} | ${wins('lcpMs', (b, a) => b < a)}/${runs} | ${wins('tbtMs', (b, a) => b < a)}/${runs} |`);
  }
  console.log(`\nmedians (A: ${ab[0]}, B: ${ab[1]}):\n| page | A performance | LCP | TBT | CLS | FCP | bench | B performance | LCP | TBT | CLS | FCP | bench | B wins score | LCP | TBT |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n${summary.join('\n')}`);
}

let failed = false;
let crashed = false;
try {
  await waitFor('the server', async () => (await fetch(`${base}/readyz`)).ok, 90_000);
  const { cookie, topicId } = await signIn();
  const debugPort = await launchChrome();
  const pages = [
    { name: 'landing', path: '/', cookie: null },
    { name: 'home', path: '/homepage', cookie },
    { name: 'workspace', path: `/homepage/active/${topicId}`, cookie },
    { name: 'timeline tab', path: `/homepage/active/${topicId}/timeline`, cookie },
  ];
  const rows = [];
  if (args.save) mkdirSync(args.save, { recursive: true });
  const benchmarks = [];
  if (ab) {
    await abRuns(debugPort, pages.filter((q) => !args.only || args.only.split(',').some((o) => q.name.startsWith(o))));
    throw Object.assign(new Error('done'), { done: true });
  }
  for (const p of pages.filter((q) => !args.only || args.only.split(',').some((o) => q.name.startsWith(o)))) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const saveAs = args.save ? join(args.save, `${p.name.replace(/ /g, '-')}-${i + 1}.json`) : null;
      results.push(await audit(debugPort, `${base}${p.path}`, p.cookie, saveAs));
    }
    benchmarks.push(...results.map((r) => r.benchmarkIndex));
    if (!results[0].finalUrl.endsWith(p.path)) throw new Error(`${p.path} ended on ${results[0].finalUrl}: was the session refused?`);
    const row = { name: p.name, path: p.path.replace(topicId, '{id}') };
    for (const k of ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs']) row[k] = median(results.map((r) => r[k]));
    row.spread = runs > 1 ? `${Math.min(...results.map((r) => r.score))}–${Math.max(...results.map((r) => r.score))}` : '';
    row.misses = misses(row);
    rows.push(row);
    console.log(`${p.name}: ${row.score} (LCP ${fmt.lcpMs(row.lcpMs)}, TBT ${fmt.tbtMs(row.tbtMs)}, CLS ${fmt.cls(row.cls)})`);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const commit = await new Promise((resolve) => {
    const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: root });
    let out = '';
    git.stdout.on('data', (d) => (out += d));
    git.on('close', () => resolve(out.trim() || 'unknown'));
  });
  const table = [
    `| page | path | performance${runs > 1 ? ' (runs)' : ''} | LCP | TBT | CLS | FCP | goals missed |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | \`${r.path}\` | ${r.score}${r.spread ? ` (${r.spread})` : ''} | ${fmt.lcpMs(r.lcpMs)} | ${fmt.tbtMs(r.tbtMs)} | ${fmt.cls(r.cls)} | ${fmt.fcpMs(r.fcpMs)} | ${r.misses.join(', ') || '—'} |`),
  ].join('\n');
  const bench = `Lighthouse's CPU benchmark index ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))} (a desktop of the preset's kind reads ~1000–2000; lower is slower)`;
  console.log(`\n${table}\n\n${runs} run(s) a page (median), ${seconds} s in all; ${bench}`);
  failed = rows.some((r) => r.misses.length > 0);
  if (!args['no-write']) {
    const date = new Date().toISOString().slice(0, 10);
    mkdirSync(join(root, 'docs/perf'), { recursive: true });
    let file = join(root, `docs/perf/lighthouse-${date}.md`);
    for (let n = 2; existsSync(file); n++) file = join(root, `docs/perf/lighthouse-${date}-${n}.md`);
    writeFileSync(
      file,
      `## Lighthouse, mobile preset — ${date} (${commit}), \`npm run lighthouse -- --runs ${runs}\`\n\n` +
        `Lighthouse 12, default (mobile) config: simulated slow 4G and 4× CPU slowdown, Chromium headless; the built app on a fresh database with the demo data, signed in as ${DEMO.email}; the workspace is the "${DEMO.pool}" squad. Goals (issue 28 item 10): performance ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}. Simulated CPU times scale what this machine observed, so a busy machine reads slower. ${bench}; load average at the end: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}; ${seconds} s in all.\n\n${table}\n`,
    );
    console.log(`written to ${file.slice(root.length)}`);
  }
} catch (err) {
  if (!err?.done) {
    console.error(err);
    crashed = true;
  }
} finally {
  await stop();
}
process.exit(crashed ? 3 : failed && !args['report-only'] ? 1 : 0);
