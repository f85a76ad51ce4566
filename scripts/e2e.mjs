#!/usr/bin/env node
// `npm run test:e2e`: builds the app, then Playwright drives Debian Chromium against the built
// server (started by the Playwright config on an empty DATA_DIR: embedded PostgreSQL, demo seed).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's \`chromium\` package (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
const playwright = (args) => execFileSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args], { cwd: root, stdio: 'inherit' });
const args = process.argv.slice(2);
if (args.length) playwright(args);
else {
  // One server (and one fresh database) per spec file: every walk registers people, and a whole run
  // from one address would meet the per-address registration limit (20 an hour) like an attacker.
  const specs = readdirSync(join(root, 'e2e')).filter((f) => f.endsWith('.e2e.ts')).sort();
  const failed = [];
  for (const spec of specs) {
    try {
      playwright([`e2e/${spec}`]);
    } catch {
      failed.push(spec);
    }
  }
  if (failed.length) {
    console.error(`browser tests failed in: ${failed.join(', ')}`);
    process.exit(1);
  }
}
