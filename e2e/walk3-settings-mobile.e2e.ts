import { expect, test } from './fixtures.js';
import { register } from './helpers.js';

/**
 * The probe's newcomer walk (docs/security/probe-2026-11-27.md, "Walk"): Settings › Notifications
 * on a 375 px phone — the table's column headers each on one line, the quiet-hours note, times and
 * button apart, the five sections in the width, nothing sideways. Screenshot: e2e/artifacts/walk3-notifications-375.png.
 */
test('walk 3 — Settings › Notifications at 375 px: headers on one line, quiet hours laid out', async ({ page, newUser, consoleErrors }) => {
  void consoleErrors;
  await page.setViewportSize({ width: 375, height: 812 });
  await register(page, newUser);
  await page.goto('/homepage/setting/notifications');
  const table = page.getByRole('table', { name: 'Notifications by kind and channel' });
  await expect(table).toBeVisible();

  // each column header's text on one line ("In app" and "E-mail" broke at the space and the hyphen)
  const lines = await table.locator('thead th').evaluateAll((cells) =>
    cells.map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return `${th.textContent}: ${tops.size}`;
    }),
  );
  expect(lines).toEqual(['Notification: 1', 'In app: 1', 'E-mail: 1', 'Push: 1']);

  // quiet hours: the note and the From field apart, the To field and Save apart
  const quiet = page.getByRole('form', { name: 'Quiet hours' });
  const note = (await quiet.getByText(/No push notifications between these times/).boundingBox())!;
  const from = (await quiet.getByText('From', { exact: true }).boundingBox())!;
  expect(from.y - (note.y + note.height)).toBeGreaterThanOrEqual(8);
  const to = (await quiet.getByLabel('To', { exact: true }).boundingBox())!;
  const save = (await quiet.getByRole('button', { name: 'Save quiet hours' }).boundingBox())!;
  expect(save.y - (to.y + to.height)).toBeGreaterThanOrEqual(12);

  // the five sections fit the phone's width ("Messages" was cut to "Me" behind a scroll no one saw)
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Messages' })).toBeInViewport({ ratio: 1 });
  expect(await sections.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);

  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'e2e/artifacts/walk3-notifications-375.png', fullPage: true });
});
