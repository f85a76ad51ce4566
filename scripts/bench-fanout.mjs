#!/usr/bin/env node
// `npm run bench:fanout`: N graphql-ws subscribers (default 1000) of one topic on each of two servers —
// the app and a bare graphql-ws server, open side by side — receive one published event per round,
// the two servers taking turns for FANOUT_ROUNDS rounds (default 9); delivered count, p50/p99
// delivery latency (medians over the rounds after the first) and server heap per connection. Goal: all delivered, p99 ≤ 1.5× the bare
// server's, < 50 KiB heap per connection. Exits 1 when a goal is missed.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const N = Number(process.env.FANOUT_N ?? 1000);
const ROUNDS = Math.max(2, Number(process.env.FANOUT_ROUNDS ?? 9));
const root = fileURLToPath(new URL('..', import.meta.url));

function start(args, env, ready, flags = []) {
  const child = spawn(process.execPath, ['--expose-gc', ...flags, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (c) => reject(new Error(`exited ${c}: ${out.slice(-500)}`)));
  });
}
const heap = async (base) => Number(/nodejs_heap_used_bytes (\d+)/.exec(await (await fetch(`${base}/metrics?gc=1`)).text())[1]);
const pct = (xs, q) => xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** Opens N subscribers of one server; `fire()` publishes one event and resolves with its delivery latencies. */
async function open(name, base, { connectionParams, query, publish }) {
  const before = await heap(base);
  const clients = [];
  let arrivals = [];
  let subscribed = 0;
  for (let i = 0; i < N; i++) {
    const client = createClient({ url: base.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams, lazy: false, retryAttempts: 0, onNonLazyError: () => {} });
    client.subscribe({ query }, { next: () => arrivals.push(performance.now()), error: () => {}, complete: () => {} });
    client.on('connected', () => subscribed++);
    clients.push(client);
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
  }
  while (subscribed < N) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500)); // let every subscribe message land
  const heapPerConnKiB = ((await heap(base)) - before) / N / 1024;
  return {
    name,
    heapPerConnKiB,
    async fire() {
      arrivals = [];
      const sent = await publish();
      const deadline = Date.now() + 15_000;
      while (arrivals.length < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return arrivals.map((t) => t - sent);
    },
    close: () => Promise.all(clients.map((c) => c.dispose())),
  };
}

execFileSync('npm', ['run', 'build', '-w', 'schema', '-w', 'api', '--silent'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'pm-fanout-'));
const app = await start(['api/dist/main.js'], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', DATABASE_URL: '', WS_SOCKETS_PER_PERSON: String(N + 10), WS_CONNECTS_PER_MINUTE: String(N + 10), ADMISSION_PER_PERSON: String(N + 10) }, /"url":"http:\/\/localhost:(\d+)"/,
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the app, written when it exits
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);
const bare = await start(['scripts/bench-bare-ws.mjs'], {}, /bare ws on (\d+)/);
const results = [];
try {
  const gql = async (query, variables, token) =>
    (await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) })).json();
  const reg = await gql('mutation($i: RegisterInput!) { register(input: $i) { token } }', { i: { username: 'fanout', email: 'fanout@example.com', password: 'fanout password 1' } });
  const token = reg.data.register.token;
  const bareSide = await open('bare graphql-ws', bare.base, {
    query: 'subscription { event }',
    publish: async () => {
      const t = performance.now();
      await fetch(`${bare.base}/publish`, { method: 'POST' });
      return t;
    },
  });
  // the app: N connections of one signed-in user, all subscribed to their profile; one update fans out
  const appSide = await open('Poolmates api', app.base, {
    connectionParams: { authToken: token },
    query: 'subscription { viewerUpdated { id bio } }',
    publish: async () => {
      const t = performance.now();
      await gql('mutation { updateProfile(input: { bio: "fan-out" }) { id } }', undefined, token);
      return t;
    },
  });
  // interleaved rounds, one event each side per round; the first round (V8 still compiling either
  // server's paths, as after a deploy) is reported apart, the goal is judged on the medians of the rest
  for (const side of [bareSide, appSide]) results.push({ name: side.name, heapPerConnKiB: side.heapPerConnKiB, rounds: [] });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, side] of [bareSide, appSide].entries()) {
      const lat = await side.fire();
      results[i].rounds.push({ delivered: lat.length, p50: pct(lat, 0.5), p99: pct(lat, 0.99) });
    }
  }
  await Promise.all([bareSide.close(), appSide.close()]);
} finally {
  for (const p of [app, bare]) {
    p.child.kill('SIGTERM');
    await new Promise((r) => p.child.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs) => xs.toSorted((x, y) => x - y)[Math.floor((xs.length - 1) / 2)];
for (const r of results) {
  const steady = r.rounds.slice(1);
  Object.assign(r, { first: r.rounds[0], delivered: Math.min(...r.rounds.map((x) => x.delivered)), p50: median(steady.map((x) => x.p50)), p99: median(steady.map((x) => x.p99)) });
}
const [b, a] = results;
console.log(`\n${N} subscribers, ${ROUNDS} interleaved rounds (one event per server each); p50/p99: medians of rounds 2–${ROUNDS}`);
console.log(`\n| server | delivered (fewest of a round) | first event p99 ms | p50 ms | p99 ms | p99 of each round | heap KiB / connection |`);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.delivered} | ${r.first.p99.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rounds.map((x) => x.p99.toFixed(0)).join(' ')} | ${r.heapPerConnKiB.toFixed(1)} |`);
console.log(`\np99 ÷ bare: ${(a.p99 / b.p99).toFixed(2)} (first event ${(a.first.p99 / b.first.p99).toFixed(2)})`);
const ok = a.delivered === N && a.p99 <= Math.max(1.5 * b.p99, b.p99 + 5) && a.heapPerConnKiB < 50;
console.log(`goal: all delivered, p99 ≤ 1.5× bare, < 50 KiB/connection — ${ok ? 'met' : 'MISSED'}`);
process.exit(ok ? 0 : 1);
