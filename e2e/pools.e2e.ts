import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.js';
import { makePng, register } from './helpers.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "YYYY-MM-DD" plus `days` → "DD-Mon-YYYY". */
function dayLabel(start: string, days: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
}

/** A screenshot from the top (the sticky header would otherwise sit mid-page); dialogs as the viewport shows them. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/artifacts/pools-${name}.png`, fullPage });
}

test.describe('pools in Chromium', () => {
  test('publish with an image in three steps, find it by category, open its detail and timeline', async ({ page, context, consoleErrors, newUser }) => {
    void consoleErrors;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const title = `Guitar chords ${randomBytes(3).toString('hex')}`;
    await register(page, newUser);

    // Step 1: the form. A new account sees onboarding dialogs on /homepage only.
    await page.goto('/homepage/publish');
    await expect(page.getByRole('heading', { level: 1, name: 'Publish In Pool' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('* Please fill in all required fields');
    await expect(page.getByText('* Yourname is required')).toBeVisible();
    await expect(page.getByText('* Squad is required')).toBeVisible();

    await page.getByLabel('Your Name').fill('Ada');
    await page.getByLabel('Topic').fill(title);
    await page.getByLabel(/^Description/).fill('Three evenings of open chords.\nBring a guitar.');
    await page.getByLabel('Category').selectOption({ label: 'Music' });
    await page.locator('label', { hasText: 'Tri' }).click();
    await page.getByLabel('Duration (days)').fill('3');
    await page.getByLabel('Hour').selectOption('7');
    await page.getByLabel('Minutes').selectOption('30');
    await page.getByLabel('AM or PM').selectOption('PM');
    await page.getByRole('button', { name: /^Time zone/ }).click();
    await page.getByRole('combobox', { name: 'Search time zones' }).fill('kolkata');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Time zone/ })).toContainText('Kolkata');
    await page.getByLabel('Choose an image').setInputFiles({ name: 'chords.png', mimeType: 'image/png', buffer: makePng(640, 480) });
    await expect(page.getByRole('img', { name: 'Preview of the topic image' })).toBeVisible();
    const startDate = await page.getByLabel('Start date').inputValue();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'publish-form');

    // The draft survives a reload.
    await page.reload();
    await expect(page.getByLabel('Topic')).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'Preview of the topic image' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: one entry per day with its date.
    await expect(page).toHaveURL(/\/homepage\/publish\/tm$/);
    await expect(page.getByRole('heading', { level: 1, name: `Timeline for ${title}` })).toBeVisible();
    const days = page.getByRole('group', { name: /^Day/ });
    await expect(days).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(days.nth(i).locator('legend')).toContainText(dayLabel(startDate, i));
    await days.nth(0).getByLabel('Title').fill('C, G and D');
    await days.nth(0).getByLabel(/^Description/).fill('Finger positions and clean strums.');
    await days.nth(1).getByLabel('Title').fill('A minor and E minor');
    await days.nth(2).getByLabel('Title').fill('Play a whole song');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'publish-timeline');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: confirm and publish.
    await expect(page).toHaveURL(/\/homepage\/publish\/pb$/);
    await expect(page.getByText('Tri · Three Person (You + 2)')).toBeVisible();
    await expect(page.getByText(`${dayLabel(startDate, 0)}@07:30 PM`)).toBeVisible();
    await shot(page, 'publish-confirm');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const published = page.getByRole('dialog', { name: 'Published' });
    await expect(published).toBeVisible();
    await shot(page, 'published', false);
    await published.getByRole('button', { name: 'Go to your pools' }).click();

    // Your pools: the new topic (upcoming, nobody joined) can be deleted.
    await expect(page).toHaveURL(/\/homepage\/profile\/yourpool$/);
    const mine = page.getByRole('list', { name: 'Your topics' }).getByRole('listitem').filter({ hasText: title });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
    await expect(mine.locator('img')).toHaveJSProperty('naturalWidth', 500);
    await shot(page, 'your-pools');

    // Browse, filtered by its category.
    await page.getByRole('navigation', { name: 'Sections', exact: true }).getByRole('link', { name: 'Pools', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discussion & Learning' })).toBeVisible();
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Music' }).click();
    await expect(page).toHaveURL(/category=/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Filter by category' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Chosen categories' })).toContainText('Music');
    const cards = page.getByRole('list', { name: 'Pools' }).getByRole('listitem');
    await expect(cards.first()).toContainText(title);
    for (const text of await cards.allTextContents()) expect(text).toContain('Music');
    await expect(cards.first()).toContainText('2 friends'); // a squad of 3 counts the owner
    await expect(cards.first()).toContainText('3 days');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'browse');

    // Detail.
    await cards.first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/homepage\/pool\/pooldetails\/\d+$/);
    const topicId = /pooldetails\/(\d+)$/.exec(page.url())![1];
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('1 / 3')).toBeVisible();
    await expect(page.getByText('Bring a guitar.')).toBeVisible();
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share Link' });
    await expect(share.getByLabel('Link')).toHaveValue(new RegExp(`/pool/pooldetails/${topicId}$`));
    await share.getByRole('button', { name: 'Copy' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied');
    await shot(page, 'share', false);
    await share.getByRole('button', { name: 'Close' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByText('India · Kolkata (UTC+05:30)')).toBeVisible();
    await shot(page, 'detail');

    // Timeline: the last day starts collapsed; the author edits a day.
    await page.getByRole('link', { name: 'TimeLine' }).click();
    await expect(page).toHaveURL(new RegExp(`/homepage/pool/distimeline\\?topic=${topicId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    const toggles = page.getByRole('button', { name: /^Day \d/ });
    await expect(toggles).toHaveCount(3);
    await expect(toggles.nth(0)).toContainText(dayLabel(startDate, 0));
    await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Edit day 3' })).toBeHidden();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Edit day 1' }).click();
    await page.getByRole('form', { name: 'Edit day 1' }).getByLabel('Title').fill('C, G, D and a capo');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toggles.nth(0)).toContainText('C, G, D and a capo');
    await toggles.nth(2).click();
    await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Edit day 3' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'timeline');

    // The same pages on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/homepage/pool');
    await expect(page.getByRole('list', { name: 'Pools' })).toBeVisible();
    await shot(page, 'browse-375');
    // The category popover stays inside the viewport.
    await page.getByRole('button', { name: 'Categories' }).click();
    const picker = page.getByRole('group', { name: 'Filter by category' });
    await expect(picker).toBeVisible();
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await shot(page, 'browse-categories-375');
    await page.keyboard.press('Escape');
    await page.goto(`/homepage/pool/pooldetails/${topicId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shot(page, 'detail-375');
    await page.goto(`/homepage/pool/distimeline/${topicId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    await shot(page, 'timeline-375');
    await page.goto('/homepage/publish');
    await expect(page.getByRole('heading', { level: 1, name: 'Publish In Pool' })).toBeVisible();
    await expect(page.getByLabel('Topic')).toHaveValue('');
    await shot(page, 'publish-form-375');
    await page.goto('/homepage/profile/yourpool');
    await expect(page.getByRole('list', { name: 'Your topics' })).toBeVisible();
    await shot(page, 'your-pools-375');

    // A visitor sees the public page; TimeLine asks them to sign in first.
    const visitor = await context.browser()!.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const anon = await visitor.newPage();
    await anon.goto(`/pool/pooldetails/${topicId}`);
    await expect(anon.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await anon.screenshot({ path: 'e2e/artifacts/pools-detail-visitor.png', fullPage: true });
    await anon.getByRole('link', { name: 'TimeLine' }).click();
    await expect(anon).toHaveURL(/\/signin$/);
    await anon.getByLabel('Email').fill(newUser.email);
    await anon.getByLabel('Password', { exact: true }).fill(newUser.password);
    await anon.getByRole('button', { name: 'Login' }).click();
    await expect(anon).toHaveURL(new RegExp(`/homepage/pool/distimeline\\?topic=${topicId}$`));
    await expect(anon.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    await visitor.close();
  });
});
