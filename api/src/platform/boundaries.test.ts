import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the shape of decision 023: the platform imports no feature, and no file of api/src is part
 * of an import circle. Reads the sources (no TypeScript compiler API under tsc 7): every relative
 * `import … from`, `export … from` and `import('…')`.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const SPECIFIER = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Edge {
  to: string;
  /** `import type …`: erased at compile time, so it cannot make a load-order circle. */
  typeOnly: boolean;
}

/** The relative imports of one file, resolved to the .ts files they name. */
export function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[3] ?? m[4];
    if (!spec.startsWith('.')) continue;
    // `import { type A, type B } from` is type-only as well
    const braces = m[0].match(/\{([^}]*)\}/)?.[1];
    const allTypes = braces !== undefined && braces.split(',').filter((s) => s.trim()).every((s) => s.trim().startsWith('type '));
    const typeOnly = Boolean(m[2]) || (allTypes && !/\w+\s*,\s*\{/.test(m[0]));
    edges.push({ to: resolve(dirname(file), spec.replace(/\.js$/, '.ts')), typeOnly });
  }
  return edges;
}

/** Every circle in the graph (each reported once, from its smallest file). */
export function cycles(files: string[], follow: (e: Edge) => boolean): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f).filter(follow).map((e) => e.to)]));
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const to of graph.get(f) ?? []) {
      if (state.get(to) === 'open') {
        const circle = stack.slice(stack.indexOf(to));
        const start = circle.indexOf([...circle].sort()[0]);
        const key = [...circle.slice(start), ...circle.slice(0, start)].map((p) => relative(SRC, p));
        found.set(key.join(' → '), key);
      } else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return [...found.values()];
}

const files = sourceFiles(SRC);

/**
 * The folders of api/src, bottom layer first (decision 065): a folder imports its own layer and the
 * ones below, never one above. Each feature folder (modules/<name>) is a unit of the `modules` layer.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['migrations', 'gql'],
  ['platform'],
  ['rest'],
  ['modules'],
  ['features.ts'],
  ['app.ts', 'seed.ts'],
  ['server.ts'],
  ['main.ts', 'scripts'],
];

/** The unit of a file: `modules/<feature>` for a feature's file, else its top folder (or file) under api/src. */
export function unitOf(file: string): string {
  const [top, sub] = relative(SRC, file).split('/');
  return top === 'modules' && sub ? `modules/${sub}` : top;
}

const layerOf = (unit: string) => LAYERS.findIndex((l) => l.includes(unit.split('/')[0]));

/** Unit → unit imports of the sources (tests and their kits (*.test-kit.ts) are entry points: they may wire anything), type imports included. */
export function unitImports(list: string[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const f of list.filter((x) => !/\.test(-kit)?\.ts$/.test(x))) {
    for (const e of importsOf(f)) {
      const [from, to] = [unitOf(f), unitOf(e.to)];
      if (from !== to) edges.set(`${from} → ${to}`, [...(edges.get(`${from} → ${to}`) ?? []), `${relative(SRC, f)} → ${relative(SRC, e.to)}`]);
    }
  }
  return edges;
}

/**
 * The folder-level debts left, each with its reason (issue 30: at most these; remove one, drop it
 * here). Mutual pairs are written smaller folder first.
 */
const ALLOWED_MUTUAL: Record<string, string> = {
  'modules/auth ↔ modules/verification': 'identity cluster: sudo asks for email codes; recovery and email change sign in and out',
  'modules/users ↔ modules/verification': 'identity cluster: a username/email check reads the pending email changes (EmailChange lives in verification)',
};
const ALLOWED_UPWARD: Record<string, string> = {};

describe('module boundaries (decision 023)', () => {
  it('platform/ imports no feature and not the feature list', () => {
    // tests are entry points like the harness: they may wire the whole app
    const platform = files.filter((f) => f.startsWith(join(SRC, 'platform')) && !f.endsWith('.test.ts'));
    expect(platform.length).toBeGreaterThan(20);
    const upward = platform.flatMap((f) =>
      importsOf(f)
        .filter((e) => e.to.startsWith(join(SRC, 'modules')) || e.to === join(SRC, 'features.ts'))
        .map((e) => `${relative(SRC, f)} → ${relative(SRC, e.to)}`),
    );
    expect(upward).toEqual([]);
  });

  it('no import circle among api/src files, type imports included', () => {
    expect(cycles(files, () => true)).toEqual([]);
  });

  it('folders: no import runs back up a layer, and no two feature folders import each other, beyond the explained few', () => {
    const edges = unitImports(files);
    expect(edges.size).toBeGreaterThan(50);
    for (const unit of new Set([...edges.keys()].flatMap((k) => k.split(' → ')))) expect(layerOf(unit), `${unit} has no layer in LAYERS`).toBeGreaterThanOrEqual(0);
    const upward = [...edges.keys()].filter((k) => {
      const [from, to] = k.split(' → ');
      return layerOf(from) < layerOf(to);
    });
    expect(upward.filter((k) => !(k in ALLOWED_UPWARD)).map((k) => `${k}: ${edges.get(k)!.join(', ')}`)).toEqual([]);
    const mutual = [...edges.keys()].flatMap((k) => {
      const [a, b] = k.split(' → ');
      return a < b && edges.has(`${b} → ${a}`) ? [`${a} ↔ ${b}`] : [];
    });
    expect(mutual.filter((k) => !(k in ALLOWED_MUTUAL))).toEqual([]);
    // an allowance that is no longer needed goes: the list only shrinks
    expect(Object.keys(ALLOWED_MUTUAL).filter((k) => !mutual.includes(k))).toEqual([]);
    expect(Object.keys(ALLOWED_UPWARD).filter((k) => !upward.includes(k))).toEqual([]);
    expect(Object.keys(ALLOWED_UPWARD).length + Object.keys(ALLOWED_MUTUAL).length).toBeLessThanOrEqual(2);
  });

  it('the folder check sees a mutual pair and an upward import (the detector itself)', () => {
    const edges = unitImports([join(SRC, 'modules', 'auth', 'sudo.ts'), join(SRC, 'modules', 'verification', 'verification.service.ts'), join(SRC, 'rest', 'router.ts')]);
    expect(edges.has('modules/auth → modules/verification') && edges.has('modules/verification → modules/auth')).toBe(true);
    expect(layerOf('rest')).toBeLessThan(layerOf('modules/comments'));
    expect(layerOf('platform')).toBeLessThan(layerOf('rest'));
  });

  it('finds a circle when there is one (the detector itself)', () => {
    const a = join(SRC, 'platform', 'context.ts');
    const found = cycles([a], () => true);
    expect(found).toEqual([]); // one file alone: nothing to close a circle
    expect(importsOf(join(SRC, 'platform', 'ws.ts')).some((e) => e.to === join(SRC, 'platform', 'context.ts'))).toBe(true);
  });
});
