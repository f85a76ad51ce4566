import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './platform/embedded-postgres.js';

const api = join(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Issue 28: closing the terminal that ran `npm start` sends SIGHUP. The server then stopped without
 * stopping its embedded PostgreSQL, which ran on until the next start found it. Now SIGHUP drains
 * like SIGINT/SIGTERM: the postmaster is stopped and the process exits 0.
 */
describe('SIGHUP (the terminal closed)', () => {
  it('stops the embedded PostgreSQL and exits 0, in the readable format with the banner last and no line per request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pm-sighup-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    const server = spawn(process.execPath, ['--conditions=source', '--import', '@oxc-node/core/register', 'src/main.ts'], {
      cwd: api,
      env: { ...process.env, NODE_ENV: 'development', LOG_FORMAT: 'pretty', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'info', SESSION_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: '', MEMORY_TRIM_AT_START: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    server.stdout.on('data', (d) => (out += d));
    server.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    let postmaster = 0;
    try {
      // initdb alone took 14 s at load 56: up to 90 s
      for (let i = 0; i < 900 && !out.includes('Poolmates is ready'); i++) await sleep(100);
      expect(out).toContain('Poolmates is ready');
      postmaster = Number(readFileSync(join(dir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
      expect(alive(postmaster)).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // the banner is the last thing printed (issue 28: the URLs and the outbox stay in sight)
      await sleep(1000);
      const banner = out.slice(out.lastIndexOf('\n', out.indexOf('Poolmates is ready')) + 1);
      expect(banner.trimEnd().split('\n').map((l) => l.trim().split(/\s+/)[0])).toEqual(['Poolmates', 'App', 'GraphiQL', 'Outbox']);
      server.kill('SIGHUP');
      expect(await exited).toBe(0);
      for (let i = 0; i < 100 && alive(postmaster); i++) await sleep(100);
      expect(alive(postmaster)).toBe(false);
      expect(out).toMatch(/INFO {2}shutting down signal=SIGHUP/);
      // the request above is a `debug` line in the readable format: not printed at LOG_LEVEL=info
      expect(out).not.toMatch(/INFO {2}request /);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      if (postmaster && alive(postmaster)) process.kill(postmaster, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
