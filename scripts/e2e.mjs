#!/usr/bin/env node
// `npm run test:e2e`: builds the app, then Playwright drives Debian Chromium against the built
// server (started by the Playwright config on an empty DATA_DIR: embedded PostgreSQL, demo seed).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's \`chromium\` package (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
execFileSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
