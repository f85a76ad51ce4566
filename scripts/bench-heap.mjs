#!/usr/bin/env node
// `node scripts/bench-heap.mjs` (issue 27, decision 085): the api's retained heap per socket and the
// garbage collections a fixed write load costs. Seeds SQUADS squads of 5 (default 200 = 1,000 people)
// on a fresh embedded PostgreSQL as bench-squad.mjs does, starts the BUILT api (api/dist; `npm run
// build` first) with the inspector on a free port and `--trace-gc`, then opens sockets in steps
// (STEPS, default 0,250,500,1000) each with the web's 7 workspace subscriptions; after each step it
// forces a full GC through the inspector (HeapProfiler.collectGarbage, twice) and reads
// process.memoryUsage() and v8.getHeapStatistics() in the app. HEAP_SNAPSHOT_AT=500 writes a heap
// snapshot there (the path is printed; open it in Chrome DevTools or read it with a script).
// Then WRITES sequential writes (default 2,000, half posts, half chat messages to a squad mate) with
// every socket open: the app's CPU ms (/proc) and, from --trace-gc, the count and pause sum of
// scavenges and mark-compacts (incremental marking steps included) over exactly that phase.
// BENCH_APP_DIST: the api build to run (default api/dist; a base build kept aside for A/B). BENCH_NODE_FLAGS: extra node flags for the app (A/B: `--max-semi-space-size=32`).
import { spawn, execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { cpuMs, root, startNode, stop, WORKSPACE_SUBSCRIPTIONS } from './bench-lib.mjs';

const SQUADS = Number(process.env.SQUADS ?? 200);
const STEPS = (process.env.STEPS ?? '0,250,500,1000').split(',').map(Number);
const WRITES = Number(process.env.WRITES ?? 2000);
const SNAP_AT = process.env.HEAP_SNAPSHOT_AT ? Number(process.env.HEAP_SNAPSHOT_AT) : null;
const FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const tsNode = ['--conditions=source', '--import', '@oxc-node/core/register'];
const SUBS = WORKSPACE_SUBSCRIPTIONS;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function postJson(url, payload, headers) {
  const data = JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', (err) => resolve({ status: 0, text: String(err) }));
    req.end(data);
  });
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function inspector(url) {
  const ws = new WebSocket(url, { maxPayload: 1 << 30 });
  await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
  let id = 0;
  const waiting = new Map();
  ws.on('message', (m) => {
    const msg = JSON.parse(m.toString());
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const n = ++id;
      waiting.set(n, resolve);
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  const evaluate = async (expression) => {
    const r = await call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.result?.exceptionDetails) throw new Error(JSON.stringify(r.result.exceptionDetails).slice(0, 400));
    return r.result?.result?.value;
  };
  return { call, evaluate, close: () => ws.close() };
}

/** --trace-gc lines of the app: kind, pause ms (main-thread pause + incremental marking steps). */
const gcLog = [];
/** The raw --trace-gc lines of the write phase (GC_LOG: written to that file). */
const gcLines = [];
let gcCounting = false;
function onAppOut(chunk) {
  if (!gcCounting) return;
  for (const line of chunk.toString().split('\n')) {
    if (/ms: (Scavenge|Mark|Minor)/.test(line)) gcLines.push(line);
    const m = /ms: (Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep|Mark-Compact \(reduce\))[^,]*,.*?([\d.]+) \/ ([\d.]+) ms(?: +\(\+ ([\d.]+) ms in \d+ steps)?/.exec(line);
    if (m) gcLog.push({ kind: m[1].startsWith('Scavenge') || m[1].startsWith('Minor') ? 'young' : 'old', pause: Number(m[2]), steps: Number(m[4] ?? 0) });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'pm-heap-'));
const secret = randomBytes(32).toString('hex');
let db, app, sql, insp;
const clients = [];
try {
  db = await startNode([...tsNode, 'api/src/scripts/dev-db.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' }, /DATABASE_URL=(\S+)/);
  const DATABASE_URL = db.match[1];
  execFileSync(process.execPath, [...tsNode, 'api/src/scripts/seed.ts', '--users', '1', '--topics', '0', '--comments', '0'], { cwd: root, env: { ...process.env, DATABASE_URL }, stdio: 'inherit' });
  sql = new pg.Client(DATABASE_URL);
  await sql.connect();
  const people = SQUADS * 5;
  const { rows: [{ before }] } = await sql.query('select coalesce(max(id), 0)::int as before from users');
  await sql.query(
    `insert into users (username, username_key, email, password_hash, email_verified, first_name, status, onboarding_step, timezone, created_at, updated_at)
     select 'squad_' || g, 'squad_' || g, 'squad-' || g || '@squad.bench.test', (select password_hash from users order by id limit 1), true, 'Squad' || g, 'ACTIVE', 'DONE', 'UTC', now(), now()
     from generate_series(1, $1) g`, [people]);
  const { rows: users } = await sql.query('select id from users where id > $1 order by id', [before]);
  const { rows: [{ tBefore }] } = await sql.query('select coalesce(max(id), 0)::int as "tBefore" from topics');
  const owners = Array.from({ length: SQUADS }, (_, k) => users[k * 5].id);
  await sql.query(
    `insert into topics (owner_id, category_id, your_name, title, description, squad_size, duration_days, starts_at, ends_at, timezone, created_at)
     select x.u, (select min(id) from categories), 'Squad', 'Squad day ' || x.g, 'A 30-day plan.', 5, 30, now() - interval '1 day', now() + interval '29 days', 'UTC', now() - interval '2 days'
     from unnest($1::int[]) with ordinality as x(u, g) order by x.g`, [owners]);
  const { rows: topics } = await sql.query('select id, owner_id from topics where id > $1', [tBefore]);
  const topicOf = new Map(topics.map((t) => [t.owner_id, t.id]));
  const squadTopics = owners.map((o) => topicOf.get(o));
  const memberRows = users.map((u, i) => [squadTopics[Math.floor(i / 5)], u.id]).filter((_, i) => i % 5 !== 0);
  await sql.query("insert into topic_members (topic_id, user_id, joined_at) select t, u, now() - interval '1 day' from unnest($1::int[], $2::int[]) as x(t, u)", [memberRows.map((r) => r[0]), memberRows.map((r) => r[1])]);
  const persons = users.map((u, i) => ({ i, id: String(u.id), topicId: String(squadTopics[Math.floor(i / 5)]), squad: Math.floor(i / 5), token: randomBytes(32).toString('base64url') }));
  await sql.query(`insert into sessions (token_hash, user_id, created_at, last_used_at, expires_at) select h, u, now(), now(), now() + interval '30 days' from unnest($1::text[], $2::int[]) as x(h, u)`,
    [persons.map((p) => createHmac('sha256', secret).update(p.token).digest('hex')), persons.map((p) => Number(p.id))]);
  await sql.query(`insert into reminder_settings (user_id, topic_id, check_in_reminder, check_in_time, missed_day_reminder, email, time_zone)
    select s.user_id, s.topic_id, false, '09:00', false, false, t.timezone
    from (select owner_id as user_id, id as topic_id from topics union select user_id, topic_id from topic_members) s join topics t on t.id = s.topic_id
    on conflict (user_id, topic_id) do update set check_in_reminder = false, missed_day_reminder = false, email = false`);
  await sql.query(`insert into digest_settings (user_id, frequency, updated_at) select id, 'OFF', now() from users on conflict (user_id) do update set frequency = 'OFF'`);

  // the app, with its inspector on a free port (its URL on stderr) and --trace-gc (on stdout)
  const env = { ...process.env, DATABASE_URL, SESSION_SECRET: secret, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' };
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '--trace-gc', ...FLAGS, `${process.env.BENCH_APP_DIST ?? 'api/dist'}/main.js`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  app = { child };
  const [port, inspUrl] = await new Promise((resolve, reject) => {
    let out = '', err = '';
    let url = null, port = null;
    const done = () => url && port && resolve([port, url]);
    child.stderr.on('data', (d) => { err += d; const m = /(ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(err); if (m) url = m[1]; done(); });
    child.stdout.on('data', (d) => { out += d; onAppOut(d); const m = /"url":"http:\/\/localhost:(\d+)"/.exec(out); if (m) port = m[1]; if (out.length > 1e6) out = out.slice(-1e5); done(); });
    child.on('exit', (c) => reject(new Error(`api exited ${c}: ${err.slice(-800)} ${out.slice(-800)}`)));
  });
  insp = await inspector(inspUrl);
  const base = `http://127.0.0.1:${port}`;
  const measure = async () => {
    await sleep(2000);
    await insp.call('HeapProfiler.enable');
    await insp.call('HeapProfiler.collectGarbage');
    await insp.call('HeapProfiler.collectGarbage');
    return insp.evaluate(`(() => { const v8 = process.getBuiltinModule('v8'); const m = process.memoryUsage(); const h = v8.getHeapStatistics(); return { heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, rss: m.rss, usedHeap: h.used_heap_size, heapLimit: h.heap_size_limit, spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size])) }; })()`);
  };
  /** The operations open on the app's sockets (its /metrics). */
  const opsOpen = async () => /poolmates_ws_operations (\d+)/.exec(await new Promise((r) => request(`${base}/metrics`, (res) => { let t = ''; res.on('data', (d) => (t += d)); res.on('end', () => r(t)); }).on('error', () => r('')).end()))?.[1];
  const results = [];
  let open = 0;
  const connectUpTo = async (n) => {
    const connected = new Set();
    let subscribed = 0;
    const start = open;
    for (; open < n; open++) {
      const p = persons[open];
      const client = createClient({ url: base.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: p.token }, lazy: false, retryAttempts: 20, shouldRetry: () => true });
      client.on('connected', () => connected.add(p.i));
      for (const s of SUBS) {
        const variables = s.vars(p);
        const go = (attempt) => client.subscribe({ query: s.query, variables }, {
          next: (v) => { if (v.data && variables.after !== undefined) { const e = Object.values(v.data)[0]; if (e?.id && /^\d+$/.test(e.id)) variables.after = e.id; } },
          error: (err) => { const code = Array.isArray(err) ? err[0]?.extensions?.code : undefined; if ((code === 'UNAVAILABLE' || code === 'RATE_LIMITED') && attempt < 12) setTimeout(() => go(attempt + 1), Math.min(5000, 100 * 2 ** attempt) * (0.5 + Math.random())); },
          complete: () => {},
        });
        go(0);
        subscribed++;
      }
      clients.push(client);
      if (open % 50 === 49) await sleep(50);
    }
    const deadline = Date.now() + 600_000;
    while (connected.size < n - start && Date.now() < deadline) await sleep(100);
    // every subscribe lands (admission refuses some and the client retries them with backoff): wait
    // until the app counts 7 operations a socket, or 90 s
    const until = Date.now() + 90_000;
    while (Date.now() < until && Number((await opsOpen()) ?? 0) < n * SUBS.length) await sleep(1000);
  };
  let prev = null;
  for (const n of STEPS) {
    await connectUpTo(n);
    const m = await measure();
    const ops = await opsOpen();
    results.push({ sockets: n, ...m, ops });
    console.log(`${n} sockets (operations ${ops ?? '?'}): heap used ${(m.heapUsed / 1e6).toFixed(1)} MB (old ${(m.spaces.old_space / 1e6).toFixed(1)}, code ${(m.spaces.code_space / 1e6).toFixed(1)}, large ${(m.spaces.large_object_space / 1e6).toFixed(1)}), external ${(m.external / 1e6).toFixed(1)} MB, rss ${(m.rss / 1e6).toFixed(1)} MB` +
      (prev && n > prev.sockets ? `; per socket since ${prev.sockets}: ${Math.round((m.heapUsed - prev.heapUsed) / (n - prev.sockets))} B heap, ${Math.round((m.external - prev.external) / (n - prev.sockets))} B external` : ''));
    prev = { sockets: n, heapUsed: m.heapUsed, external: m.external };
    if (SNAP_AT === n) {
      const path = join(tmpdir(), `pm-heap-${n}-${Date.now()}.heapsnapshot`);
      await insp.evaluate(`process.getBuiltinModule('v8').writeHeapSnapshot(${JSON.stringify(path)})`);
      console.log(`heap snapshot: ${path}`);
    }
  }
  const first = results.find((r) => r.sockets === 0), last = results.at(-1);
  if (first && last.sockets > 0) console.log(`retained per socket (0 → ${last.sockets}): ${Math.round((last.heapUsed - first.heapUsed) / last.sockets)} B heap (${Math.round((last.heapUsed - first.heapUsed) / Number(last.ops || 1))} B an open operation, ${last.ops} open), ${Math.round((last.external - first.external) / last.sockets)} B external`);

  if (WRITES > 0) {
    const POST = 'mutation($topicId: ID!, $html: String, $clientId: String) { createPost(topicId: $topicId, html: $html, clientId: $clientId) { id } }';
    const CHAT = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id conversationId } }';
    const order = persons.map((p) => p.i).sort(() => Math.random() - 0.5);
    await insp.call('HeapProfiler.collectGarbage');
    await sleep(1000);
    gcLog.length = 0;
    gcCounting = true;
    const cpu0 = cpuMs(child.pid);
    const t0 = performance.now();
    let errors = 0;
    for (let k = 0; k < WRITES; k++) {
      const p = persons[order[k % people]];
      const auth = { authorization: `Bearer ${p.token}` };
      const r = k % 2
        ? await postJson(`${base}/graphql`, { query: CHAT, variables: { i: { toUserId: persons[p.squad * 5 + ((p.i % 5) + 1 + (k % 4)) % 5].id, clientId: `hp-${k}`, text: `On page ${k % 200}, you?` } } }, auth)
        : await postJson(`${base}/graphql`, { query: POST, variables: { topicId: p.topicId, html: `<p>Day ${k % 30}: read chapter ${k % 40}.</p>`, clientId: `hp-${k}` } }, auth);
      if (r.status !== 200 || r.text.includes('"errors"')) errors++;
    }
    await sleep(1500); // the last deliveries
    gcCounting = false;
    const cpu = cpuMs(child.pid) - cpu0;
    if (process.env.GC_LOG) writeFileSync(process.env.GC_LOG, gcLines.join('\n') + '\n');
    const sum = (kind, f) => gcLog.filter((g) => g.kind === kind).reduce((s, g) => s + f(g), 0);
    const young = gcLog.filter((g) => g.kind === 'young').length, old = gcLog.filter((g) => g.kind === 'old').length;
    console.log(`${WRITES} sequential writes with ${open} sockets in ${((performance.now() - t0) / 1000).toFixed(1)} s (errors ${errors}): app CPU ${cpu.toFixed(0)} ms (${(cpu / WRITES).toFixed(2)} ms a write); ` +
      `scavenges ${young} (${sum('young', (g) => g.pause).toFixed(0)} ms), mark-compacts ${old} (${sum('old', (g) => g.pause).toFixed(0)} ms pause + ${sum('old', (g) => g.steps).toFixed(0)} ms incremental steps); GC total ${(sum('young', (g) => g.pause) + sum('old', (g) => g.pause + g.steps)).toFixed(0)} ms; flags: ${FLAGS.join(' ') || '(none)'}; load ${execFileSync('cat', ['/proc/loadavg']).toString().trim()}`);
  }
} finally {
  for (const c of clients) void c.dispose();
  insp?.close();
  await sql?.end();
  await stop(app?.child);
  await stop(db?.child);
  rmSync(dataDir, { recursive: true, force: true });
}
