// The JavaScript a first visit downloads before its page shows, read from Vite's manifest of a
// built web/dist (decision 035): the entry's static imports plus those of the lazy chunks the route
// renders at once. Sizes are gzip level 9 (what the server's precompressed .gz holds) and brotli
// (.br). `node web/build/initial-js.ts` prints the table; web/build/initial-js.test.ts holds the budgets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The source modules each page renders on a first visit (app-routes.tsx: its `lazyPage` imports). */
export const FIRST_VISIT: Record<string, string[]> = {
  '/': ['src/features/landing/landing-page.tsx'],
  '/homepage': [
    'src/features/home/home-shell.tsx',
    'src/features/workspace/home-dashboard.tsx',
    'src/features/notifications/notification-bell.tsx',
  ],
};

/** Budgets for the initial JS, gzip KB (issue 17: ≤ 150 for `/`; `/homepage` 166 since the workspace dashboard, decision 041). */
export const BUDGET_GZ_KB: Record<string, number> = { '/': 150, '/homepage': 166 };

/** In web/dist, beside Vite's manifest: each source module of a route group and its chunk's file (web/build/route-groups.ts). */
export const ROUTE_GROUPS_FILE = '.vite/route-groups.json';

export const manifestPath = (dist: string) => join(dist, '.vite', 'manifest.json');

export interface RouteSize {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
  /** 0 unless asked for */
  brotli: number;
}

export function initialJs(dist: string, route: string, opts: { brotli?: boolean } = {}): RouteSize {
  const modules = FIRST_VISIT[route];
  const manifest = JSON.parse(readFileSync(manifestPath(dist), 'utf8')) as Record<string, Chunk>;
  // a module in a route group's chunk (decision 088) is named by that chunk
  const grouped = existsSync(join(dist, ROUTE_GROUPS_FILE)) ? (JSON.parse(readFileSync(join(dist, ROUTE_GROUPS_FILE), 'utf8')) as Record<string, string>) : {};
  const keyOf = (m: string) => (manifest[m] || !grouped[m] ? m : (Object.keys(manifest).find((k) => manifest[k].file === grouped[m]) ?? m));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of web/dist: was it renamed? (update FIRST_VISIT)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit('index.html');
  for (const m of modules) visit(keyOf(m));
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const body = readFileSync(join(dist, f));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    if (opts.brotli !== false) brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { route, files: [...files], raw, gzip, brotli };
}

const kb = (n: number) => (n / 1024).toFixed(1);

if (import.meta.main) {
  const dist = join(import.meta.dirname, '..', 'dist');
  if (!existsSync(manifestPath(dist))) {
    console.error('web/dist has no .vite/manifest.json: run `npm run build -w web` first');
    process.exit(1);
  }
  console.log('initial JS of a first visit (KB)\nroute        files   raw    gzip  brotli  budget(gz)');
  for (const route of Object.keys(FIRST_VISIT)) {
    const s = initialJs(dist, route);
    console.log(`${route.padEnd(12)} ${String(s.files.length).padStart(5)} ${kb(s.raw).padStart(6)} ${kb(s.gzip).padStart(7)} ${kb(s.brotli).padStart(7)} ${String(BUDGET_GZ_KB[route]).padStart(8)}`);
  }
}
