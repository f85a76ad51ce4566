import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The shape of web/src, kept by a test because oxlint's import rules cannot say "a feature imports
// no *other* feature" without one override per feature (decision 026):
// - features/X may import ui/, gql/, lib/, test/ and itself, never features/Y; app/ composes
//   features and passes one feature's pieces to another as props ("slots", as the comments section
//   reaches the topic page);
// - ui/, lib/ and gql/ are the floor: they import no feature and not app/.

const SRC = dirname(fileURLToPath(import.meta.url));
const FLOOR = ['ui', 'lib', 'gql'];

/** Every .ts/.tsx file under `dir`, as paths relative to web/src with forward slashes. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [relative(SRC, p).split('\\').join('/')] : [];
  });
}

/** The relative specifiers a module imports: static, `export … from`, side-effect and dynamic. */
export function importSpecifiers(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g)) found.push(m[1]);
  return found;
}

/** The rule broken when `file` (relative to web/src) imports `target` (also relative), or null. */
export function boundaryViolation(file: string, target: string): string | null {
  const [area, feature] = file.split('/');
  const [targetArea, targetFeature] = target.split('/');
  if (area === 'features' && targetArea === 'features' && targetFeature !== feature) {
    return `features/${feature} imports features/${targetFeature}: move the shared piece to ui/ or lib/, or pass it from app/`;
  }
  if (FLOOR.includes(area) && (targetArea === 'features' || targetArea === 'app')) {
    return `${area}/ imports ${targetArea}/: ui, lib and gql are below every feature`;
  }
  return null;
}

describe('web/src import boundaries', () => {
  it('finds static, re-exported, side-effect and dynamic imports', () => {
    const code = [
      "import { a } from '../people/a';",
      "export { b } from './b';",
      "import './c.css';",
      "const d = await import('../../ui/d');",
      "import x from 'react';",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['../people/a', './b', './c.css', '../../ui/d']);
  });

  it('refuses a feature importing another feature, and the floor importing features or app', () => {
    expect(boundaryViolation('features/topics/a.tsx', 'features/people/b')).toMatch(/features\/topics imports features\/people/);
    expect(boundaryViolation('ui/a.tsx', 'features/topics/b')).toMatch(/ui\/ imports features\//);
    expect(boundaryViolation('lib/a.ts', 'app/b')).toMatch(/lib\/ imports app\//);
  });

  it('allows a feature its own files, ui, lib and gql; and app/ every feature', () => {
    for (const target of ['features/topics/b', 'ui/button', 'lib/person', 'gql']) {
      expect(boundaryViolation('features/topics/a.tsx', target)).toBeNull();
    }
    expect(boundaryViolation('app/app-routes.tsx', 'features/topics/topic-routes')).toBeNull();
  });

  it('holds for every file in web/src', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const spec of importSpecifiers(readFileSync(join(SRC, file), 'utf8'))) {
        const target = relative(SRC, resolve(SRC, dirname(file), spec)).split('\\').join('/');
        const broken = boundaryViolation(file, target);
        if (broken) violations.push(`${file} → ${spec}: ${broken}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
