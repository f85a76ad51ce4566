import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing (text); images and fonts in woff2 are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|ttf|txt|map)$/;
/** Brotli's best (11) is slow on the few large files (GraphiQL's editor, 2.8 MB): those get 9. */
const BEST_UP_TO = 512 * 1024;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/**
 * Build-only Vite plugin: writes `<file>.br` (quality 11; 9 above 512 KB) and `<file>.gz` (level 9) next to every
 * compressible file of web/dist, once, at build time; the api serves them to a browser that asks
 * (api/src/platform/web-static.ts, decision 035). A copy no smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'poolmates:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${join(outDir, '.vite')}`) && statSync(f).size >= MIN_BYTES)
        // a second build into the same dist (GraphiQL's) leaves the first one's copies as they are
        .filter((f) => !existsSync(`${f}.br`) && !existsSync(`${f}.gz`));
      await Promise.all(
        files.map(async (file) => {
          const body = readFileSync(file);
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: body.length <= BEST_UP_TO ? 11 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          if (br.length < body.length) writeFileSync(`${file}.br`, br);
          if (gzipped.length < body.length) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
