import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Root files of web/dist the installed app needs offline (web/public). */
const ROOT_FILES = ['/index.html', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png', '/icon-512.png'];

/**
 * What the service worker precaches: the shell and every file the app (`index.html` and all its
 * lazy routes) can load, not GraphiQL's page (its own entry, megabytes of editor).
 */
export function precacheList(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${f}`);
    for (const k of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(k);
  };
  visit('index.html');
  return [...ROOT_FILES, ...[...files].filter((f) => f !== '/index.html').sort()];
}

/**
 * Build-only Vite plugin (decision 041): writes web/dist/sw.js from build/sw-template.js with the
 * precache list and a version that changes whenever index.html or any listed file does. Runs at
 * `writeBundle`, before the precompress plugin's `closeBundle`, so sw.js gets its .br/.gz too.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'poolmates:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const manifestFile = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(manifestFile)) throw new Error('service-worker: build.manifest must be on');
      const list = precacheList(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
      // index.html's scripts the manifest does not name (the first-screen boot script, decision 092)
      for (const [, src] of readFileSync(join(outDir, 'index.html'), 'utf8').matchAll(/<script[^>]* src="(\/assets\/[^"]+)"/g)) if (!list.includes(src)) list.push(src);
      const hash = createHash('sha256');
      for (const url of list) {
        hash.update(url);
        // hashed names change with their content; index.html and the icons are read
        if (!url.startsWith('/assets/')) hash.update(readFileSync(join(outDir, url.slice(1))));
      }
      const version = hash.digest('hex').slice(0, 16);
      const template = readFileSync(fileURLToPath(new URL('./sw-template.js', import.meta.url)), 'utf8');
      const sw = template.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(list).replaceAll("'", "\\'"));
      writeFileSync(join(outDir, 'sw.js'), sw);
    },
  };
}
