import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Logger } from './logger.js';
import { pgAccount, pgDataDir, pgNativeDir, type PgAccount } from './pg-binaries.js';

/** 'up'; 'restarting' after an unexpected exit; 'failed' when the restarts ran out (liveness fails). */
export type DatabaseState = 'up' | 'restarting' | 'failed';

export interface RunningDatabase {
  /** Over loopback TCP: for other processes (dev-db's DATABASE_URL, `npm run seed`). */
  url: string;
  /**
   * The same database over a Unix socket in a folder only this process (and the cluster's user) can
   * enter (0700): for this process's own pools — no TCP stack per statement (decision 086). A pg
   * URL with `?host=<folder>`: node-postgres and pg-boss read it as is, MikroORM through ormConfig.
   */
  socketUrl: string;
  state(): DatabaseState;
  /** Called once when PostgreSQL exited and could not be brought back: the process should end. */
  onFatal(listener: (err: Error) => void): void;
  stop(): Promise<void>;
}

/** Waits before each restart after an unexpected exit (~8 s in all), then gives up. */
export const RESTART_DELAYS_MS = [250, 500, 1000, 2000, 4000];
/** A cluster that stayed up this long has its restart budget back. */
const STABLE_MS = 60_000;

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

const asAccount = (account: PgAccount | null) => (account ? { uid: account.uid, gid: account.gid } : {});
// English server messages: readiness is read from them
const pgEnv = () => ({ ...process.env, LC_MESSAGES: 'C' });

