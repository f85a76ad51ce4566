import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_SHELL, VISITOR_SHELL, landingScreen, visitorShell } from './visitor-shell';

type Emitted = { type: string; fileName: string; source: string };

/** Runs the plugin's generateBundle on a bundle holding `html` as index.html. */
function run(html: string | null, landing?: Parameters<typeof visitorShell>[0], chunks: Record<string, unknown> = {}) {
  const emitted: Emitted[] = [];
  const errors: string[] = [];
  const ctx = {
    emitFile: (f: Emitted) => void emitted.push(f),
    error: (msg: string) => {
      errors.push(msg);
      throw new Error(msg);
    },
  };
  const bundle = html === null ? { ...chunks } : { ...chunks, 'index.html': { type: 'asset', fileName: 'index.html', source: html } };
  const hook = visitorShell(landing).generateBundle as unknown as (this: typeof ctx, o: unknown, b: unknown) => void;
  try {
    hook.call(ctx, {}, bundle);
  } catch {
    // reported through `errors`
  }
  return { emitted, errors };
}

describe('the visitor shell (decision 071)', () => {
  it('is index.html with <html> marked data-visitor, and nothing else changed', () => {
    const html = '<!doctype html>\n<html lang="en">\n<head><title>Poolmates</title></head><body><div id="root"></div></body></html>';
    const { emitted } = run(html);
    expect(emitted).toEqual([{ type: 'asset', fileName: VISITOR_SHELL, source: html.replace('<html lang="en">', '<html lang="en" data-visitor>') }]);
  });

  it('fails the build when index.html has no <html> element, and writes nothing without an index.html', () => {
    expect(run('<div id="root"></div>').errors).toHaveLength(1);
    expect(run(null)).toEqual({ emitted: [], errors: [] });
  });

  it('writes landing.html for `/`: the landing screen before #root and its chunks’ stylesheets in the head (decision 080)', () => {
    const html = '<!doctype html>\n<html lang="en">\n<head><title>Poolmates</title></head><body><div id="root"></div></body></html>';
    const chunk = (moduleIds: string[], css: string[]) => ({ type: 'chunk', moduleIds, viteMetadata: { importedCss: new Set(css) } });
    const { emitted } = run(html, { html: '<h1 class="hero__title">Learn</h1>\n', modules: ['/features/landing/public-layout.tsx'] }, {
      'assets/public-layout.js': chunk(['/src/features/landing/public-layout.tsx'], ['assets/public-layout.css']),
      'assets/other.js': chunk(['/src/features/chat/chat.tsx'], ['assets/chat.css']),
    });
    expect(emitted.map((f) => f.fileName)).toEqual([VISITOR_SHELL, LANDING_SHELL]);
    expect(emitted[1]!.source).toBe(
      '<!doctype html>\n<html lang="en" data-visitor>\n<head><title>Poolmates</title><link rel="stylesheet" crossorigin href="/assets/public-layout.css"></head>' +
        '<body><div id="static-landing" class="static-landing"><h1 class="hero__title">Learn</h1></div><div id="root"></div></body></html>',
    );
  });

  it('the landing screen the build reads holds the landing hero’s text', () => {
    const { html } = landingScreen(join(import.meta.dirname, '../src/features/landing/landing-static.html'), []);
    expect(html).toContain('<h1 class="hero__title">So much to learn, So many resources, but still can not learn.</h1>');
  });
});
