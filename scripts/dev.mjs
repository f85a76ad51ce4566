#!/usr/bin/env node
// `npm run dev`: the database in its own long-lived process (unless DATABASE_URL is set), the api
// under `node --watch` on :4000, and Vite on :5173 proxying /graphql (HTTP and WebSocket) to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];
const run = (cmd, args, opts = {}) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) stop(code ?? 1);
  });
  return child;
};
let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const tsNode = ['--conditions=source', '--import', '@oxc-node/core/register'];
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const db = run(process.execPath, [...tsNode, 'api/src/scripts/dev-db.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  databaseUrl = await new Promise((resolve) => {
    let buf = '';
    db.stdout.on('data', (d) => {
      buf += d;
      const m = /DATABASE_URL=(\S+)/.exec(buf);
      if (m) resolve(m[1]);
    });
  });
}
run(process.execPath, ['--watch', ...tsNode, 'api/src/main.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' } });
run('npx', ['vite'], { cwd: new URL('../web/', import.meta.url) });
