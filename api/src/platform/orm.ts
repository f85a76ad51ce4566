import 'reflect-metadata';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations/index.js';
import { DEFAULT_PLAN_CACHE_MODE, type PlanCacheMode } from './config.js';
import type { Logger } from './logger.js';

export type Orm = MikroORM;

export interface OrmOptions {
  /** Every entity: `entities` from features.ts (the platform names no feature, decision 023). */
  entities: readonly (abstract new (...args: never[]) => object)[];
  log?: Logger;
  pool?: number;
  /** PostgreSQL's `plan_cache_mode` on the app's connections (decision 104; PG_PLAN_CACHE_MODE). */
  planCacheMode?: PlanCacheMode;
  /** Called with every SQL statement MikroORM runs (tests count statements per request with it). */
  onQuery?: (sql: string) => void;
}

/**
 * A pg URL's `?host=` (a Unix socket's folder, as in libpq and node-postgres; the embedded cluster's
 * socketUrl, decision 086): MikroORM reads only the URL's hostname, so it is handed over as `host`.
 */
export const socketHost = (clientUrl: string): string | undefined => new URL(clientUrl).searchParams.get('host') ?? undefined;

/** How long an idle pooled connection is kept (decision 106). */
export const POOL_IDLE_MS = 5 * 60_000;

export function ormConfig(clientUrl: string, opts: OrmOptions) {
  const host = socketHost(clientUrl);
  return defineConfig({
    clientUrl,
    ...(host ? { host } : {}),
    entities: [...opts.entities],
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true, silent: true },
    // an idle connection is kept 5 minutes, not node-postgres' 10 s (decision 106): after each
    // quiet spell the burst that followed opened every connection anew — authentication, and the
    // write statements prepared and planned again on each — and the shedder refused writes at the
    // start of every burst
    pool: { min: 0, max: opts.pool ?? 10, idleTimeoutMillis: POOL_IDLE_MS },
    // node-postgres' pool options: `options` is the connection's startup parameters (libpq's)
    driverOptions: { options: `-c plan_cache_mode=${opts.planCacheMode ?? DEFAULT_PLAN_CACHE_MODE}` },
    forceUtcTimezone: true,
    debug: opts.onQuery ? ['query'] : false,
    allowGlobalContext: false,
    logger: opts.onQuery ? (msg) => opts.onQuery!(msg) : opts.log ? (msg) => opts.log!.debug({ orm: msg }) : undefined,
  });
}

export async function createOrm(clientUrl: string, opts: OrmOptions): Promise<Orm> {
  return MikroORM.init(ormConfig(clientUrl, opts));
}

export async function migrate(orm: Orm): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
