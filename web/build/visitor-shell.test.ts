import { describe, expect, it } from 'vitest';
import { VISITOR_SHELL, visitorShell } from './visitor-shell';

type Emitted = { type: string; fileName: string; source: string };

/** Runs the plugin's generateBundle on a bundle holding `html` as index.html. */
function run(html: string | null) {
  const emitted: Emitted[] = [];
  const errors: string[] = [];
  const ctx = {
    emitFile: (f: Emitted) => void emitted.push(f),
    error: (msg: string) => {
      errors.push(msg);
      throw new Error(msg);
    },
  };
  const bundle = html === null ? {} : { 'index.html': { type: 'asset', fileName: 'index.html', source: html } };
  const hook = visitorShell().generateBundle as unknown as (this: typeof ctx, o: unknown, b: unknown) => void;
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
});
