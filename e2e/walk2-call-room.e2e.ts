import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { gql, launchFakeMedia, person, squad } from './calls-helpers.js';

/**
 * Issue 28, item 4 (a newcomer's second walk): the call room fits the first screen at 1280×800 and
 * 375×812 with its tiles filling it, icon controls say their state, Leave / Stop Call is the
 * destructive colour, and a running call and focus block show as bars on the workspace's tabs.
 * Screenshots: e2e/artifacts/walk2-*.png.
 */
const SHOTS = 'e2e/artifacts';
let browser: Browser;
test.beforeAll(async () => {
  browser = await launchFakeMedia();
});
test.afterAll(async () => browser?.close());

/** Everything of the room a person needs (tiles and controls) is inside the window, with no scrolling. */
async function expectRoomFits(page: Page, tiles: number) {
  const vp = page.viewportSize()!;
  await expect(page.getByTestId(/^tile-/)).toHaveCount(tiles);
  for (const el of [...(await page.getByTestId(/^tile-/).all()), page.getByRole('toolbar', { name: 'Call controls' })]) {
    const box = (await el.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(vp.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(vp.width + 0.5);
  }
  expect(await page.evaluate(() => [document.documentElement.scrollWidth <= innerWidth, scrollY])).toEqual([true, 0]);
  // the tiles fill the room: together they cover most of the window's width or height
  const boxes = await Promise.all((await page.getByTestId(/^tile-/).all()).map(async (t) => (await t.boundingBox())!));
  const wide = Math.max(...boxes.map((b) => b.x + b.width)) - Math.min(...boxes.map((b) => b.x));
  const tall = Math.max(...boxes.map((b) => b.y + b.height)) - Math.min(...boxes.map((b) => b.y));
  expect(Math.max(wide / vp.width, tall / vp.height)).toBeGreaterThan(0.7);
}

test('walk 2 — the call room fits the first screen, controls say their state, bars on every tab (1280 and 375 px)', async () => {
  test.setTimeout(300_000); // three people with fake media on a shared two-core machine
  const a = await person(browser, 'wa', { viaApi: true });
  const b = await person(browser, 'wb', { viaApi: true, viewport: { width: 375, height: 812 } });
  const c = await person(browser, 'wc', { viaApi: true });
  const topicId = await squad(a, [b, c]);
  const room = `/homepage/active/${topicId}/Startcall`;

  await a.page.goto(room);
  await a.page.getByRole('button', { name: 'Start Call' }).click();
  // starting takes a camera, a call row and a signal stream: slow on a loaded two-core machine
  await expect(a.page.getByRole('region', { name: /^Call: / })).toBeVisible({ timeout: 60_000 });
  await expectRoomFits(a.page, 1);
  await a.page.screenshot({ path: `${SHOTS}/walk2-room-1-1280.png` });

  await b.page.goto(room);
  await b.page.getByRole('button', { name: 'Join Call' }).click();
  await expect(b.page.getByRole('region', { name: /^Call: / })).toBeVisible({ timeout: 60_000 });
  await expectRoomFits(b.page, 2);
  await expectRoomFits(a.page, 2);

  // controls: icon + visible label, the state in aria-pressed, Stop Call / Leave in the danger colour
  const controls = a.page.getByRole('toolbar', { name: 'Call controls' });
  const mute = controls.getByRole('button', { name: 'Mute' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(controls.getByRole('button', { name: 'Camera off' })).toHaveAttribute('aria-pressed', 'false');
  await expect(mute).toHaveAttribute('title', /unmute/i);
  const danger = 'rgb(185, 28, 28)';
  await expect(controls.getByRole('button', { name: 'Stop Call' })).toHaveCSS('background-color', danger);
  await expect(b.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' })).toHaveCSS('background-color', danger);
  // B sees A muted on A's tile
  await expect(b.page.getByTestId('tile-peer').getByLabel('muted')).toBeVisible();
  await a.page.screenshot({ path: `${SHOTS}/walk2-room-2-1280.png` });
  await b.page.screenshot({ path: `${SHOTS}/walk2-room-2-375.png` });

  // the chat at 375 px: a sheet over the tiles; the controls stay in the window
  await b.page.getByRole('button', { name: 'Chat' }).click();
  await expect(b.page.getByRole('textbox', { name: 'Message everyone' })).toBeInViewport();
  await expect(b.page.getByRole('toolbar', { name: 'Call controls' })).toBeInViewport();
  await b.page.screenshot({ path: `${SHOTS}/walk2-room-chat-375.png` });
  await b.page.getByRole('button', { name: 'Close the panel' }).click();

  // C, not in the call, on another tab: the call's bar, then a focus block's bar too
  await gql(c.page, 'mutation($t: ID!) { startFocusSession(topicId: $t) { id } }', { t: topicId });
  for (const width of [1280, 375]) {
    await c.page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await c.page.goto(`/homepage/active/${topicId}/timeline`);
    const callBar = c.page.getByRole('status').filter({ hasText: 'Call running' });
    await expect(callBar).toContainText('2 in it', { timeout: 60_000 });
    await expect(c.page.getByRole('status').filter({ hasText: 'Focus block' })).toContainText(/round 1 · \d+:\d\d left/);
    await c.page.screenshot({ path: `${SHOTS}/walk2-bars-${width}.png` });
  }
  await c.page.getByRole('link', { name: 'Join' }).click();
  await expect(c.page).toHaveURL(new RegExp(`/Startcall$`));
  await c.page.getByRole('button', { name: 'Join Call' }).click();
  await expect(c.page.getByRole('region', { name: /^Call: / })).toBeVisible({ timeout: 60_000 });
  await expectRoomFits(c.page, 3);
  await expectRoomFits(a.page, 3);
  await a.page.screenshot({ path: `${SHOTS}/walk2-room-3-1280.png` });
  await c.page.screenshot({ path: `${SHOTS}/walk2-room-3-375.png` });

  // Stop Call ends it for everyone; the bar goes away
  await controls.getByRole('button', { name: 'Stop Call' }).click();
  await c.page.goto(`/homepage/active/${topicId}/timeline`);
  await expect(c.page.getByRole('status').filter({ hasText: 'Focus block' })).toBeVisible();
  await expect(c.page.getByRole('status').filter({ hasText: 'Call running' })).toHaveCount(0);
  for (const p of [a, b, c]) expect(p.errors).toEqual([]);
});
