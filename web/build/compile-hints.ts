import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of each one
 * lazily on the main thread the first time it is called (decision 107). Browsers without the
 * feature read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Build-only plugin: starts each named chunk (the entry and the first screens' route groups, whose
 * code a page load runs) with {@link COMPILE_HINT}. Any other chunk (a dialog, the call room, an
 * editor) keeps lazy compilation: most of its functions never run on a visit. Added once the chunk
 * is final (the minifier drops comments, Vite puts its preload map at the top); its source map file
 * is shifted by the line; precompress then compresses the files as written.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  const hinted: string[] = [];
  return {
    name: 'poolmates:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // after Vite's own generateBundle (which puts the preload map at the chunk's top)
      order: 'post',
      handler(_options, bundle) {
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk' || !names.has(out.name) || out.code.startsWith(COMPILE_HINT)) continue;
          out.code = `${COMPILE_HINT}\n${out.code}`;
          hinted.push(out.fileName);
        }
      },
    },
    // the source map, written as it was made, moves down a line with the code (an empty first line)
    writeBundle(options) {
      for (const file of hinted.splice(0)) {
        const path = join(options.dir ?? '', `${file}.map`);
        if (!existsSync(path)) continue;
        const map = JSON.parse(readFileSync(path, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        writeFileSync(path, JSON.stringify(map));
      }
    },
  };
}
