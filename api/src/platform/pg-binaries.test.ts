import { lstatSync, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { createLogger } from './logger.js';
import { pgAccount, pgNativeDir, reachable } from './pg-binaries.js';

const log = createLogger('silent');
const asRoot = process.getuid?.() === 0;

/** Issue 10: as root from a folder the postgres user cannot enter, initdb failed with EACCES. */
describe.skipIf(!asRoot)('embedded PostgreSQL as root from a closed folder', () => {
  it('runs from binaries the postgres user can reach', () => {
    const account = pgAccount()!;
    const native = pgNativeDir(account, log);
    expect(reachable(join(native, 'bin', 'postgres'), account)).toBe(true);
    expect(reachable(join(native, 'bin', 'initdb'), account)).toBe(true);
  });

  it('a DATA_DIR inside a 0700 folder (mktemp -d) gets a cluster the postgres user can reach, linked from DATA_DIR/pg', async () => {
    const closed = mkdtempSync(join(tmpdir(), 'pm-closed-')); // 0700, like /root or `mktemp -d`
    expect(statSync(closed).mode & 0o777).toBe(0o700);
    const dataDir = join(closed, 'data');
    expect(reachable(closed, pgAccount())).toBe(false);
    const db = await startEmbeddedPostgres(dataDir, log, { ephemeral: true });
    const cluster = realpathSync(join(dataDir, 'pg'));
    try {
      expect(lstatSync(join(dataDir, 'pg')).isSymbolicLink()).toBe(true);
      expect(reachable(cluster, pgAccount(), 'w')).toBe(true);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      expect((await client.query('select 1 as one')).rows[0].one).toBe(1);
      await client.end();
    } finally {
      await db.stop();
      rmSync(cluster, { recursive: true, force: true });
      rmSync(closed, { recursive: true, force: true });
    }
  }, 60_000);
});
