import { createApp, type AppHandle } from './app.js';
import type { Config } from './platform/config.js';
import { startEmbeddedPostgres, type RunningDatabase } from './platform/embedded-postgres.js';
import type { Logger } from './platform/logger.js';
import { createOrm, migrate } from './platform/orm.js';
import { entities } from './features.js';
import { demoUsersText, seedDemo } from './seed.js';

export interface RunningServer {
  app: AppHandle;
  port: number;
  url: string;
  /** The embedded PostgreSQL could not be brought back (decision 016): the process should end non-zero. */
  onDatabaseLost(listener: (err: Error) => void): void;
  stop(): Promise<void>;
}

/** What a development start prints once it listens (LOG_FORMAT=pretty). */
export function startBanner(url: string, show: { demoUsers: boolean; outbox: boolean }): string {
  const lines = ['', '  Poolmates is ready', `    App       ${url}`, `    GraphiQL  ${url}/graphiql`];
  if (show.outbox) lines.push(`    Outbox    ${url}/dev/outbox   (the mail it sent: no SMTP_URL)`);
  if (show.demoUsers) lines.push('', `  ${demoUsersText()}`);
  return `${lines.join('\n')}\n`;
}

/** Database (DATABASE_URL or embedded) → migrations → seed → HTTP. `stop()` undoes it in reverse. */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  let db: RunningDatabase | null = null;
  if (!config.DATABASE_URL) db = await startEmbeddedPostgres(config.DATA_DIR, log);
  // this process's own pools reach the embedded cluster over its private Unix socket (decision 086)
  const url = config.DATABASE_URL ?? db!.socketUrl;
  try {
    const orm = await createOrm(url, { entities, log, planCacheMode: config.PG_PLAN_CACHE_MODE });
    const applied = await migrate(orm);
    const pretty = config.LOG_FORMAT === 'pretty';
    // in a terminal the count (the names were one line wrapping over a screen); log collectors get the names
    if (applied.length) log.info({ migrations: pretty ? applied.length : applied }, 'migrations applied');
    if (config.SEED_DEMO) await seedDemo(orm, log, { production: config.NODE_ENV === 'production', pools: config.NODE_ENV === 'development', print: !pretty });
    const app = await createApp(config, orm, log, { databaseUrl: url, databaseState: db?.state });
    const port = await app.listen(config.PORT);
    const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
    // a development start in a terminal: where to go and who to sign in as, readably (decision 035)
    if (!pretty) log.info({ url: publicUrl, graphiql: `${publicUrl}/graphiql` }, 'Poolmates is ready');
    else console.log(startBanner(publicUrl, { demoUsers: config.SEED_DEMO && config.NODE_ENV !== 'production', outbox: !config.SMTP_URL && config.NODE_ENV !== 'production' }));
    return {
      app,
      port,
      url: publicUrl,
      onDatabaseLost: (listener) => db?.onFatal(listener),
      async stop() {
        await app.stop();
        await orm.close();
        await db?.stop();
      },
    };
  } catch (err) {
    await db?.stop();
    throw err;
  }
}
