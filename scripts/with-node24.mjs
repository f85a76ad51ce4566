#!/usr/bin/env node
// Runs a command with Node 24 first on PATH. Written for any Node ≥ 18, so `npm start` and
// `npm test` work on a machine whose own Node is older: Node 24 then comes from the npm registry
// (package node-<platform>-<arch>@24) into ~/.cache/node24, once.
// `--which` prints that Node's path instead, so a shell can `exec` it: `npm start` ends as the
// server itself rather than as a chain of launchers waiting on it (decision 022).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-node24.mjs <command> [args...] | --which');
  process.exit(2);
}

let node = process.execPath;
if (Number(process.versions.node.split('.')[0]) < 24) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = process.env.NODE24_HOME || join(homedir(), '.cache', 'node24');
  node = join(cache, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(node)) {
    console.error(`Poolmates needs Node 24; this is ${process.version}. Fetching ${pkg}@24 from the npm registry into ${cache} (once)…`);
    execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--prefix', cache, `${pkg}@24`], { stdio: ['inherit', cmd === '--which' ? 2 : 'inherit', 'inherit'] });
  }
}

if (cmd === '--which') {
  console.log(node); // stdout carries only the path: the caller reads it with $(…)
  process.exit(0);
}

const binDir = dirname(node);
const env = { ...process.env, PATH: `${binDir}${delimiter}${join(process.cwd(), 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };
const child = spawn(cmd === 'node' ? node : cmd, args, { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
