#!/usr/bin/env node
// `npm start`, first half: builds what is missing or older than its sources, then exits. The
// second half is in package.json: the shell `exec`s Node 24 on api/dist/main.js (GraphQL, WebSocket,
// REST shim, GraphiQL and the web app on one port), so no launcher stays behind waiting on the
// server and npm's SIGINT/SIGTERM reach the server itself (decision 022).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Tests and test kits are not in any build (api/tsconfig.build.json): editing one rebuilds nothing. */
const TEST_FILE = /\.test(-kit)?\.tsx?$/;

/** Newest modification time of the files under `dir` (skipping dependencies, outputs and tests). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.') || TEST_FILE.test(entry.name)) continue;
    const p = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const targets = [
  { ws: 'schema', out: 'schema/dist/index.js', src: ['schema/src'] },
  { ws: 'web', out: 'web/dist/index.html', src: ['web/src', 'web/index.html', 'web/graphiql.html', 'schema/src'] },
  { ws: 'api', out: 'api/dist/main.js', src: ['api/src', 'schema/src'] },
];
for (const t of targets) {
  const out = join(root, t.out);
  const srcTime = Math.max(...t.src.map((s) => (statSync(join(root, s)).isDirectory() ? newest(join(root, s)) : statSync(join(root, s)).mtimeMs)));
  if (!existsSync(out) || statSync(out).mtimeMs < srcTime) {
    process.stdout.write(`building ${t.ws}…`);
    const started = Date.now();
    // quiet unless it fails (issue 28): Vite's progress and chunk table were hundreds of lines that
    // pushed the banner and the dev outbox's codes out of sight; a failure prints all of it
    const run = spawnSync('npm', ['run', 'build', '-w', t.ws, '--silent'], {
      cwd: root,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) {
      process.stdout.write(' failed\n');
      process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `${run.error.message}\n` : ''}`);
      process.exit(run.status || 1);
    }
    process.stdout.write(` done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}
