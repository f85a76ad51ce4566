import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.js';
import { register } from './helpers.js';

const SHOTS = '/work/shots/search';
mkdirSync(SHOTS, { recursive: true });

async function gql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

test.describe('global search in Chromium', () => {
  test('typing in the header overlay, the keyboard, both results tabs, at 1280 and 375 px; visitors too', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(420_000); // two sizes, seven topics, an axe scan per size: ~3–4 min on a busy two-core machine
    const tag = `zq${randomBytes(3).toString('hex')}`;
    await register(page, newUser);
    await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
    const { categories } = await gql<{ categories: { id: string }[] }>(page, '{ categories { id } }');
    const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { publishTopic } = await gql<{ publishTopic: { id: string } }>(page, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', {
        input: { categoryId: categories[0].id, topic: `Pythön ${tag} ${i}`, yourName: 'Ada', squadSize: 2, durationDays: 1, startDate, startTime: '09:00', timezone: 'UTC', timeline: [{ title: 'Day one' }] },
      });
      ids.push(publishTopic.id);
    }
    // the owner's last name carries the tag, with an accent: found by the People tab
    await gql(page, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { firstName: 'Pythia', lastName: `Zoë ${tag}` } });

    for (const [width, height] of [
      [1280, 800],
      [375, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/homepage');
      const toggle = page.getByRole('button', { name: 'Search pools and people' });
      await toggle.click();
      const box = page.getByRole('combobox', { name: 'Search pools and people' });
      await expect(box).toBeFocused();
      // accents ignored, typo tolerated: "python" finds "Pythön"
      await box.pressSequentially(`python ${tag}`, { delay: 20 });
      const list = page.getByRole('listbox', { name: 'Search suggestions' });
      const pools = list.getByRole('group', { name: 'Pools' });
      await expect(pools.getByRole('option')).toHaveCount(4);
      await expect(pools.getByRole('option').first().locator('mark').first()).toHaveText('Pythön');
      await page.screenshot({ path: `${SHOTS}/overlay-${width}.png` });
      // keyboard: down to the first pool, Enter opens its detail page
      await page.keyboard.press('ArrowDown');
      await expect(pools.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/homepage/pool/pooldetails/${ids[6]}$`));
      // Escape closes and gives focus back
      await toggle.click();
      await box.fill('py');
      await expect(list).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(box).toBeHidden();
      await expect(toggle).toBeFocused();
      // Show All Search → the Pool tab, 5 at a time, more on scroll
      await toggle.click();
      await box.fill(tag);
      await list.getByRole('option', { name: 'Show All Search' }).click();
      await expect(page).toHaveURL(new RegExp(`/homepage/searchresult\\?q=${tag}$`));
      const found = page.getByRole('list', { name: 'Pools found' });
      // 5 a page; the next 5 come when the last scrolls into view (at once if it already shows)
      await expect(found.getByRole('listitem').nth(4)).toBeVisible();
      await found.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await expect(found.getByRole('listitem')).toHaveCount(7);
      await page.screenshot({ path: `${SHOTS}/results-pool-${width}.png` });
      // the People tab
      await page.getByRole('link', { name: 'People' }).click();
      await expect(page).toHaveURL(new RegExp(`/homepage/searchresult/people\\?q=${tag}$`));
      await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
      const peopleFound = page.getByRole('list', { name: 'People found' });
      await expect(peopleFound.getByRole('listitem')).toHaveCount(1);
      await expect(peopleFound.getByRole('link')).toContainText(`Pythia Zoë ${tag}`);
      await page.screenshot({ path: `${SHOTS}/results-people-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(new RegExp(`/homepage/searchresult\\?q=${tag}$`));
    }

    // a visitor: /searchrst, people by username, a person opens /account/{id}
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/searchrst/people?q=${newUser.username}`);
    const people = visitor.getByRole('list', { name: 'People found' });
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await people.getByRole('link').click();
    await expect(visitor).toHaveURL(/\/account\/\d+$/);
    await visitor.goto(`/searchrst?q=${tag}`);
    await expect(visitor.getByRole('list', { name: 'Pools found' }).getByRole('listitem').nth(4)).toBeVisible();
    await visitor.getByRole('list', { name: 'Pools found' }).getByRole('link').first().click();
    await expect(visitor).toHaveURL(new RegExp(`/pool/pooldetails/${ids[6]}$`));
    await context.close();
  });
});
