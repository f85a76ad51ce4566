import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Boots the *built* server with plain Node (no test transforms), the way `npm start` does: catches
 * what only real Node sees, such as circular entity imports or missing decorator metadata.
 */
describe('the built server (node api/dist/main.js)', () => {
  it('starts, migrates, answers GraphQL and stops cleanly on SIGTERM', async () => {
    execFileSync('npm', ['run', 'build', '-w', 'schema', '-w', 'api', '--silent'], { cwd: root, stdio: 'pipe' });
    const main = join(root, 'api/dist/main.js');
    expect(existsSync(main)).toBe(true);
    const child = spawn(process.execPath, [main], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: await createTestDatabase(),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pm-built-')),
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ready line in:\n${out}`)), 15_000);
        child.stdout.on('data', () => {
          const m = /"url":"(http:\/\/localhost:\d+)"/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1].replace('localhost', '127.0.0.1'));
          }
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
      });
      expect(out).toContain('asha@demo.poolmates.test');
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { signIn(input: { email: "asha@demo.poolmates.test", password: "learn-together-1" }) { user { username } } }' }),
      });
      expect(await res.json()).toEqual({ data: { signIn: { user: { username: 'asha' } } } });
    } finally {
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 60_000);

  it('stops with a message naming a bad variable', () => {
    let err = null as { status: number; stderr: Buffer } | null;
    try {
      execFileSync(process.execPath, [join(root, 'api/dist/main.js')], { env: { PATH: process.env.PATH, PORT: 'abc' }, stdio: 'pipe' });
    } catch (e) {
      err = e as never;
    }
    expect(err?.status).toBe(1);
    expect(String(err?.stderr)).toContain('PORT: must be a number');
  });
});
