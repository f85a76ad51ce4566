import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

const SHOTS = '/work/shots/shell';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function gql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A fresh account in its own context, past the first-run dialogs. */
async function person(browser: Browser, label: string): Promise<{ page: Page; user: NewUser; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const id = randomBytes(3).toString('hex');
  const user: NewUser = { username: `e2e_${label}${id}`, email: `e2e_${label}${id}@example.com`, password: `pool-${id}-mates` };
  await register(page, user);
  await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
  return { page, user, errors, close: () => context.close() };
}

test.describe('the squad workspace in Chromium', () => {
  test('a member sees their squad on home, opens it, switches tabs by click and by URL at desktop and phone size; a non-member gets no content', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(300_000); // three accounts and three axe scans: ~2.7 min on a busy two-core machine
    const title = `Rust ${randomBytes(3).toString('hex')}`;

    // A: the owner publishes a topic that starts in two days.
    await register(page, newUser);
    await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
    const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { categories } = await gql<{ categories: { id: string }[] }>(page, '{ categories { id } }');
    const { publishTopic } = await gql<{ publishTopic: { id: string } }>(
      page,
      'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }',
      {
        input: {
          categoryId: categories[0].id,
          topic: title,
          yourName: 'Ada',
          squadSize: 3,
          durationDays: 2,
          startDate,
          startTime: '09:00',
          timezone: 'Europe/London',
          timeline: [{ title: 'Day one' }, { title: 'Day two' }],
        },
      },
    );
    const topicId = publishTopic.id;

    // B asks to join and A confirms: B is in the squad.
    const b = await person(browser, 'b');
    const { requestToJoin } = await gql<{ requestToJoin: { id: string } }>(b.page, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId });
    await gql(page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestToJoin.id });

    // A keeps the workspace open (a live connection: A is online for the squad).
    await page.goto(`/homepage/active/${topicId}`);
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();

    // B: home lists the squad; the card opens its workspace.
    await b.page.goto('/homepage');
    const squads = b.page.getByRole('list', { name: 'Your squads' });
    const card = squads.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('2/3 joined');
    await expect(card).toContainText(/Starts .+/);
    await shot(b.page, 'home-1280');
    expect(await axeViolations(b.page), 'axe on home').toEqual([]);
    await card.getByRole('link', { name: title }).click();
    await expect(b.page).toHaveURL(new RegExp(`/homepage/active/${topicId}$`));
    await expect(b.page.getByRole('link', { name: title })).toHaveAttribute('href', `/homepage/pool/pooldetails/${topicId}`);
    const tabs = b.page.getByRole('navigation', { name: 'Workspace' });
    await expect(tabs.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    // the owner's avatar shows them online
    await expect(b.page.getByRole('list', { name: 'Squad' }).getByRole('link', { name: new RegExp(`^${newUser.username}, owner, online$`) })).toBeVisible();
    await shot(b.page, 'workspace-active-1280');
    expect(await axeViolations(b.page), 'axe on the workspace').toEqual([]);

    // tabs by click
    await tabs.getByRole('link', { name: 'Squad' }).click();
    await expect(b.page).toHaveURL(new RegExp(`/homepage/active/${topicId}/team$`));
    await expect(b.page.getByRole('list', { name: 'Squad members' })).toContainText(newUser.username);
    await shot(b.page, 'workspace-squad-1280');
    await tabs.getByRole('link', { name: 'Discussion' }).click();
    await expect(b.page).toHaveURL(new RegExp(`/homepage/active/${topicId}/Startcall$`));
    await expect(b.page.getByRole('button', { name: 'Start Call' })).toBeEnabled();
    await shot(b.page, 'workspace-discussion-1280');
    expect(await axeViolations(b.page), 'axe on Discussion').toEqual([]);

    // tabs by URL (a reload or a shared link opens the same tab)
    await b.page.goto(`/homepage/active/${topicId}/team`);
    await expect(tabs.getByRole('link', { name: 'Squad' })).toHaveAttribute('aria-current', 'page');
    await expect(b.page.getByRole('list', { name: 'Squad members' })).toBeVisible();

    // phone size: one pane; every tab in view and whole, none cut at the edge (issue 28: "Sq…")
    await b.page.setViewportSize({ width: 375, height: 800 });
    await b.page.reload();
    await expect(tabs.getByRole('link', { name: 'Squad' })).toHaveAttribute('aria-current', 'page');
    await expect(b.page.getByRole('list', { name: 'Squad members' })).toBeVisible();
    const overflow = await b.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const cut = await tabs.evaluate((nav) => {
      const bar = nav.getBoundingClientRect();
      return [...nav.querySelectorAll('a')].filter((a) => {
        const r = a.getBoundingClientRect();
        return r.left < Math.max(0, bar.left) - 0.5 || r.right > Math.min(window.innerWidth, bar.right) + 0.5 || a.scrollWidth > a.clientWidth;
      }).map((a) => a.textContent);
    });
    expect(cut).toEqual([]);
    expect(await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
    await expect(tabs.getByRole('link')).toHaveText(['Active', 'Timeline', 'Discussion', 'Squad', 'Assets', 'SmartTag']);
    await shot(b.page, 'workspace-squad-375');
    await tabs.getByRole('link', { name: 'Timeline' }).click();
    await expect(b.page).toHaveURL(new RegExp(`/homepage/active/${topicId}/timeline$`));
    await shot(b.page, 'workspace-timeline-375');
    await b.page.goto('/homepage');
    await expect(b.page.getByRole('list', { name: 'Your squads' }).getByRole('link', { name: title })).toBeVisible();
    await shot(b.page, 'home-375');

    // C, outside the squad: "Join this squad", never the content
    const c = await person(browser, 'c');
    await c.page.goto(`/homepage/active/${topicId}/team`);
    await expect(c.page.getByRole('heading', { name: 'Join this squad' })).toBeVisible();
    await expect(c.page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
    await expect(c.page.getByRole('list', { name: 'Squad members' })).toHaveCount(0);
    await expect(c.page).toHaveURL(new RegExp(`/homepage/active/${topicId}/team$`));
    await shot(c.page, 'workspace-not-member-1280');
    await c.page.goto('/homepage');
    await expect(c.page.getByRole('heading', { name: 'No active pools yet' })).toBeVisible();
    await shot(c.page, 'home-empty-1280');

    expect(b.errors, 'console errors of B').toEqual([]);
    expect(c.errors, 'console errors of C').toEqual([]);
    await b.close();
    await c.close();
  });
});
