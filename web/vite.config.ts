import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { firstScreenBoot, printedDocuments } from './build/first-screen-boot.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { precompress } from './build/precompress.ts';
import { routeGroups } from './build/route-groups.ts';
import { serviceWorker } from './build/service-worker.ts';
import { landingScreen, visitorShell } from './build/visitor-shell.ts';

const api = 'http://localhost:4000';
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// What a page renders at first, one chunk a group instead of ~30–50 small ones (decision 088;
// web/build/route-groups.ts): a module two groups reach goes to their parent; one that a page outside
// a group imports too stays out of it (that page would download the group).
/** The lazy pages of app-routes.tsx a visitor sees: what they reach never joins a signed-in group (add a new public page here). */
const visitorPages = [
  'features/landing/info-pages.tsx',
  'features/auth/sign-in-page.tsx',
  'features/auth/register-page.tsx',
  'features/auth/forgot-password-page.tsx',
  'features/auth/deactivated-page.tsx',
  'features/topics/topic-routes.tsx',
  'features/comments/comments-section.tsx',
  'features/people/person-page.tsx',
  'features/search/search-overlay.tsx',
  'features/search/search-results-page.tsx',
];

const signedInRoots = [
  'features/home/home-shell.tsx',
  'features/notifications/notification-bell.tsx',
  'features/workspace/home-dashboard.tsx',
  'app/workspace-route.tsx',
  'features/feed/post-count.tsx',
  'features/accountability/topic-tools.tsx',
  'features/topic-search/topic-search-box.tsx',
  'features/accountability/checked-in-marker.tsx',
  'features/accountability/check-in-card.tsx',
  'features/feed/feed-tab.tsx',
  'features/topics/timeline-tab.tsx',
  'features/accountability/day-check-ins.tsx',
];

export const routes = routeGroups(
  [
    // the landing page and the public frame (their icons, logo and pill are everyone's)
    { name: 'public', open: true, roots: ['features/landing/landing-page.tsx', 'features/landing/public-layout.tsx'] },
    // the signed-in frame and its bell (preloaded with any /homepage entry): every signed-in page loads
    // it, so any of them may import its modules; never what a visitor's page reaches (`outside`: the
    // lazy pages of app-routes.tsx a visitor sees — add a new public page here).
    { name: 'frame', open: true, outside: visitorPages, roots: ['features/home/home-shell.tsx', 'features/notifications/notification-bell.tsx'] },
    { name: 'home', parent: 'frame', outside: visitorPages, roots: ['features/workspace/home-dashboard.tsx'] },
    // a squad's workspace: its page and the header's parts, then each first tab's own
    { name: 'workspace', parent: 'frame', outside: visitorPages, roots: ['app/workspace-route.tsx', 'features/feed/post-count.tsx', 'features/accountability/topic-tools.tsx', 'features/topic-search/topic-search-box.tsx', 'features/accountability/checked-in-marker.tsx'] },
    { name: 'active-tab', parent: 'workspace', outside: visitorPages, roots: ['features/accountability/check-in-card.tsx', 'features/feed/feed-tab.tsx'] },
    { name: 'timeline-tab', parent: 'workspace', outside: visitorPages, roots: ['features/topics/timeline-tab.tsx', 'features/accountability/day-check-ins.tsx'] },
    // what those first screens share with a visitor's pages (the shared ui/ and lib/ parts): one chunk
    // for home's and one for the workspace's rest, which a visitor's page other than the landing
    // downloads too (a few KB more there, for ~20 files fewer on a signed-in page)
    { name: 'shared', open: true, roots: signedInRoots.slice(0, 3) },
    { name: 'shared-workspace', open: true, roots: signedInRoots.slice(3) },
  ],
  here('./src'),
);

export default defineConfig({
  plugins: [react(), graphqlDocuments(here('./src/gql')), visitorShell(landingScreen(here('./src/features/landing/landing-static.html'), ['/features/landing/public-layout.tsx', '/features/landing/landing-page.tsx'])), routes.plugin, compileHints(['main', ...routes.groups.map((g) => g.name)]), printedDocuments(), firstScreenBoot(here('./src/gql'), here('./src/app/first-screen.ts'), here('./src')), serviceWorker(), precompress()],
  resolve: {
    // `@poolmates/schema` is used from its TypeScript source: the target of its `source` export
    // condition. Only that package is pointed there: a global `resolve.conditions: ['source']`
    // also picks react-aria's raw sources (a GraphiQL dependency), which do not resolve outside
    // their monorepo and break the dev server.
    alias: [
      { find: /^@poolmates\/schema$/, replacement: here('../schema/src/index.ts') },
      // simple-peer (calls) → streamx → events-universal, whose default export is Node's `events`
      // (not bundled for browsers): its pure-JS EventEmitter instead (decision 043).
      { find: /^events-universal$/, replacement: 'bare-events' },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/uploads': { target: api },
      '/healthz': { target: api },
      '/securitycode.pdf': { target: api },
      '/dev/outbox': { target: api },
    },
  },
  preview: { port: 4173 },
  optimizeDeps: {
    // GraphiQL's worker setup imports Monaco workers with `?worker`, which the dependency
    // pre-bundler cannot load: serve just those two modules unbundled (the rest is pre-bundled).
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
    // …and pre-bundle the CommonJS modules those unbundled workers import.
    include: ['nullthrows', 'picomatch-browser', 'prettier/plugins/graphql'],
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the chunk graph web/src/bundle-budget.test.ts measures the first visit with
    manifest: true,
    emptyOutDir: true,
    // GraphiQL bundles Monaco and its language workers (large, but only loaded on /graphiql).
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // The app. GraphiQL (graphiql.html, served by the api at /graphiql, bundled so it works offline)
      // is a second build into the same dist (vite.graphiql.config.ts): one build of both shares React
      // DOM and graphql-js in one chunk holding the union of the exports both use, which the landing
      // page then downloads (~3 KB gz, decision 035).
      input: { main: here('./index.html') },
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React DOM, Apollo, the router, the route table,
          // the shared bits of ui/ and lib/ it uses) in one chunk instead of the entry plus ~18 small
          // shared ones: a phone on slow 4G pays a round trip per file on its 6 connections, and the
          // main thread a task per response (decision 071). The lazy chunks stay as they were.
          // Then one chunk per route group: what a page's first screen renders (decision 088).
          groups: [{ name: 'main', tags: ['$initial'] }, ...routes.groups],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's packages start modules with "use no memo" (a React Compiler hint); harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