/** Runs a program to its end; rejects with its output when it fails. */
function run(file: string, args: string[], account: PgAccount | null): Promise<void> {
  return new Promise((res, rej) => {
    const child = spawn(file, args, { ...asAccount(account), env: pgEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', rej);
    child.on('close', (code) => (code === 0 ? res() : rej(new Error(`${file} failed (${code}): ${output.trim().slice(-2000)}`))));
  });
}

async function initdb(bin: string, pgDir: string, password: string, account: PgAccount | null): Promise<void> {
  // the password reaches initdb in a file only the cluster user can read
  const tmp = mkdtempSync(join(tmpdir(), 'pm-pw-'));
  const pwFile = join(tmp, 'pw');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (account) {
    chownSync(tmp, account.uid, account.gid);
    chownSync(pwFile, account.uid, account.gid);
  }
  try {
    await run(join(bin, 'initdb'), [`--pgdata=${pgDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwFile}`, '--lc-messages=C'], account);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Starts `postgres`; resolves once it accepts connections, rejects if it exits first. */
function startPostgres(bin: string, args: string[], account: PgAccount | null, log: Logger): Promise<ChildProcess> {
  return new Promise((res, rej) => {
    // its own process group: a Ctrl-C in the terminal (SIGINT to the whole group) must not stop the
    // database under the app while it drains; we stop it ourselves (stop() and the 'exit' hook)
    const child = spawn(join(bin, 'postgres'), args, { ...asAccount(account), env: pgEnv(), stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let output = '';
    let ready = false;
    child.stderr!.on('data', (c: Buffer) => {
      const text = c.toString();
      log.debug({ pg: text.trim() });
      if (ready) return;
      output = (output + text).slice(-4000);
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        res(child);
      }
    });
    child.on('error', rej);
    child.on('exit', (code, signal) => {
      if (!ready) rej(new Error(`PostgreSQL exited while starting (${signal ?? code}): ${output.trim().slice(-1500)}`));
    });
  });
}

/**
 * A postmaster a previous run left behind (that process was killed with SIGKILL, so its 'exit' hook
 * never ran) still holds the data folder: stop it (fast shutdown) before starting ours.
 */
async function stopLeftover(pgDir: string, log: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(pgDir)) return;
  } catch {
    return; // no pid file, or no such process: PostgreSQL removes a stale file itself
  }
  log.warn({ pid, dir: pgDir }, 'stopping a PostgreSQL left running by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(pid, 'SIGKILL');
}

/** Written while a process runs the embedded cluster of a DATA_DIR: which process, on which port. */
const runningFile = (dataDir: string) => join(resolve(dataDir), 'pg-running.json');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded cluster of `dataDir` that another live process (a running app, `npm run dev`'s
 * database) has started: its pid and URL, so a script (`npm run seed`) can use it instead of
 * starting a second one on the same files. Null when there is none.
 */
export function runningEmbeddedPostgres(dataDir: string, database = 'poolmates'): { pid: number; url: string } | null {
  try {
    const { pid, port } = JSON.parse(readFileSync(runningFile(dataDir), 'utf8')) as { pid: number; port: number };
    if (pid === process.pid || !alive(pid)) return null;
    const { password } = JSON.parse(readFileSync(join(resolve(dataDir), 'pg-credentials.json'), 'utf8')) as { password: string };
    return { pid, url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}` };
  } catch {
    return null;
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `<dataDir>/pg`, and supervises it:
 * an unexpected exit is followed by restarts on the same port (RESTART_DELAYS_MS); when they run
 * out, the state is 'failed' and the onFatal listeners run. The data survives restarts; the port is
 * picked afresh each start of the process and only loopback is listened on.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  opts: { database?: string; ephemeral?: boolean; settings?: Readonly<Record<string, string>> } = {},
): Promise<RunningDatabase> {
  const database = opts.database ?? 'poolmates';
  const owner = runningEmbeddedPostgres(dataDir, database);
  if (owner) {
    // stopLeftover would stop that process's database under it
    throw new Error(
      `the embedded PostgreSQL under ${resolve(dataDir)} is in use by a running Poolmates (pid ${owner.pid}): stop it first, or give this process its DATABASE_URL`,
    );
  }
  const account = pgAccount();
  const bin = join(pgNativeDir(account, log), 'bin');
  const pgDir = pgDataDir(dataDir, account, log);
  const secretFile = join(resolve(dataDir), 'pg-credentials.json');
  const initialised = existsSync(join(pgDir, 'PG_VERSION'));
  let password: string;
  if (initialised && existsSync(secretFile)) {
    password = (JSON.parse(readFileSync(secretFile, 'utf8')) as { password: string }).password;
  } else {
    password = randomBytes(18).toString('base64url');
    writeFileSync(secretFile, JSON.stringify({ password }), { mode: 0o600 });
  }
  if (!initialised) {
    log.info({ dir: pgDir }, 'initialising embedded PostgreSQL');
    await initdb(bin, pgDir, password, account);
  }
  await stopLeftover(pgDir, log);
  const port = await freePort();
  // the socket's folder: private (0700) to the cluster's user; as root, this process enters it anyway
  const socketDir = mkdtempSync(join(tmpdir(), 'pm-pg-sock-'));
  chmodSync(socketDir, 0o700);
  if (account) chownSync(socketDir, account.uid, account.gid);
  const args = [
    '-D', pgDir, '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${socketDir}`,
    '-c', 'unix_socket_permissions=0700',
    // a throwaway test cluster need not survive a power cut
    ...(opts.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    // measurement only (dev-db's PG_SETTINGS, e.g. pg_stat_statements for bench:squad)
    ...Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];

  let child: ChildProcess;
  try {
    child = await startPostgres(bin, args, account, log);
  } catch (err) {
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  let state: DatabaseState = 'up';
  const life = { stopping: false };
  let attempt = 0;
  let upSince = Date.now();
  const fatal: ((err: Error) => void)[] = [];

  const supervise = (proc: ChildProcess) => {
    proc.on('exit', (code, signal) => {
      if (life.stopping) return;
      if (Date.now() - upSince > STABLE_MS) attempt = 0;
      state = 'restarting';
      log.error({ code, signal, port }, 'embedded PostgreSQL exited unexpectedly: restarting it');
      void restart();
    });
  };
  const restart = async () => {
    while (!life.stopping && attempt < RESTART_DELAYS_MS.length) {
      await new Promise((r) => setTimeout(r, RESTART_DELAYS_MS[attempt++]));
      if (life.stopping) return;
      try {
        child = await startPostgres(bin, args, account, log);
        state = 'up';
        upSince = Date.now();
        supervise(child);
        log.warn({ port, attempt }, 'embedded PostgreSQL restarted');
        return;
      } catch (err) {
        log.error({ err, attempt }, 'embedded PostgreSQL restart failed');
      }
    }
    if (life.stopping) return;
    state = 'failed';
    const err = new Error(`embedded PostgreSQL could not be restarted after ${RESTART_DELAYS_MS.length} attempts`);
    log.fatal({ dir: pgDir }, err.message);
    for (const listener of fatal) listener(err);
  };
  supervise(child);

  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  // if this process ends without stop() (a crash, an unhandled signal), still stop the cluster:
  // a signal is all an 'exit' listener can send (SIGINT = PostgreSQL's fast shutdown)
  const onExit = () => {
    life.stopping = true;
    child.kill('SIGINT');
    if (!opts.ephemeral) rmSync(runningFile(dataDir), { force: true });
    rmSync(socketDir, { recursive: true, force: true });
  };
  process.on('exit', onExit);
  if (!opts.ephemeral) writeFileSync(runningFile(dataDir), JSON.stringify({ pid: process.pid, port }), { mode: 0o600 });
  log.info({ port, dir: pgDir }, 'embedded PostgreSQL started');
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    url,
    socketUrl: `${url}?host=${encodeURIComponent(socketDir)}`,
    state: () => state,
    onFatal: (listener) => void fatal.push(listener),
    async stop() {
      life.stopping = true;
      process.off('exit', onExit);
      if (!opts.ephemeral) rmSync(runningFile(dataDir), { force: true });
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(socketDir, { recursive: true, force: true });
      log.info('embedded PostgreSQL stopped');
    },
  };
}
