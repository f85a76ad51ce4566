import type { Page, Response } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.js';

/** Budget for the initial JS of `/`, gzip KB (issue 17); brotli, which Chromium gets, is smaller. */
const LANDING_JS_KB = 150;

/** Scripts and stylesheets the page loaded, with their response headers. */
function watchAssets(page: Page) {
  const assets: Response[] = [];
  page.on('response', (r) => {
    if (/\/assets\/.+\.(?:js|css)$/.test(new URL(r.url()).pathname)) assets.push(r);
  });
  return assets;
}

/** Bytes on the wire (headers included) of everything the page loaded so far, and of its scripts alone. */
const transferred = (page: Page) =>
  page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
    const sum = (list: PerformanceResourceTiming[], key: 'transferSize' | 'encodedBodySize' | 'decodedBodySize') => list.reduce((n, e) => n + e[key], 0);
    const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    return { total: sum(entries, 'transferSize'), decoded: sum(entries, 'decodedBodySize'), js: sum(scripts, 'encodedBodySize'), jsFiles: scripts.length };
  });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test.describe('the first visit (decision 035)', () => {
  test('/ arrives compressed, cacheable and within its JS budget', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const assets = watchAssets(page);
    const shell = await page.goto('/');
    expect(shell?.headers()['cache-control']).toBe('no-cache');
    expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(assets.length).toBeGreaterThan(3);
    for (const res of assets) {
      const headers = await res.allHeaders();
      // files under 1 KB have no compressed copy (web/build/precompress.ts)
      if (!headers['content-encoding']) expect(Number(headers['content-length']), res.url()).toBeLessThan(1024);
      else expect(['br', 'gzip'], res.url()).toContain(headers['content-encoding']);
      expect(headers.vary, res.url()).toMatch(/accept-encoding/i);
      expect(headers['cache-control'], res.url()).toBe('public, max-age=31536000, immutable');
    }
    // nothing of the signed-in app, GraphiQL or other pages on the landing page
    expect(assets.map((r) => r.url()).join(' ')).not.toMatch(/graphiql|monaco|home-shell|settings-page|publish-flow|comments-section/);

    const encodings = new Set(await Promise.all(assets.map(async (r) => (await r.allHeaders())['content-encoding'] ?? 'identity')));
    const size = await transferred(page);
    console.log(`first visit of / (${[...encodings].join(', ')}): ${kb(size.total)} transferred (${kb(size.decoded)} decoded); JS ${kb(size.js)} in ${size.jsFiles} files`);
    expect(size.js).toBeLessThan(LANDING_JS_KB * 1024);
  });

  test('/ holds the landing hero in its HTML; the page takes over without a layout shift (decision 080)', async ({ page, request, consoleErrors }) => {
    void consoleErrors;
    const title = 'So much to learn, So many resources, but still can not learn.';
    // the served HTML, before any JS: the hero's headline is in it
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<h1 class="hero__title">${title}</h1>`);
    expect(html).toContain('id="static-landing"');

    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shifts: number }).shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    // the app's own page replaced the static copy: one headline, the same text, and the rest of the page
    await expect(page.locator('#static-landing')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Procrastination Doom Loop' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // 0 in a quiet run; one loaded run read 0.00089 (a sub-pixel move, not the takeover): a visible
    // shift of the hero or the header is ≥ 0.01
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.005);
  });

  test('a browser that asks for br or gzip gets it; one that asks for neither gets the plain file', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type=module]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\//);
    for (const [ask, got] of [['br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await request.get(script!, { headers: { 'accept-encoding': ask } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding'], ask).toBe(got);
      expect(res.headers().vary).toMatch(/accept-encoding/i);
    }
  });

  test('/homepage loads the signed-in shell without the landing page or other screens', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const signIn = await page.request.post('/graphql', {
      data: { query: 'mutation($i: SignInInput!) { signIn(input: $i) { status } }', variables: { i: { email: 'asha@demo.poolmates.test', password: 'learn-together-1' } } },
    });
    expect(signIn.ok()).toBe(true);
    const assets = watchAssets(page);
    await page.goto('/homepage');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(assets.map((r) => r.url()).join(' ')).not.toMatch(/landing-page|graphiql|monaco|settings-page|publish-flow|onboarding-dialogs/);
    const size = await transferred(page);
    console.log(`first visit of /homepage: ${kb(size.total)} transferred; JS ${kb(size.js)} in ${size.jsFiles} files`);
  });
});

/** The pages this work changed in both schemes; the dark scheme also on the busiest public pages. */
const PAGES = { light: ['/howitwork', '/privacy'], dark: ['/', '/howitwork', '/privacy', '/signin', '/pool'] };

test.describe('light and dark (the system setting)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of PAGES[scheme]) {
      test(`${path} passes axe in the ${scheme} scheme`, async ({ page, consoleErrors }) => {
        void consoleErrors;
        // a page and axe take ~30 s on a busy two-core machine
        test.setTimeout(120_000);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
        expect(await axeViolations(page), `${path} (${scheme})`).toEqual([]);
        if (path === '/howitwork') {
          await page.getByText('Communication paths by squad size').click();
          await expect(page.getByRole('table', { name: /communication paths/i })).toBeVisible();
          await page.screenshot({ path: `e2e/artifacts/how-it-works-${scheme}.png`, fullPage: true });
        }
        if (path === '/') await page.screenshot({ path: `e2e/artifacts/landing-${scheme}.png` });
      });
    }
  }

  test('the signed-in home passes axe in the dark scheme', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    const signIn = await page.request.post('/graphql', {
      data: { query: 'mutation($i: SignInInput!) { signIn(input: $i) { status } }', variables: { i: { email: 'ben@demo.poolmates.test', password: 'learn-together-2' } } },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto('/homepage');
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/artifacts/home-dark.png', fullPage: true });
  });
});
