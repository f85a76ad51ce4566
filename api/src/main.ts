import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ConfigError, loadConfig } from './platform/config.js';
import { createLogger } from './platform/logger.js';
import { startServer } from './server.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const log = createLogger(config.LOG_LEVEL, undefined, config.LOG_FORMAT);
const server = await startServer(config, log).catch((err: unknown) => {
  log.fatal({ err }, 'could not start');
  process.exit(1);
});

/**
 * Once started, one memory-reducing collection (decision 045): start-up (schema build, migrations
 * check, every module's compilation) grows V8's young generation to 64 MiB, which it keeps committed
 * while idle — the bulk of the idle RSS (~200 MiB → ~140). It grows again as load asks (unlike a
 * capped `--max-semi-space-size`, which cost CPU per request under load). Runs once, ~1 s after the
 * server listens; `gc` is exposed to a throw-away context only. MEMORY_TRIM_AT_START=false skips it:
 * it still costs some CPU under load for a while (decision 045's A/B: browse 0.97 vs 1.15 ms).
 */
if (config.MEMORY_TRIM_AT_START) setTimeout(() => {
  try {
    setFlagsFromString('--expose-gc');
    // keep the compiled functions: a last-resort collection otherwise flushes their bytecode, and
    // recompiling it made a loaded page cost more CPU for minutes
    setFlagsFromString('--no-flush-bytecode');
    (runInNewContext('gc') as (o: object) => void)({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    // the young generation is now 1 MiB: let its first growth under load go straight back to its
    // maximum (V8 reads this factor when it grows the space). Left at 2 it doubled back slowly and
    // a loaded page cost ~50 % more CPU for minutes (measured: browse 1.54 vs 1.06 ms; with it 0.92)
    setFlagsFromString('--semi-space-growth-factor=64');
  } catch (err) {
    log.warn({ err }, 'start-up memory could not be given back');
  }
}, 1000).unref();

let stopping = false;
/** Drains and stops everything, then exits with `code` (or 1 when stopping fails or hangs). */
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.stop().then(
    () => process.exit(code),
    (err: unknown) => {
      log.error({ err }, 'unclean shutdown');
      process.exit(1);
    },
  );
}
// SIGHUP: the terminal that ran `npm start` was closed — without it the embedded PostgreSQL stayed
// running until the next start found and stopped it (issue 28)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stopping) log.info({ signal }, 'shutting down');
    shutdown(0);
  });
}
// the embedded PostgreSQL is gone for good: /healthz answers 503 for a moment (a probe can see why),
// then the process ends non-zero so its supervisor (systemd, Docker, Kubernetes) starts it afresh
server.onDatabaseLost(() => {
  log.fatal('the database is gone: exiting so a supervisor restarts the app');
  setTimeout(() => shutdown(1), 1000);
});
