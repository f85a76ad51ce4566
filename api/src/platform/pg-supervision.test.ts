import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@poolmates/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, REGISTER } from '../../test/factories.js';
import { TestClient } from '../../test/harness.js';
import { freePort } from './embedded-postgres.js';

/**
 * Issue 10: the embedded PostgreSQL killed under a write load. The real entry point (`main.ts`)
 * runs as a child process with its own embedded cluster, so its logs, its exit code and its
 * health answers are what an operator would see. PG_KILL_REPORT=1 prints the figures.
 */
const api = join(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ADD = 'mutation($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }';

let dir: string;
let server: ChildProcess;
let exited: Promise<number | null>;
const lines: { at: number; line: string }[] = [];
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pm-pg-kill-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--conditions=source', '--import', '@oxc-node/core/register', 'src/main.ts'], {
    cwd: api,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'info', SESSION_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout!, server.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const line of parts) lines.push({ at: Date.now(), line });
    });
  }
  exited = new Promise((res) => server.on('exit', (code) => res(code)));
  const ready = () => lines.some((l) => l.line.includes('Poolmates is ready'));
  // initdb alone took 14 s at load 56 (the server then migrates from source): up to 90 s
  for (let i = 0; i < 900 && !ready(); i++) await sleep(100);
  if (!ready()) throw new Error(`the server did not start:\n${lines.map((l) => l.line).join('\n')}`);
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  }
  // the cluster's postmaster, should anything have left it running
  try {
    process.kill(postmasterPid(), 'SIGKILL');
  } catch {
    /* gone */
  }
  rmSync(dir, { recursive: true, force: true });
});

