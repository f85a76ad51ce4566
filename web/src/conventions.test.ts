import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Two rules of issue 28 (decision 054), kept by a test so a new screen cannot drift from them.

const SRC = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [relative(SRC, p).split('\\').join('/')] : [];
  });
}
const files = sources(SRC).map((path) => ({ path, code: readFileSync(join(SRC, path), 'utf8') }));

describe('conventions (issue 28)', () => {
  it('times are written by lib/time-format.ts only (zone lists aside)', () => {
    const allowed = new Set(['lib/time-format.ts', 'lib/time-zones.ts']);
    const offenders = files.filter((f) => !allowed.has(f.path) && /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat\(|Intl\.RelativeTimeFormat\(/.test(f.code)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('every dialog that can be closed also closes on an outside click (spec: all modals)', () => {
    const offenders = files.flatMap((f) =>
      [...f.code.matchAll(/<ModalDialog\b[\s\S]*?>\s*\n/g)].filter((m) => /\bonClose=/.test(m[0]) && !/\bonOutsideClick=/.test(m[0])).map(() => f.path),
    );
    expect(offenders).toEqual([]);
  });
});
