import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/squads-${name}.png` });
}

/** A topic of two seats published through the API as the signed-in user of `page`. */
async function publishTopic(page: Page, title: string): Promise<string> {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const categories = await page.request.post('/graphql', { data: { query: '{ categories { id } }' } });
  const categoryId = (await categories.json()).data.categories[0].id as string;
  const res = await page.request.post('/graphql', {
    data: {
      query: 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }',
      variables: {
        input: {
          categoryId,
          topic: title,
          yourName: 'Ada',
          description: 'Two people, one book.',
          squadSize: 2,
          durationDays: 2,
          startDate: tomorrow,
          startTime: '09:00',
          timezone: 'Europe/London',
          timeline: [{ title: 'Day one' }, { title: 'Day two' }],
        },
      },
    },
  });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.publishTopic.id as string;
}

test.describe('squads in Chromium', () => {
  test('B asks to join, A sees the badge live and confirms, B sees ACCEPTED live and Approved', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(60_000);
    const title = `Read SICP ${randomBytes(3).toString('hex')}`;

    // A: the owner (the fixture's page).
    await register(page, newUser);
    const topicId = await publishTopic(page, title);
    const detail = `/homepage/pool/pooldetails/${topicId}`;
    await page.goto(detail);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send Request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // B: a second browser context with its own account; its console is checked here.
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    const errorsB: string[] = [];
    pageB.on('console', (m) => {
      if (m.type() === 'error') errorsB.push(m.text());
    });
    pageB.on('pageerror', (e) => errorsB.push(String(e)));
    const id = randomBytes(3).toString('hex');
    const userB: NewUser = { username: `e2e_b${id}`, email: `e2e_b${id}@example.com`, password: `pool-${id}-mates` };
    await register(pageB, userB);
    await pageB.goto(detail);
    await expect(pageB.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await pageB.getByRole('button', { name: 'Start now' }).click();
    await expect(pageB.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await shot(pageB, 'requested');

    // A: the badge goes to 1 without a reload; the notification opens the Topic Request dialog.
    const bellA = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bellA).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await shot(page, 'badge');
    await bellA.click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await shot(page, 'panel');
    await page.getByRole('list', { name: 'Notification list' }).getByRole('button', { name: new RegExp(userB.username) }).click();
    const dialog = page.getByRole('dialog', { name: 'Topic Request' });
    await expect(dialog.getByRole('link', { name: title })).toBeVisible();
    await shot(page, 'topic-request');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('User request is confirmed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('2 / 2')).toBeVisible();

    // B: the ACCEPTED notification arrives live and the detail shows 'Approved'.
    await expect(pageB.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(pageB.getByText('Approved')).toBeVisible();
    await pageB.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(pageB.getByRole('list', { name: 'Notification list' }).getByRole('listitem')).toHaveCount(1);
    await shot(pageB, 'accepted');

    // presence: both have the topic open, so A sees two online dots; when B leaves, B's turns off
    const squadA = page.getByRole('list', { name: 'Squad members' });
    await expect(squadA.getByRole('img', { name: 'online' })).toHaveCount(2);
    await shot(page, 'presence');
    await contextB.close();
    await expect(squadA.getByRole('img', { name: 'online' })).toHaveCount(1, { timeout: 10_000 });
    await expect(squadA.getByRole('img', { name: 'offline' })).toHaveCount(1);
    expect(errorsB, 'console errors of B').toEqual([]);
  });
});