const postmasterPid = () => Number(readFileSync(join(dir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);

async function status(path: string): Promise<number> {
  try {
    return (await fetch(base + path, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 0;
  }
}

describe('embedded PostgreSQL supervision (issue 10)', () => {
  it("the app's pools reach the cluster over its Unix socket, in a folder private to the cluster's user (decision 086)", async () => {
    // a request that reads the database, so the pool holds a connection
    expect(await status('/readyz')).toBe(200);
    const creds = JSON.parse(readFileSync(join(dir, 'pg-credentials.json'), 'utf8')) as { password: string };
    const port = Number(readFileSync(join(dir, 'pg/postmaster.pid'), 'utf8').split('\n')[3]);
    const db = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: creds.password, database: 'poolmates' });
    await db.connect();
    const { rows: [c] } = await db.query<{ socket: number; tcp: number }>(
      `select count(*) filter (where client_port = -1)::int as socket,
              count(*) filter (where client_port <> -1 and pid <> pg_backend_pid())::int as tcp
       from pg_stat_activity where backend_type = 'client backend' and datname = 'poolmates'`,
    );
    const { rows: [{ unix_socket_directories: socketDir }] } = await db.query<{ unix_socket_directories: string }>('show unix_socket_directories');
    await db.end();
    expect(c.socket).toBeGreaterThan(0);
    expect(c.tcp).toBe(0);
    expect(statSync(socketDir).mode & 0o777).toBe(0o700);
  });

  it('a killed PostgreSQL is restarted: no acknowledged write is lost, errors in between are clean, the logs stay short', async () => {
    const user = new TestClient(base, '10.9.9.9');
    const r = await user.gql(REGISTER, { input: { username: `killer${Date.now() % 100000}`, email: `killer${Date.now()}@example.com`, password: 'correct horse battery' } });
    expect(r.errors).toBeUndefined();
    const topicId = await createTopic(user, { topic: 'Kill topic' });

    // a small write load: 8 writers, each its own person writing one comment at a time, paced
    // under the per-person comment allowance (decision 018) so refusals never look like an outage
    const writerClients = await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        const c = new TestClient(base, '10.9.9.9');
        const res = await c.gql(REGISTER, { input: { username: `writer${w}x${Date.now() % 100000}`, email: `writer${w}.${Date.now()}@example.com`, password: 'correct horse battery' } });
        expect(res.errors).toBeUndefined();
        return c;
      }),
    );
    const acked: string[] = [];
    const errors: string[] = [];
    let slowest = 0;
    const load = { running: true };
    let firstErrorAfterKill = 0;
    let firstOkAfterError = 0;
    let killedAt = 0;
    const writer = async (w: number) => {
      for (let i = 0; load.running; i++) {
        const text = `w${w}-${i}`;
        const start = Date.now();
        try {
          const res = await writerClients[w].gql(ADD, { t: topicId, h: text });
          if (res.data?.addComment?.id) {
            acked.push(text);
            // recovered only when a write that *began* after the first error succeeds: one already
            // in flight when PostgreSQL died can still be answered (e.g. it committed just before)
            if (firstErrorAfterKill && start > firstErrorAfterKill && !firstOkAfterError) firstOkAfterError = Date.now();
          } else {
            errors.push((res.errors?.[0]?.message ?? `HTTP ${res.status}`).replace(/[0-9a-f-]{36}/, '<id>'));
            if (killedAt && !firstErrorAfterKill) firstErrorAfterKill = Date.now();
          }
        } catch (err) {
          errors.push(`transport: ${(err as Error).message}`);
        }
        slowest = Math.max(slowest, Date.now() - start);
        await sleep(250);
      }
    };
    const health: { at: number; healthz: number; readyz: number }[] = [];
    const prober = (async () => {
      while (load.running) {
        health.push({ at: Date.now(), healthz: await status('/healthz'), readyz: await status('/readyz') });
        await sleep(100);
      }
    })();
    const writers = writerClients.map((_, w) => writer(w));
    await sleep(1000);
    const ackedBeforeKill = acked.length;
    killedAt = Date.now();
    process.kill(postmasterPid(), 'SIGKILL');
    // until the writes have succeeded again for 1.5 s (15 s at most)
    const settled = () => firstOkAfterError > 0 && Date.now() - firstOkAfterError > 1500;
    for (let i = 0; i < 150 && !settled(); i++) await sleep(100);
    load.running = false;
    await Promise.all([...writers, prober]);

    const after = lines.filter((l) => l.at >= killedAt);
    // warnings, errors and fatals (pino levels 40+); access lines ("request", info) follow the traffic
    const problemLines = after.filter((l) => Number(/"level":(\d+)/.exec(l.line)?.[1] ?? 50) >= 40).length;
    const report = {
      ackedBeforeKill,
      acked: acked.length,
      errors: errors.length,
      distinctErrors: [...new Set(errors)],
      firstErrorMs: firstErrorAfterKill ? firstErrorAfterKill - killedAt : null,
      recoveryMs: firstOkAfterError ? firstOkAfterError - killedAt : null,
      slowestRequestMs: slowest,
      logLinesAfterKill: after.length,
      warnOrErrorLinesAfterKill: problemLines,
      readyz503: health.filter((h) => h.at > killedAt && h.readyz === 503).length,
    };
    if (process.env.PG_KILL_REPORT) {
      const messages = after.map((l) => /"msg":"([^"]*)"/.exec(l.line)?.[1] ?? l.line.slice(0, 80));
      console.info(after.filter((l) => /PostgreSQL/.test(l.line)).map((l) => `${l.at - killedAt} ms ${l.line.slice(0, 400)}`));
      console.info('PG kill report', report, Object.entries(Object.groupBy(messages, (m) => m)).map(([m, all]) => `${all!.length} × ${m}`));
    }

    // every acknowledged write is in the database after recovery
    const creds = JSON.parse(readFileSync(join(dir, 'pg-credentials.json'), 'utf8')) as { password: string };
    const port = Number(readFileSync(join(dir, 'pg/postmaster.pid'), 'utf8').split('\n')[3]);
    const db = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: creds.password, database: 'poolmates' });
    await db.connect();
    const stored = new Set((await db.query<{ html: string }>('select html from comments where topic_id = $1', [Number(topicId)])).rows.map((row) => row.html));
    await db.end();
    expect(acked.filter((text) => !stored.has(text))).toEqual([]);
    // the app came back, errors in between were clean and quick, the logs did not flood
    expect(report.recoveryMs).not.toBeNull();
    expect(report.recoveryMs!).toBeLessThan(10_000);
    // clean: the outage's own answers, or admission's busy refusal (a production process sheds by
    // its loop's utilisation, decision 101: on a loaded CI machine the restart's burst can trip it)
    const clean = new RegExp(`^(Internal server error|The database is unavailable|${MSG.serverBusy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`);
    for (const e of report.distinctErrors) expect(e).toMatch(clean);
    expect(slowest).toBeLessThan(5000);
    expect(report.readyz503).toBeGreaterThan(0);
    expect(problemLines).toBeLessThan(20);
    expect(await status('/healthz')).toBe(200);
    expect(await status('/readyz')).toBe(200);
  }, 40_000);

  it('a PostgreSQL that cannot come back fails /healthz and ends the process with a non-zero code', async () => {
    // a data folder without PG_VERSION is not a cluster: every restart fails
    renameSync(join(dir, 'pg/PG_VERSION'), join(dir, 'pg/PG_VERSION.moved'));
    const killedAt = Date.now();
    process.kill(postmasterPid(), 'SIGKILL');
    const seen = new Set<number>();
    while (server.exitCode === null && Date.now() - killedAt < 30_000) {
      seen.add(await status('/healthz'));
      await sleep(100);
    }
    const code = await Promise.race([exited, sleep(1000).then(() => 'running')]);
    if (process.env.PG_KILL_REPORT) console.info('PG gone report', { exitAfterMs: Date.now() - killedAt, code, healthz: [...seen] }, lines.filter((l) => l.at >= killedAt).map((l) => l.line.slice(0, 300)));
    expect(seen.has(503)).toBe(true);
    expect(code).not.toBe(0);
    expect(code).not.toBe('running');
  }, 40_000);
});
