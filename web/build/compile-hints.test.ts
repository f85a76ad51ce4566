import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

type Hook = (this: unknown, ...args: unknown[]) => void;
const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-abcdefgh.js`, code });

describe('compileHints (decision 107)', () => {
  it('starts the named chunks with V8’s compile hint, leaves the others, and moves their source maps down a line', () => {
    const plugin = compileHints(['main', 'workspace']);
    const bundle = {
      main: chunk('main', 'const __vite__mapDeps=()=>[];\nexport{}'),
      workspace: chunk('workspace', 'export const a=1;'),
      dialog: chunk('dialog', 'export const b=2;'),
      css: { type: 'asset', name: 'main.css', fileName: 'assets/main.css', source: 'a{}' },
    };
    const generate = plugin.generateBundle as { order: string; handler: Hook };
    expect(generate.order).toBe('post'); // after Vite's preload map is at the top
    generate.handler.call({}, {}, bundle);
    generate.handler.call({}, {}, bundle); // a second pass adds nothing
    expect(bundle.main.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];\nexport{}`);
    expect(bundle.workspace.code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(bundle.dialog.code).toBe('export const b=2;');

    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/main-abcdefgh.js.map'), JSON.stringify({ version: 3, mappings: ';AAAA', sources: ['a.ts'] }));
    writeFileSync(join(dir, 'assets/dialog-abcdefgh.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA', sources: ['b.ts'] }));
    (plugin.writeBundle as Hook).call({}, { dir }, bundle); // workspace has no map: skipped
    expect(JSON.parse(readFileSync(join(dir, 'assets/main-abcdefgh.js.map'), 'utf8')).mappings).toBe(';;AAAA');
    expect(JSON.parse(readFileSync(join(dir, 'assets/dialog-abcdefgh.js.map'), 'utf8')).mappings).toBe('AAAA');
  });
});
