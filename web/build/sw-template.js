/* Poolmates service worker (decision 041). Written to web/dist/sw.js by web/build/service-worker.ts,
 * which replaces the two constants below: VERSION (a hash of the shell) and PRECACHE (index.html,
 * the web manifest and icons, and every hashed file the app can load: the entry and its lazy routes,
 * not GraphiQL). Served from the site root with `Cache-Control: no-cache`, so its scope is `/` and the
 * browser sees a new build on the next visit.
 *
 * - Navigations: network first (a deploy is seen at once); with no answer at all, the cached
 *   index.html of this version, so a reload offline still shows the app. Server pages (GraphiQL,
 *   the dev outbox, uploads, PDFs, health) are never answered from the cache.
 * - /assets/*: hashed, immutable: the cache first, then the network (kept for next time).
 * - Everything else (/graphql, the legacy REST doors, uploads, WebSockets) is not touched: the
 *   browser fetches it as if there were no worker, and nothing personal is ever cached.
 * - A new version installs beside the old one, takes over at once (skipWaiting + claim) and removes
 *   the old caches; a page that was running asks the user to reload (web/src/lib/service-worker.ts).
 */
const VERSION = '__VERSION__';
const PRECACHE = /** @type {string[]} */ (JSON.parse('__PRECACHE__'));
const CACHE = `pm-shell-${VERSION}`;
const SHELL = '/index.html';
/** Paths the server answers itself (not the single-page app): never the cached shell. */
const SERVER_PAGES = /^\/(?:graphql|graphiql|dev\/|uploads\/|securitycode\.pdf|healthz|readyz|metrics|assets\/)/i;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // hashed files may come from the HTTP cache (the first visit just loaded some); the others
      // (`reload`: past it) must be this build's, so index.html names these very assets
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('pm-shell-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'version') event.source?.postMessage({ version: VERSION });
});

async function navigation(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw err;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!SERVER_PAGES.test(url.pathname)) event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
