#!/usr/bin/env node
// `npm start`, first half: builds what is missing or older than its sources, then exits. The
// second half is in package.json: the shell `exec`s Node 24 on api/dist/main.js (GraphQL, WebSocket,
// REST shim, GraphiQL and the web app on one port), so no launcher stays behind waiting on the
// server and npm's SIGINT/SIGTERM reach the server itself (decision 022).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time of the files under `dir` (skipping dependencies and outputs). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
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
    console.log(`building ${t.ws}…`);
    execFileSync('npm', ['run', 'build', '-w', t.ws, '--silent'], { cwd: root, stdio: 'inherit' });
  }
}
