// Helpers of `npm run bench`: child processes, their CPU time and memory from /proc (Linux), and the
// load loops (concurrency workers, each awaiting its request before sending the next).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Kind, print, visit } from 'graphql';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Spawns `node …args` and resolves once a line of its stdout matches `ready` (→ the match). After
 * that its stdout is drained unread: the app logs every request, and a growing buffer in the load
 * generator would cost the bench, not the server, yet skew both sides.
 */
export function startNode(args, env, ready, cwd = root) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        child.off('exit', onExit);
        resolve({ child, match: m });
      }
    };
    const onExit = (c) => reject(new Error(`${args.at(-1)} exited ${c}: ${out.slice(-800)}`));
    child.stdout.on('data', onData);
    child.on('exit', onExit);
  });
}

/**
 * The web app's own GraphQL document `name` (codegen's AST in web/src/gql/graphql.ts), printed back
 * to text: a bench sends exactly what the web sends, and a change in the web is what it measures.
 * `typenames`: `__typename` added to every selection set below the operation's root, as Apollo
 * Client adds it before sending (its addTypenameToDocument).
 */
export function webDocument(name, { typenames = false } = {}) {
  const src = readFileSync(join(root, 'web/src/gql/graphql.ts'), 'utf8');
  const m = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode<`, 'm').exec(src);
  if (!m) throw new Error(`no ${name}Document in web/src/gql/graphql.ts`);
  const doc = JSON.parse(m[1]);
  if (!typenames) return print(doc);
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return print(
    visit(doc, {
      SelectionSet(node, _key, parent) {
        if (parent?.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'))) return undefined;
        return { ...node, selections: [...node.selections, typename] };
      },
    }),
  );
}

// the prober's loop, in a worker thread of its own: the load driver's event loop (a thousand sockets'
// events, the writes' answers) would otherwise delay the asks and the reading of the answers, and
// /healthz would look slower than the server answers it
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let failures = 0;
(async () => {
  while (Atomics.load(workerData.stop, 0) === 0) {
    const t0 = performance.now();
    try {
      const r = await fetch(workerData.url);
      await r.text();
      if (!r.ok) failures++;
    } catch {
      failures++;
    }
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, workerData.everyMs));
  }
  parentPort.postMessage({ times, failures });
})();
`;

/**
 * Asks `url` (a /healthz) every `everyMs` until `stop()` is called, from a worker thread (its own
 * event loop, so a busy load driver does not slow the asks): `stop()` resolves the sorted answer
 * times in ms, p50/p99/max, and `failures` (a failed ask counts its time too). The overload benches
 * run it beside the load: /healthz must answer fast however busy the write path is (issue 27).
 */
// What a workspace page opens (web/src/features: notification-bell, chat-live, incoming-call-popup,
// feed-tab, workspace-page, use-accountability-live, use-squad-live); `after` is "0", the head a
// fresh database's lastChatEventId / feed lastEventId / squadEventId answer. Used by
// bench-squad.mjs and bench-heap.mjs.
export const WORKSPACE_SUBSCRIPTIONS = [
  ['NotificationEvents', () => ({ after: '0' })],
  ['ChatEvents', () => ({ after: '0' })],
  ['IncomingCalls', () => ({ after: '0' })],
  ['TopicPostEvents', (p) => ({ topicId: p.topicId, after: '0' })],
  ['WorkspacePresence', (p) => ({ topicId: p.topicId })],
  ['AccountabilityEvents', (p) => ({ topicId: p.topicId })],
  ['SquadEvents', (p) => ({ topicId: p.topicId, after: '0' })],
].map(([name, vars]) => ({ name, query: webDocument(name), vars }));

export function healthProber(url, everyMs = 20) {
  const stopFlag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(PROBER, { eval: true, workerData: { url, everyMs, stop: stopFlag } });
  const done = new Promise((resolve, reject) => {
    worker.once('message', ({ times, failures }) => {
      times.sort((a, b) => a - b);
      void worker.terminate();
      resolve({ times, failures, n: times.length, p50: pct(times, 0.5), p99: pct(times, 0.99), max: times.at(-1) });
    });
    worker.once('error', reject);
  });
  return {
    stop: () => {
      Atomics.store(stopFlag, 0, 1);
      return done;
    },
  };
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of process `pid` (all its threads) in ms, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state)
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS; // fields 14 utime, 15 stime
}

/** Resident set size of process `pid` in MiB. */
export function rssMiB(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  return kb / 1024;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * POSTs JSON over a kept-alive node:http connection; resolves `{ status, body }` (body parsed).
 * Lighter than fetch: with the load generator on the same 2 cores, a heavy client would cap the
 * raw server's throughput and flatter the ratio.
 */
export function postJson(url, payload, headers = {}, retry = true) {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode, body: null });
        }
      });
      res.on('error', reject);
    });
    // a kept-alive socket the server closed as it idled (its keep-alive timeout, 5 s: a side waits
    // longer while the others are timed) is reused once more: that request is sent again (Node's advice)
    req.on('error', (err) => (retry && req.reusedSocket && err.code === 'ECONNRESET' ? postJson(url, payload, headers, false).then(resolve, reject) : reject(err)));
    req.end(data);
  });
}

export const pct = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** `concurrency` workers call `fn(i)` until `seconds` have passed; CPU of `pid` over the same span. */
export async function runFor(seconds, concurrency, pid, fn) {
  const times = [];
  let i = 0;
  let failures = 0;
  const cpu0 = cpuMs(pid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (!(await fn(i++))) failures++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = cpuMs(pid) - cpu0;
  times.sort((a, b) => a - b);
  return { n: times.length, failures, rps: (times.length / elapsed) * 1000, p50: pct(times, 0.5), p99: pct(times, 0.99), cpuPerReq: cpu / times.length };
}

/** Runs `n` calls of `fn` with `concurrency` in flight; latency percentiles in ms (the account paths). */
export async function runCount(name, n, concurrency, fn) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
    }),
  );
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return { name, n, concurrency, p50: pct(times, 0.5), p95: pct(times, 0.95), rps: (n / total) * 1000 };
}

/** The first place two JSON values differ, as `path: a ≠ b`, or null when they are equal. */
export function firstDiff(a, b, path = '') {
  if (a === b) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDiff(a[k], b[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return `${path || '.'}: ${JSON.stringify(a)?.slice(0, 200)} ≠ ${JSON.stringify(b)?.slice(0, 200)}`;
}

/**
 * Times `app()` against `raw()` sequentially and interleaved (the order alternates each request),
 * `requests` of each after `warmup` paired calls: sorted milliseconds per side and the app's CPU ms
 * a request (`appPid`'s). The search benches compare one query's two answers this way.
 */
export async function interleaved({ app, raw, appPid, requests, warmup }) {
  for (let i = 0; i < warmup; i++) await Promise.all([app(), raw()]);
  const times = { app: [], raw: [] };
  let appCpu = 0;
  for (let i = 0; i < requests; i++) {
    for (const side of i % 2 ? ['raw', 'app'] : ['app', 'raw']) {
      const c0 = side === 'app' ? cpuMs(appPid) : 0;
      const t0 = performance.now();
      await (side === 'app' ? app() : raw());
      times[side].push(performance.now() - t0);
      if (side === 'app') appCpu += cpuMs(appPid) - c0;
    }
  }
  times.cpu = appCpu / requests;
  for (const side of ['app', 'raw']) times[side].sort((x, y) => x - y);
  return times;
}
