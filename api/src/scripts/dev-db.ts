import { loadConfig } from '../platform/config.js';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.js';
import { createLogger } from '../platform/logger.js';

/**
 * `PG_SETTINGS` (measurement only): `name=value` pairs separated by `;` for the cluster, e.g.
 * `shared_preload_libraries=pg_stat_statements;pg_stat_statements.track_planning=on` (bench:squad's
 * BENCH_PG_STATEMENTS=1).
 *
 * `npm run dev` keeps the embedded PostgreSQL in this long-lived process, so `node --watch`
 * restarting the api on a code change does not restart the database. Prints `DATABASE_URL=…`.
 */
const config = loadConfig();
const log = createLogger('warn');
const settings = Object.fromEntries(
  (process.env.PG_SETTINGS ?? '')
    .split(';')
    .filter((kv) => kv.includes('='))
    .map((kv) => [kv.slice(0, kv.indexOf('=')).trim(), kv.slice(kv.indexOf('=') + 1).trim()]),
);
const db = await startEmbeddedPostgres(config.DATA_DIR, log, { settings });
console.log(`DATABASE_URL=${db.url}`);
// the same over the cluster's Unix socket, for a process of this user or root (bench:squad's BENCH_PG_SOCKET=1)
console.log(`DATABASE_SOCKET_URL=${db.socketUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void db.stop().then(() => process.exit(0)));
}
setInterval(() => {}, 1 << 30);
