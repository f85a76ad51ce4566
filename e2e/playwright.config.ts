import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests against the built server with a fresh embedded PostgreSQL (no configuration). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  // CI retries a failed walk once (reported as "flaky", never hidden): a clean checkout's CI is one
  // run for a whole session's work, and a slow moment of a shared machine must not throw it away
  retries: process.env.CI ? 1 : 0,
  // a whole walk (publish with an image, then a visitor, then sign-in) takes ~26 s on a busy two-core
  // machine and over a minute when other builds share it
  timeout: 120_000,
  // live updates cross a WebSocket and a database: give assertions room on a busy two-core machine
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node api/dist/main.js',
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: the server drains and stops its embedded PostgreSQL,
    // which runs detached (its own process group) and was left running after every walk
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pm-e2e-')),
      SEED_DEMO: 'true',
      // demo users but no demo pools (those are for NODE_ENV=development): tests start from empty lists
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // POST /__test__/clock moves the server's clock (accountability.e2e.ts walks three days; decision 044)
      TEST_CLOCK: 'true',
      // a walk shares CI's two cores with up to five Chromiums: a write may wait longer than a real
      // server lets it (the overload bounds are proven in api/src/platform/overload.test.ts, decision 060)
      ADMISSION_QUEUE_WAIT_MS: '10000',
      // reads likewise (decision 090); parallel walks share the demo accounts and one address
      READ_ADMISSION_QUEUE_WAIT_MS: '10000',
      READ_ADMISSION_PER_PERSON: '1000',
    },
  },
});
