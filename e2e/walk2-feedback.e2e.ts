import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

/**
 * Issue 28's second newcomer walk, items 1, 2, 3 and 6 (decision 054), each looked at 1280 and
 * 375 px wide: a join request says it was sent and, once approved, the pool page leads into the
 * workspace; times read "just now" and name the viewer's zone where it is not the pool's; someone
 * who joins on day 3 is offered no freeze for days 1–2; "Show All Search" for a person opens People,
 * full pools say "Full", and the in-topic search finds resources and takeaways.
 * Screenshots: e2e/artifacts/walk2/ (WALK2_SHOTS_DIR to move them).
 */

const SHOTS = process.env.WALK2_SHOTS_DIR ?? 'e2e/artifacts/walk2';
mkdirSync(SHOTS, { recursive: true });
const DAY = 86_400_000;
const SIZES = [
  [1280, 800],
  [375, 760],
] as const;

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await page.request.post('/graphql', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Moves the server's clock (TEST_CLOCK=true in playwright.config.ts). */
async function advance(page: Page, ms: number) {
  expect((await page.request.post('/__test__/clock', { data: { advanceMs: ms } })).status()).toBe(200);
}

async function person(browser: Browser, label: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  return { page, user, errors };
}

/** Both sizes: resize, let the page settle, check no sideways scroll, keep a screenshot. */
async function atBothSizes(page: Page, name: string, check: (width: number) => Promise<void> = async () => {}) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await check(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('walk 2: join feedback, one time format, streaks from the joining day, search (issue 28)', async ({ page, browser, consoleErrors, newUser }) => {
  void consoleErrors;
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page, newUser);
  await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');

  // Ada publishes a 5-day pool for three in Kolkata's zone, starting the day after tomorrow at 09:00
  // (the browsers are in UTC: every start names the viewer's zone)
  const tag = `zw${randomBytes(3).toString('hex')}`;
  const title = `Rust ${tag}`;
  const startDate = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  const categoryId = (await gql(page, '{ categories { id } }')).categories[0].id as string;
  const timeline = ['Ownership', 'Borrowing', 'Lifetimes', 'Traits', 'Async'].map((t) => ({ title: t, description: `Read the chapter on ${t.toLowerCase()}.` }));
  const input = { categoryId, topic: title, yourName: 'Ada', description: 'A chapter a day.', squadSize: 3, durationDays: 5, startDate, startTime: '09:00', timezone: 'Asia/Kolkata', timeline };
  const topicId = (await gql(page, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', { input })).publishTopic.id as string;
  const detail = `/homepage/pool/pooldetails/${topicId}`;

  // ── Item 1: Ben asks to join; the page says so ──
  const ben = await person(browser, 'ben');
  await ben.page.goto(detail);
  await ben.page.getByRole('button', { name: 'Start now' }).click();
  const sent = ben.page.getByRole('status').filter({ hasText: 'Request sent — Ada decides' });
  await expect(sent).toBeVisible();
  await expect(ben.page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // ── Item 2 on the same page: the start in Ben's zone (UTC), named as not the pool's ──
  const startUtc = `${startDate.slice(8, 10)}-${new Date(`${startDate}T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}-${startDate.slice(0, 4)}@03:30 AM UTC`;
  await expect(ben.page.getByText(startUtc, { exact: true })).toBeVisible();
  await expect(ben.page.getByText(/in the pool's zone/)).toContainText('09:00 AM');
  await atBothSizes(ben.page, '1-request-sent', async () => {
    await sent.scrollIntoViewIfNeeded();
    await expect(sent).toBeVisible();
  });
  // still said after a reload
  await ben.page.reload();
  await expect(sent).toBeVisible({ timeout: 60_000 });

  // Ada's bell: the request is "just now" (or a minute or more on a slow machine), never "0 minutes ago"
  const RECENT = /^(just now|[1-9]\d* minutes? ago)$/;
  await page.goto('/homepage');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('region', { name: 'Notifications' });
  await expect(bell.getByRole('listitem').first().locator('time')).toHaveText(RECENT);
  await expect(page.getByText(/\b0 minutes ago/)).toHaveCount(0);
  await atBothSizes(page, '2-bell-just-now');
  await page.keyboard.press('Escape');

  // Ada approves; Ben's pool page now leads into the workspace
  const requestId = (await gql(ben.page, 'query($id: ID!) { topic(id: $id) { viewerRequest { id } } }', { id: topicId })).topic.viewerRequest.id;
  await gql(page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId });
  await ben.page.reload();
  await expect(ben.page.getByText('Approved')).toBeVisible({ timeout: 60_000 });
  const open = ben.page.getByRole('link', { name: 'Open workspace' });
  await atBothSizes(ben.page, '1-approved-open-workspace', async () => {
    await open.scrollIntoViewIfNeeded();
    await expect(open).toBeVisible();
  });
  await open.click();
  await expect(ben.page).toHaveURL(new RegExp(`/homepage/active/${topicId}$`));
  // before the start: the start in words, in Ben's zone, named (UTC) as it is not the pool's
  await expect(ben.page.getByText(/^Starts .+ UTC \(in \d days\)$|^Starts tomorrow at \d\d:\d\d [AP]M UTC$/).first()).toBeVisible({ timeout: 60_000 });
  await atBothSizes(ben.page, '2-workspace-before-start');

  // the card in the browse list names the zone too
  await page.goto('/homepage/pool');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText(startUtc)).toBeVisible({ timeout: 60_000 });
  await atBothSizes(page, '2-pool-card-zone', async () => {
    await card.scrollIntoViewIfNeeded();
  });

  // ── Item 3: the clock moves to day 3; Cleo joins then and is offered no freeze for days 1–2 ──
  const { topic } = await gql(page, 'query($id: ID!) { topic(id: $id) { startsAt today { serverNow } } }', { id: topicId });
  await advance(page, Date.parse(topic.startsAt) + 2 * DAY + 3_600_000 - Date.parse(topic.today.serverNow));
  const cleo = await person(browser, 'cleo');
  const cleoRequest = (await gql(cleo.page, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).requestToJoin.id;
  await gql(page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: cleoRequest });
  const streak = (await gql(cleo.page, 'query($id: ID!) { topic(id: $id) { today { day } myStreak { firstDay current } } }', { id: topicId })).topic;
  expect(streak).toEqual({ today: { day: 3 }, myStreak: { firstDay: 3, current: 0 } });
  await cleo.page.goto(`/homepage/active/${topicId}`);
  await cleo.page.getByRole('button', { name: /Your streak: 0 days\. Squad streak: \d+ days?\. Show streaks/ }).click();
  const dialog = cleo.page.getByRole('dialog', { name: 'Streaks' });
  await expect(dialog.getByText('Your streak')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Use freeze/ })).toHaveCount(0);
  await expect(dialog.getByText(/You missed/)).toHaveCount(0);
  await atBothSizes(cleo.page, '3-streaks-late-joiner');
  // outside click closes it (all modals)
  await cleo.page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  // the Timeline's past days offer nothing to Cleo either; Ben (a member since before the start, no recap) is offered one
  await cleo.page.goto(`/homepage/active/${topicId}/timeline`);
  const cleoDay2 = cleo.page.getByRole('group', { name: 'Check-ins for day 2' });
  await expect(cleoDay2).toBeVisible({ timeout: 60_000 });
  await expect(cleoDay2.getByRole('button', { name: /Use freeze/ })).toHaveCount(0);
  await atBothSizes(cleo.page, '3-timeline-late-joiner', async () => {
    await cleoDay2.scrollIntoViewIfNeeded();
  });
  await ben.page.goto(`/homepage/active/${topicId}/timeline`);
  await expect(ben.page.getByRole('group', { name: 'Check-ins for day 2' }).getByRole('button', { name: 'Use freeze for day 2' })).toBeVisible({ timeout: 60_000 });

  // ── Item 6: search ──
  // the squad is full now (3 of 3): the overlay and the results say "Full"
  await page.goto('/homepage');
  const toggle = page.getByRole('button', { name: 'Search pools and people' });
  const box = page.getByRole('combobox', { name: 'Search pools and people' });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await toggle.click();
  await box.fill(tag);
  await expect(list.getByRole('group', { name: 'Pools' }).getByRole('option').first()).toContainText('Full');
  await atBothSizes(page, '6-overlay-full');
  await list.getByRole('option', { name: 'Show All Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/homepage/searchresult\\?q=${tag}$`));
  await expect(page.getByRole('list', { name: 'Pools found' }).getByRole('listitem').first()).toContainText('Full');
  await atBothSizes(page, '6-results-full');
  // a people-only match: Show All Search opens People, not an empty Pools tab
  await page.goto('/homepage');
  await toggle.click();
  await box.fill(cleo.user.username);
  await expect(list.getByRole('group', { name: 'People' }).getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('group', { name: 'Pools' })).toHaveCount(0);
  await list.getByRole('option', { name: 'Show All Search' }).click();
  await expect(page).toHaveURL(/\/homepage\/searchresult\/people\?q=/);
  await expect(page.getByRole('list', { name: 'People found' }).getByRole('listitem')).toHaveCount(1);
  await atBothSizes(page, '6-show-all-people');

  // in-topic search: a resource and a takeaway are found beside the posts
  await gql(ben.page, 'mutation($t: ID!, $u: String!, $n: String!) { addResource(topicId: $t, url: $u, name: $n) { id } }', { t: topicId, u: 'https://doc.rust-lang.org/nomicon/', n: `Nomicon ${tag}` });
  await gql(cleo.page, 'mutation($t: ID!, $x: String!) { addTakeaway(topicId: $t, text: $x) { id } }', { t: topicId, x: `Unsafe code needs a ${tag} comment` });
  await ben.page.goto(`/homepage/active/${topicId}/postsearch?q=${tag}`);
  const assets = ben.page.getByRole('list', { name: 'Resources and takeaways found' });
  await expect(assets.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(assets.getByRole('listitem').nth(0)).toContainText('Takeaway · Day 3');
  await expect(assets.getByRole('listitem').nth(0).locator('time')).toHaveText(RECENT);
  await expect(ben.page.getByText(/\b0 minutes ago/)).toHaveCount(0);
  await expect(assets.getByRole('listitem').nth(1)).toContainText('Resource');
  await expect(assets.locator('mark').first()).toHaveText(tag);
  await atBothSizes(ben.page, '6-topic-search-assets');
  expect(await axeViolations(ben.page)).toEqual([]);

  expect(ben.errors, 'Ben console errors').toEqual([]);
  expect(cleo.errors, 'Cleo console errors').toEqual([]);
});
