import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One source for each rule (issue 11): the rules below are written once in `@poolmates/schema`
 * (limits.ts, messages.ts, enums.ts, restore-window.ts) and read everywhere else. This test reads
 * the api and web sources (tests, migrations and generated code aside) and names any file that
 * writes one of them out again.
 */
const ROOT = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['migrations', 'gql', 'test', 'node_modules', 'dist'].includes(e.name) ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const files = [...sources(join(ROOT, 'api', 'src')), ...sources(join(ROOT, 'web', 'src'))].map((path) => ({
  name: relative(ROOT, path),
  lines: readFileSync(path, 'utf8').split('\n'),
}));

/** "file:line: text" of every line matching `re`. */
const where = (re: RegExp, only: (name: string) => boolean = () => true) =>
  files.filter((f) => only(f.name)).flatMap((f) => f.lines.flatMap((l, i) => (re.test(l) ? [`${f.name}:${i + 1}: ${l.trim()}`] : [])));

describe('one source for each rule', () => {
  it('found the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('a day in milliseconds is DAY_MS from @poolmates/schema', () => {
    expect(where(/86_?400_?000|const DAY_MS\b/)).toEqual([]);
  });

  it('the eight report reasons and their range are REPORT_REASONS / isReportReason', () => {
    expect(where(/Sexually Explicit Content|Suicide or Self-Harm/)).toEqual([]);
    expect(where(/reason\s*[<>]=?\s*\d/)).toEqual([]);
  });

  it('the restore window is computed only by restoreWindow', () => {
    expect(where(/restoreWindowDays\s*\*|deactivatedAt\.getTime\(\)/)).toEqual([]);
  });

  it('api errors take their message from MSG, not a string literal', () => {
    const api = (name: string) => name.startsWith('api/');
    expect(where(/\b(notFound|forbidden|conflict|rateLimited)\(\s*['"`]/, api)).toEqual([]);
    expect(where(/\buserInput\(\s*['"`][^'"`]*['"`]\s*,\s*['"`]/, api)).toEqual([]);
    expect(where(/new AppError\([^,]+,\s*['"`]/, api)).toEqual([]);
  });
});
