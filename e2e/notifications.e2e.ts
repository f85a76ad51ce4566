import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/artifacts/notifications-${name}.png`, fullPage: false });

async function myId(page: Page): Promise<string> {
  const res = await page.request.post('/graphql', { data: { query: '{ me { id } }' } });
  return ((await res.json()) as { data: { me: { id: string } } }).data.me.id;
}

test.describe('the notifications page (issue 29)', () => {
  test('B follows A: A’s bell rises live, See all opens the page, mark all read, the follow opens B’s profile; 1280 and 375 px', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(300_000); // two accounts on a shared two-core machine: the first page load alone took 15 s once
    const slow = { timeout: 60_000 };
    await register(page, newUser);
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    const id = randomBytes(3).toString('hex');
    const userB: NewUser = { username: `e2e_f${id}`, email: `e2e_f${id}@example.com`, password: `pool-${id}-mates` };
    await register(pageB, userB);
    const idA = await myId(page);
    const idB = await myId(pageB);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/homepage/notifications');
    await expect(page).toHaveTitle(/^Notifications/);
    await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible(slow);

    // B follows A (twice, with an unfollow between: one notification)
    const follow = (q: string) => pageB.request.post('/graphql', { data: { query: `mutation($u: ID!) { ${q}(userId: $u) { id } }`, variables: { u: idA } } });
    expect((await follow('follow')).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible(slow);
    await follow('unfollow');
    await follow('follow');

    // the bell's panel: See all → the page, grouped under Today, unread
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(/\/homepage\/notifications$/);
    await page.reload();
    const today = page.getByRole('region', { name: 'Today' });
    const item = today.getByRole('link', { name: new RegExp(`${userB.username} started following you`) });
    await expect(item).toHaveCount(1, slow);
    await expect(item).toHaveClass(/notif__item--unread/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, '1280');

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(item).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, '375');

    // mark all read, then open it by keyboard: B's profile
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(item).not.toHaveClass(/notif__item--unread/);
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/homepage/account/${idB}`), slow);
    await contextB.close();
  });
});
