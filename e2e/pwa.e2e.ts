import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { register, serviceWorkerState } from './helpers.js';

/** Issue 17, decision 041: the offline shell (service worker), installability, the offline state. */

const SHOTS = '/work/shots/pwa';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** Waits until the service worker has installed (its precache is complete) and controls the page. */
async function controlled(page: Page): Promise<string> {
  await expect.poll(() => serviceWorkerState(page), { timeout: 60_000 }).toMatch(/\/sw\.js$/);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

test.describe('the installable web app (decision 041)', () => {
  test('sw.js is served fresh from the root, the manifest names PNG icons 192/512 and a maskable one', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const body = await sw.text();
    expect(body).toMatch(/const VERSION = '[0-9a-f]{16}'/);
    // never the API: the worker's fetch handler only answers navigations and /assets/ (the push
    // notification's Decline posts to /graphql itself, decision 061: not a cached answer)
    const fetchHandler = body.slice(body.indexOf("self.addEventListener('fetch'"), body.indexOf("self.addEventListener('push'"));
    expect(fetchHandler.length).toBeGreaterThan(0);
    expect(fetchHandler).not.toMatch(/graphql/);

    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/homepage', scope: '/' });
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    for (const want of [{ sizes: '192x192', purpose: 'any' }, { sizes: '512x512', purpose: 'any' }, { sizes: '512x512', purpose: 'maskable' }]) {
      const icon = icons.find((i) => i.sizes === want.sizes && i.purpose === want.purpose);
      expect(icon, JSON.stringify(want)).toBeDefined();
      const png = await request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });

  test('the Download page offers Install (the browser prompt when it has one, else the menu hint)', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/download');
    expect(await controlled(page)).toMatch(/\/$/);
    await page.getByRole('button', { name: 'Install Poolmates' }).click();
    // headless Chromium offers no prompt: the page tells how to install from the browser menu
    await expect(page.getByText(/Install app|Add to Home screen/)).toBeVisible();
  });
});

test.describe('offline (decision 041)', () => {
  test('a reload with no network shows the app shell and the offline state; back online it carries on', async ({ page, context, newUser }) => {
    // no console-error check: the browser logs the failed requests of an offline page
    await register(page, newUser);
    await page.goto('/homepage/profile');
    expect(await controlled(page)).toMatch(/\/$/);

    await context.setOffline(true);
    await page.reload();
    // the shell came from the worker's cache: the app runs, says it is offline, and keeps the URL
    await expect(page.getByText(/You.re offline/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
    await expect(page).toHaveURL(/\/homepage\/profile$/);
    await shot(page, 'offline-reload-1280');

    // back online, the session check runs again by itself and the page opens
    await context.setOffline(false);
    await expect(page.getByText(/You.re offline/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "Can't reach Poolmates" })).toHaveCount(0);
    await expect(page.getByRole('main').first()).toBeVisible();
    await expect(page).toHaveURL(/\/homepage\/profile$/);

    // offline, a page never visited opens from the shell too (its code was precached)
    await context.setOffline(true);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Poolmates' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await shot(page, 'offline-about-375');
    await context.setOffline(false);
  });

  test('GraphQL answers never come from the cache', async ({ page, context, newUser }) => {
    await register(page, newUser);
    await controlled(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((u) => !u.startsWith('/assets/') && !/^\/[\w.-]+$/.test(u))).toEqual([]);
    expect(cached.some((u) => /^\/(?:graphql|uploads)/.test(u))).toBe(false);
    await context.setOffline(true);
    const answer = await page.evaluate(() =>
      fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' }).then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(answer).toBe('failed');
    await context.setOffline(false);
  });
});
