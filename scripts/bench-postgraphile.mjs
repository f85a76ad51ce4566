#!/usr/bin/env node
// PostGraphile 4 over the bench's database (issue 27's read goal: "≥ 1.2× PostGraphile 4 on browse and
// detail"): the `postgraphile` library as a plain node:http server in its own process, so /proc gives
// its CPU like the app's. PostGraphile is not a dependency of the repo: `ensurePostgraphile()` installs
// it on first use into node_modules/.cache/postgraphile4 (`npm install --no-save`, outside package.json
// and the lockfile); bench.mjs calls it and starts this file. Options: no default mutations, JSON as
// JSON (dynamicJson), no watch, no GraphiQL, no query log; it connects as the database's owner (no
// pgSettings, roles or RLS: our pages' guards are in the app, so PostGraphile's side is left without
// any — the app's side does its session lookup and viewerCan, this side does not). Pool of 10, as the
// app's. Environment: DATABASE_URL, PORT (0: any free one). Prints `postgraphile 4 on <port>`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const PG4_DIR = join(root, 'node_modules/.cache/postgraphile4');

/** PostGraphile 4 in node_modules/.cache/postgraphile4, installed there on first use (~125 packages, seconds). */
export function ensurePostgraphile() {
  if (existsSync(join(PG4_DIR, 'node_modules/postgraphile/package.json'))) return;
  mkdirSync(PG4_DIR, { recursive: true });
  console.log('installing postgraphile@4 into node_modules/.cache/postgraphile4 (once; not in package.json)');
  execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', PG4_DIR, 'postgraphile@4'], { cwd: PG4_DIR, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const require = createRequire(join(PG4_DIR, 'package.json'));
  const { postgraphile } = require('postgraphile');
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const middleware = postgraphile(pool, 'public', {
    disableDefaultMutations: true,
    dynamicJson: true,
    watchPg: false,
    graphiql: false,
    disableQueryLog: true,
    retryOnInitFail: false,
  });
  const server = createServer(middleware);
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`postgraphile 4 on ${server.address().port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
      server.close(() => pool.end().then(() => process.exit(0)));
      server.closeAllConnections();
    });
}
