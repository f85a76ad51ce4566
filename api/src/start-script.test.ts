import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/start.mjs');

/**
 * Issue 28 item 8: `npm start`'s build half (scripts/start.mjs) printed Vite's config warnings and
 * hundreds of progress lines before the server's banner. It now says one line per workspace it
 * builds, and everything only when a build fails. Run on a copy in a scratch tree whose `npm` is a
 * stand-in that talks as much as Vite does (the real build is proven by every e2e run).
 */
describe('npm start: the build half', () => {
  let root: string;
  let bin: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pm-start-script-'));
    mkdirSync(join(root, 'scripts'));
    copyFileSync(script, join(root, 'scripts/start.mjs'));
    for (const dir of ['schema/src', 'web/src', 'api/src']) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'index.ts'), 'export {};\n');
    }
    writeFileSync(join(root, 'web/index.html'), '<!doctype html>\n');
    writeFileSync(join(root, 'web/graphiql.html'), '<!doctype html>\n');
    bin = join(root, 'bin');
    mkdirSync(bin);
    // `npm run build -w <ws> --silent`: 300 progress lines, the config warning on stderr; FAIL=<ws> fails that one
    writeFileSync(
      join(bin, 'npm'),
      [
        '#!/bin/sh',
        'ws="$4"',
        'echo "(!) Your Vite config uses features that are unsupported" >&2',
        'i=0; while [ $i -lt 300 ]; do echo "dist/assets/chunk-$i.js  1.00 kB │ gzip: 0.50 kB"; i=$((i+1)); done',
        'if [ "$FAIL" = "$ws" ]; then echo "src/broken.ts(1,1): error TS1005: \';\' expected." >&2; exit 2; fi',
        'echo "✓ built $ws"',
      ].join('\n'),
    );
    chmodSync(join(bin, 'npm'), 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const start = (env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...env }, encoding: 'utf8' });

  it('builds quietly: one line per workspace it builds, nothing else', () => {
    const run = start();
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^building schema… done in \d+\.\d s$/),
      expect.stringMatching(/^building web… done in \d+\.\d s$/),
      expect.stringMatching(/^building api… done in \d+\.\d s$/),
    ]);
  });

  it('a failed build prints all of its output and stops with its status', () => {
    const run = start({ FAIL: 'web' });
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/^building schema… done in \d+\.\d s\nbuilding web… failed\n$/);
    expect(run.stderr).toContain("error TS1005: ';' expected.");
    expect(run.stderr).toContain('dist/assets/chunk-299.js');
    expect(run.stderr).toContain('Your Vite config uses features');
  });

  it('builds only what is older than its sources; a test file is no source', () => {
    const at = (path: string, seconds: number) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), '');
      utimesSync(join(root, path), seconds, seconds);
    };
    const t = Math.floor(Date.now() / 1000);
    for (const f of ['schema/src/index.ts', 'web/src/index.ts', 'web/index.html', 'web/graphiql.html', 'api/src/index.ts']) at(f, t - 100);
    for (const f of ['schema/dist/index.js', 'web/dist/index.html', 'api/dist/main.js']) at(f, t - 50);
    at('api/src/server.test.ts', t);
    at('web/src/page.test.tsx', t);
    at('api/src/test.test-kit.ts', t);
    expect(start()).toMatchObject({ status: 0, stdout: '', stderr: '' });
    at('api/src/index.ts', t);
    expect(start().stdout).toMatch(/^building api… done in \d+\.\d s\n$/);
  });
});
