import { loadConfig } from '../platform/config.js';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.js';
import { createLogger } from '../platform/logger.js';

/**
 * `npm run dev` keeps the embedded PostgreSQL in this long-lived process, so `node --watch`
 * restarting the api on a code change does not restart the database. Prints `DATABASE_URL=…`.
 */
const config = loadConfig();
const log = createLogger('warn');
const db = await startEmbeddedPostgres(config.DATA_DIR, log);
console.log(`DATABASE_URL=${db.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void db.stop().then(() => process.exit(0)));
}
setInterval(() => {}, 1 << 30);
