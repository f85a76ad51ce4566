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
  // a page that loaded while this worker was activating can miss the activation's claim: it asks
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
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

/* Web Push (decision 061). The server sends JSON {kind, title, body, url, tag, actions?, callId?}
 * (api/src/modules/push/push.service.ts), encrypted for this browser (RFC 8291). */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Poolmates';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/homepage/notifications', callId: data.callId ?? null },
    actions: Array.isArray(data.actions) ? data.actions.slice(0, 2) : [],
    // a ringing call stays until answered
    requireInteraction: data.kind === 'CALLS' && Boolean(data.callId),
    renotify: Boolean(data.tag),
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses a tab of this site on `url` (navigating it there), or opens one. */
async function openPage(url) {
  const target = new URL(url, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = tabs.find((c) => c.url === target);
  // focus needs the click's activation: a refused focus never stops the page from opening
  if (same) return same.focus().catch(() => same);
  const any = tabs.find((c) => new URL(c.url).origin === self.location.origin);
  if (any) {
    const moved = await any.navigate(target).catch(() => null);
    if (!moved) return self.clients.openWindow(target);
    return moved.focus().catch(() => moved);
  }
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  const n = event.notification;
  const { url, callId } = n.data ?? {};
  n.close();
  if (event.action === 'decline' && callId) {
    // the person's cookie session declines it: the popup closes in their tabs, the caller is told
    event.waitUntil(
      fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: 'mutation($c: ID!) { declineCall(callId: $c) }', variables: { c: String(callId) } }),
      }).catch(() => undefined),
    );
    return;
  }
  // accept, or a click on the notification: the page it is about (a call: its room, joining)
  event.waitUntil(openPage(url || '/homepage/notifications'));
});
