#!/usr/bin/env node
// App CPU per write and per delivered socket message, A/B (decisions 093, 095; not in `npm test`, run after
// `npm run build -w schema -w api`). DISTS: comma-separated built api dirs, e.g. a base build copied to
// api/dist-a (`cp -r api/dist api/dist-a` before the change) and api/dist; each is started on its own
// embedded PostgreSQL with C sockets of one person × S subscriptions of viewerUpdated (three selections,
// one of them viewer-dependent); then ROUNDS rounds of K sequential profile writes, the builds taking
// turns (A, B, A, B…), each write waited for until all C × S messages arrived. CPU from /proc
// (utime + stime of the app process only); round 1 is warm-up and left out. MEM=1: the app runs with
// --expose-gc and the heap used after a full collection (/metrics?gc=1) is printed before the sockets
// connect, once they are subscribed, and after the rounds (decision 095).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
const root = fileURLToPath(new URL('..', import.meta.url));
const C = Number(process.env.C ?? 200), S = Number(process.env.S ?? 3), K = Number(process.env.K ?? 40), ROUNDS = Number(process.env.ROUNDS ?? 6);
const dists = (process.env.DISTS ?? 'api/dist-a,api/dist').split(',');
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; }; // ms (CLK_TCK 100)
function start(dist, i) {
  const dataDir = mkdtempSync(join(tmpdir(), `pm-fanab-${i}-`));
  const child = spawn(process.execPath, [...(process.env.MEM ? ['--expose-gc'] : []), ...(process.env.PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF}/${i}`] : []), `${dist}/main.js`], { cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', DATABASE_URL: '', WS_SOCKETS_PER_PERSON: String(C + 10), WS_CONNECTS_PER_MINUTE: String(C + 10), ADMISSION_PER_PERSON: String(C * S + 10) }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => { out += d; const m = /"url":"http:\/\/localhost:(\d+)"/.exec(out); if (m) resolve({ child, dataDir, dist, base: `http://127.0.0.1:${m[1]}` }); });
    child.on('exit', (c) => reject(new Error(`exited ${c}: ${out.slice(-800)}`)));
  });
}
const sides = [];
for (const [i, d] of dists.entries()) sides.push(await start(d, i));
const gql = async (base, query, variables, token) => (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) })).json();
const heap = async (base) => { const t = await (await fetch(`${base}/metrics?gc=1`)).text(); return Number(/nodejs_heap_used_bytes (\d+)/.exec(t)[1]) / 1048576; };
const queries = ['subscription { viewerUpdated { id bio } }', 'subscription { viewerUpdated { id bio firstName email createdAt } }', 'subscription A { viewerUpdated { id bio } }'];
for (const side of sides) {
  const reg = await gql(side.base, 'mutation($i: RegisterInput!) { register(input: $i) { token } }', { i: { username: 'fanab', email: 'fanab@example.com', password: 'fanout password 1' } });
  side.token = reg.data.register.token;
  side.got = 0; side.frames = []; side.clients = [];
  if (process.env.MEM) side.heap = [await heap(side.base)];
  let acked = 0;
  for (let c = 0; c < C; c++) {
    const client = createClient({ url: side.base.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: side.token }, lazy: false, retryAttempts: 0, onNonLazyError: (e) => console.error('conn', e) });
    for (let s = 0; s < S; s++) client.subscribe({ query: queries[s % queries.length] }, { next: (v) => { side.got++; if (side.frames.length < 6) side.frames.push(JSON.stringify(v)); }, error: (e) => console.error('sub', JSON.stringify(e)), complete: () => {} });
    client.on('connected', () => acked++);
    side.clients.push(client);
    // past 50 sockets awaiting connection_init from one address the app refuses one (1013)
    if (c % 20 === 19) while (acked < c + 1) await new Promise((r) => setTimeout(r, 20));
  }
  while (acked < C) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 1500));
  if (process.env.MEM) side.heap.push(await heap(side.base));
  side.rounds = [];
}
let n = 0;
for (let r = 0; r < ROUNDS; r++) for (const side of sides) {
  const c0 = cpu(side.child.pid); side.got = 0;
  for (let k = 0; k < K; k++) {
    const want = side.got + C * S;
    await gql(side.base, 'mutation($b: String!) { updateProfile(input: { bio: $b }) { id } }', { b: `fan-out ${n++}` }, side.token);
    const dl = Date.now() + 10000;
    while (side.got < want && Date.now() < dl) await new Promise((res) => setTimeout(res, 2));
  }
  const ms = cpu(side.child.pid) - c0;
  side.rounds.push({ ms, delivered: side.got });
}
if (process.env.MEM) for (const side of sides) side.heap.push(await heap(side.base));
for (const side of sides) {
  const steady = side.rounds.slice(1);
  const per = steady.map((x) => (x.ms / K));
  const perMsg = steady.map((x) => (x.ms * 1000) / x.delivered);
  console.log(`${side.dist}: C=${C} S=${S} K=${K}; delivered/round ${steady.map((x) => x.delivered).join(' ')}; CPU ms/write ${per.map((x) => x.toFixed(1)).join(' ')}; µs/delivered ${perMsg.map((x) => x.toFixed(0)).join(' ')} median ${perMsg.toSorted((a, b) => a - b)[Math.floor((perMsg.length - 1) / 2)].toFixed(0)}`);
  if (process.env.MEM) console.log(`  heap used after gc, MiB: before sockets ${side.heap[0].toFixed(1)}, subscribed ${side.heap[1].toFixed(1)} (+${(side.heap[1] - side.heap[0]).toFixed(1)}), after the rounds ${side.heap[2].toFixed(1)}`);
  console.log('  sample', side.frames.slice(0, 3).join(' | '));
}
for (const side of sides) { await Promise.all(side.clients.map((c) => c.dispose())); side.child.kill('SIGTERM'); await new Promise((r) => side.child.once('exit', r)); rmSync(side.dataDir, { recursive: true, force: true }); }
process.exit(0);
