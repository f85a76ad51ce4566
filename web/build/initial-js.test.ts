import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './compile-hints';
import { BUDGET_GZ_KB, FIRST_VISIT, initialJs, manifestPath } from './initial-js';

const dist = join(import.meta.dirname, '..', 'dist');

/**
 * The first visit's JS stays within budget (issue 17, decision 035). Reads the last `npm run build`
 * (web/dist/.vite/manifest.json); skipped when web has not been built. e2e/first-visit.e2e.ts
 * checks the bytes a browser really downloads.
 */
describe.skipIf(!existsSync(manifestPath(dist)))('initial JS of a first visit (web/dist)', () => {
  it.each(Object.keys(FIRST_VISIT))('%s stays within its gzip budget', (route) => {
    const size = initialJs(dist, route, { brotli: false });
    const gzKb = size.gzip / 1024;
    console.log(`${route}: ${size.files.length} files, ${(size.raw / 1024).toFixed(1)} KB raw, ${gzKb.toFixed(1)} KB gz`);
    expect(gzKb).toBeLessThanOrEqual(BUDGET_GZ_KB[route]);
  });

  it("keeps the signed-in route groups' chunks out of every page a visitor sees (decision 088)", () => {
    const manifest = JSON.parse(readFileSync(manifestPath(dist), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const visitorPages = [
      'src/features/auth/sign-in-page.tsx',
      'src/features/auth/register-page.tsx',
      'src/features/auth/forgot-password-page.tsx',
      'src/features/topics/topic-routes.tsx',
      'src/features/comments/comments-section.tsx',
      'src/features/people/person-page.tsx',
      'src/features/search/search-overlay.tsx',
      'src/features/search/search-results-page.tsx',
      'src/features/landing/info-pages.tsx',
    ];
    for (const page of visitorPages) {
      const files = new Set<string>();
      const visit = (k: string) => {
        if (!manifest[k] || files.has(manifest[k].file)) return;
        files.add(manifest[k].file);
        for (const i of manifest[k].imports ?? []) visit(i);
      };
      visit(page);
      expect(manifest[page], page).toBeDefined();
      expect([...files].filter((f) => /assets\/(frame|home|workspace|active-tab|timeline-tab)-/.test(f)), page).toEqual([]);
    }
  });

  it('links the first-screen boot script in the signed-in shell only, never in a visitor’s (decision 092)', () => {
    const shell = (name: string) => readFileSync(join(dist, name), 'utf8');
    expect(shell('index.html')).toMatch(/<script async src="\/assets\/boot-[\w-]+\.js"><\/script>/);
    for (const name of ['visitor.html', 'landing.html']) expect(shell(name), name).not.toContain('boot-');
  });

  it('starts the entry and the first screens’ route groups with the compile hint, and no other script (decision 107)', () => {
    const assets = join(dist, 'assets');
    const hinted = readdirSync(assets)
      .filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').startsWith(`${COMPILE_HINT}\n`))
      .map((f) => f.replace(/-[\w-]{8}\.js$/, ''));
    expect(hinted.sort()).toEqual(['active-tab', 'frame', 'home', 'main', 'public', 'shared', 'shared-workspace', 'timeline-tab', 'workspace']);
  });

  it('keeps GraphiQL, the editor and the pages of other routes out of the landing page', () => {
    const files = initialJs(dist, '/', { brotli: false }).files.join(' ');
    for (const name of ['graphiql', 'monaco', 'settings-page', 'publish-flow', 'comments-section', 'home-shell', 'register-page', 'validation', 'gql-', 'frame-', 'workspace-', 'home-', 'shared-']) {
      expect(files).not.toContain(name);
    }
  });
});
