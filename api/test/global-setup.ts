import 'reflect-metadata';
import { chmodSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type RunningDatabase } from '../src/platform/embedded-postgres.js';
import { createLogger } from '../src/platform/logger.js';
import { createOrm, migrate } from '../src/platform/orm.js';
import { entities } from '../src/features.js';

export const TEMPLATE_DB = 'pm_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the test cluster; each test file clones TEMPLATE_DB from it. */
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL per test run: `TEST_DATABASE_URL` (any superuser URL) or an embedded cluster in a
 * temp folder (as root, run as the postgres user from binaries and a folder it can reach). The template database is migrated once; every test file gets its own copy.
 */
export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let db: RunningDatabase | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'pm-test-pg-'));
    chmodSync(dir, 0o755);
    // pg_stat_statements loaded (tracking only top-level statements, planning not counted unless a
    // test's database asks: write-plans.test.ts counts plans against calls, decision 089)
    db = await startEmbeddedPostgres(dir, log, { database: 'postgres', ephemeral: true, settings: { shared_preload_libraries: 'pg_stat_statements' } });
    adminUrl = db.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const orm = await createOrm(url.toString(), { entities });
  await migrate(orm);
  await orm.close();
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    await db?.stop();
    if (!dir) return;
    // as root with a temp folder the postgres user cannot reach, the cluster lives elsewhere and
    // <dir>/pg links to it (pg-binaries.ts): remove both
    const pg = join(dir, 'pg');
    if (existsSync(pg)) rmSync(realpathSync(pg), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
}
