import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

/**
 * Issue 16's walk (decision 046): a squad of three checks in over three simulated days (the server's
 * test clock, POST /__test__/clock); one misses a day and uses a freeze; a focus session started by
 * one is seen counting down by another; the catch-up card shows the late joiner what they missed.
 * The owner and one member use 1280 px, the third a 375 px phone. The browsers keep their own clocks
 * (two days behind the server by the end): every day and countdown must come from the server.
 */

const SHOTS = process.env.WORKSPACE_SHOTS_DIR ?? 'e2e/artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
const DAY = 86_400_000;

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await page.request.post('/graphql', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Moves the server's clock (e2e only: TEST_CLOCK=true in playwright.config.ts). */
async function advance(page: Page, ms: number) {
  const res = await page.request.post('/__test__/clock', { data: { advanceMs: ms } });
  expect(res.status()).toBe(200);
}

async function member(browser: Browser, label: string, viewport: { width: number; height: number }) {
  const phone = viewport.width < 780;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
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

const GOAL = 'mutation($t: ID!, $g: String!) { setCheckInGoal(topicId: $t, goal: $g) { id } }';
const RECAP = 'mutation($t: ID!, $s: RecapStatus!) { recapCheckIn(topicId: $t, status: $s) { id } }';

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** "24:57" → seconds */
const seconds = (t: string) => {
  const [m, s] = t.trim().split(':').map(Number);
  return m * 60 + s;
};

test('a squad of three checks in over three days, one uses a freeze, a shared focus timer, and the catch-up card', async ({ page, browser, consoleErrors, newUser }) => {
  void consoleErrors;
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page, newUser);
  await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');

  // A publishes a five-day topic that starts tomorrow at 09:00 (London: UTC in November)
  const title = `Rust ${randomBytes(3).toString('hex')}`;
  // tomorrow on the SERVER's clock (a retry runs on a server an earlier attempt moved days ahead)
  const serverNow = Date.parse(((await (await page.request.post('/__test__/clock', { data: { advanceMs: 0 } })).json()) as { now: string }).now);
  const startDate = new Date(serverNow + DAY).toISOString().slice(0, 10);
  const categoryId = (await gql(page, '{ categories { id } }')).categories[0].id as string;
  const timeline = ['Ownership', 'Borrowing', 'Lifetimes', 'Traits', 'Async'].map((t) => ({ title: t, description: `Read the chapter on ${t.toLowerCase()}.` }));
  const input = { categoryId, topic: title, yourName: 'Ada', description: 'A chapter a day.', squadSize: 3, durationDays: 5, startDate, startTime: '09:00', timezone: 'Europe/London', timeline };
  const topicId = (await gql(page, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', { input })).publishTopic.id as string;
  const b = await member(browser, 'b', { width: 1280, height: 800 });
  const c = await member(browser, 'c', { width: 375, height: 760 });
  for (const m of [b, c]) {
    const requestId = (await gql(m.page, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).requestToJoin.id;
    await gql(page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId });
  }
  const ws = `/homepage/active/${topicId}`;

  // ── Day 1: the server's clock moves to 10:00 on the start day ──
  const { topic } = await gql(page, 'query($id: ID!) { topic(id: $id) { startsAt today { serverNow } } }', { id: topicId });
  await advance(page, Date.parse(topic.startsAt) + 3_600_000 - Date.parse(topic.today.serverNow));

  await b.page.goto(ws);
  await page.goto(ws);
  const card = page.getByRole('region', { name: /Day 1 of 5 · Today's check-in/ });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('0 of 3 checked in');
  const goal = card.getByRole('textbox', { name: "Today's goal" });
  await goal.fill('x'.repeat(251));
  await expect(card).toContainText('251/250');
  await expect(card).toContainText('A goal is at most 250 characters.');
  await expect(card.getByRole('button', { name: 'Check in' })).toBeDisabled();
  await goal.fill('Read the ownership chapter');
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card).toContainText('Read the ownership chapter');
  await expect(card).toContainText('1 of 3 checked in');
  // B sees A's tick on the team row, live
  await expect(b.page.getByRole('img', { name: /checked in today/ })).toHaveCount(1);
  const bCard = b.page.getByRole('region', { name: /Day 1 of 5/ });
  await bCard.getByRole('textbox', { name: "Today's goal" }).fill('Exercises 1 to 5');
  await bCard.getByRole('button', { name: 'Check in' }).click();
  await expect(card).toContainText('2 of 3 checked in');
  await expect(page.getByRole('img', { name: /checked in today/ })).toHaveCount(2);

  // C (phone) opens the workspace for the first time, checks in on the Timeline, then leaves
  await c.page.goto(`${ws}/timeline`);
  const cToday = c.page.getByRole('group', { name: 'Check-ins for day 1' });
  await expect(cToday).toBeVisible({ timeout: 60_000 });
  await cToday.getByRole('textbox', { name: "Today's goal" }).fill('Skim the chapter on the bus');
  await cToday.getByRole('button', { name: 'Check in' }).click();
  await expect(cToday.getByRole('list', { name: 'Check-ins for day 1' }).getByRole('listitem')).toHaveCount(3);
  await noOverflow(c.page);
  await shot(c.page, 'acct-timeline-375');

  // recaps: A on the card, B and C through the api; A's streaks follow live
  await card.getByRole('radio', { name: 'Done', exact: true }).check();
  await card.getByRole('textbox', { name: 'Note (optional)' }).fill('Moves finally make sense');
  await card.getByRole('button', { name: 'Save recap' }).click();
  await expect(card).toContainText('Done — Moves finally make sense');
  await gql(b.page, RECAP, { t: topicId, s: 'PARTLY' });
  await gql(c.page, RECAP, { t: topicId, s: 'DONE' });
  await expect(page.getByRole('button', { name: /Your streak: 1 day\. Squad streak: 1 day\./ })).toBeVisible();
  await shot(page, 'acct-active-1280');
  await c.page.goto('/homepage');

  // ── Day 2: A and B check in; C misses it; B posts and shares a takeaway ──
  await advance(page, DAY);
  for (const m of [page, b.page]) {
    await gql(m, GOAL, { t: topicId, g: 'Borrowing chapter' });
    await gql(m, RECAP, { t: topicId, s: 'DONE' });
  }
  await gql(b.page, 'mutation($t: ID!, $h: String!) { createPost(topicId: $t, html: $h) { id } }', { t: topicId, h: '<p>Day 2 notes: the borrow checker in pictures</p>' });
  await gql(b.page, 'mutation($t: ID!, $x: String!) { addTakeaway(topicId: $t, text: $x) { id } }', { t: topicId, x: 'Shared borrows are read-only' });

  // ── Day 3: C comes back ──
  await advance(page, DAY);
  await c.page.goto(ws);
  const catchUp = c.page.getByRole('region', { name: 'While you were away' });
  await expect(catchUp).toBeVisible({ timeout: 60_000 });
  await expect(catchUp).toContainText('Day 3 of 5');
  await expect(catchUp).toContainText('1 new post');
  await expect(catchUp).toContainText('1 takeaway');
  await expect(catchUp).toContainText('Day 2 notes: the borrow checker in pictures');
  await expect(catchUp).toContainText('Shared borrows are read-only');
  await noOverflow(c.page);
  await shot(c.page, 'acct-catchup-375');

  // C missed day 2: the Timeline offers the week's freeze under it
  await c.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Timeline' }).click();
  const day2 = c.page.getByRole('group', { name: 'Check-ins for day 2' });
  await day2.getByRole('button', { name: 'Use freeze for day 2' }).click();
  await expect(day2.getByText('Freeze', { exact: true })).toBeVisible();
  const cDay3 = c.page.getByRole('group', { name: 'Check-ins for day 3' });
  await cDay3.getByRole('textbox', { name: "Today's goal" }).fill('Lifetimes, slowly');
  await cDay3.getByRole('button', { name: 'Check in' }).click();
  await cDay3.getByRole('radio', { name: 'Partly' }).check();
  await cDay3.getByRole('button', { name: 'Save recap' }).click();
  await expect(cDay3).toContainText('Partly');
  // the card goes once dismissed, and stays gone
  await catchUp.getByRole('button', { name: 'Got it' }).click();
  await expect(catchUp).toBeHidden();
  await c.page.reload();
  await expect(c.page.getByRole('group', { name: 'Check-ins for day 3' })).toBeVisible({ timeout: 60_000 });
  await expect(catchUp).toBeHidden();
  // a freeze keeps C's streak going (day 1 and day 3 count)
  await expect(c.page.getByRole('button', { name: /Your streak: 2 days\./ })).toBeVisible();

  // A and B recap day 3: A's streak is 3, the squad's 2 (C's frozen day keeps it, adds nothing)
  for (const m of [page, b.page]) {
    await gql(m, GOAL, { t: topicId, g: 'Lifetimes' });
    await gql(m, RECAP, { t: topicId, s: 'DONE' });
  }
  await page.reload();
  const badge = page.getByRole('button', { name: /Your streak: 3 days\. Squad streak: 2 days\./ });
  await expect(badge).toBeVisible({ timeout: 60_000 });
  await badge.click();
  const streaks = page.getByRole('dialog', { name: 'Streaks' });
  await expect(streaks).toContainText('best 3 days');
  await shot(page, 'acct-streaks-1280');
  await streaks.getByRole('button', { name: /close/i }).click();

  // ── The shared focus timer: A starts, B sees the same countdown; B stops it ──
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Discussion' }).click();
  await page.getByRole('button', { name: 'Start focus' }).click();
  const aTime = page.locator('.focus-timer__time');
  await expect(aTime).toBeVisible();
  await b.page.goto(`${ws}/Startcall`);
  const bTime = b.page.locator('.focus-timer__time');
  await expect(bTime).toBeVisible({ timeout: 60_000 });
  await expect(b.page.getByRole('timer')).toHaveAccessibleName(/^Focus, 2[45] minutes/);
  const [ta, tb] = [seconds(await aTime.innerText()), seconds(await bTime.innerText())];
  expect(Math.abs(ta - tb)).toBeLessThanOrEqual(2);
  expect(ta).toBeGreaterThan(23 * 60);
  await shot(b.page, 'acct-focus-1280');
  await c.page.goto(`${ws}/Startcall`);
  await expect(c.page.getByRole('timer')).toBeVisible({ timeout: 60_000 });
  await noOverflow(c.page);
  await shot(c.page, 'acct-focus-375');
  await b.page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start focus' })).toBeVisible();

  // ── Reminders and the calendar feed ──
  await page.getByRole('button', { name: 'Reminders' }).click();
  const reminders = page.getByRole('dialog', { name: 'Reminders' });
  await reminders.getByRole('checkbox', { name: 'Also by email' }).check();
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(reminders).toContainText('Saved.');
  await reminders.getByRole('button', { name: 'Add to calendar' }).click();
  const url = await reminders.getByRole('textbox', { name: 'Calendar feed URL' }).inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('Day 1: Ownership');
  await shot(page, 'acct-reminders-1280');
  await reminders.getByRole('button', { name: 'Revoke' }).click();
  await expect(reminders.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
  await reminders.getByRole('button', { name: /close/i }).click();

  // ── Streaks on a profile ──
  const bId = (await gql(b.page, '{ me { id } }')).me.id as string;
  await page.goto(`/homepage/account/${bId}`);
  const onProfile = page.getByRole('region', { name: 'Streaks' });
  await expect(onProfile.getByRole('listitem', { name: new RegExp(`${title}: own streak 3 days, squad streak 2 days`) })).toBeVisible({ timeout: 60_000 });
  await shot(page, 'acct-profile-1280');
  // everyone's check-ins under today on the Timeline, and yesterday's with C's freeze
  await page.goto(`${ws}/timeline`);
  const aDay3 = page.getByRole('group', { name: 'Check-ins for day 3' });
  await expect(aDay3.getByRole('list', { name: 'Check-ins for day 3' }).getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByRole('group', { name: 'Check-ins for day 2' })).toContainText('Used a streak freeze for this day.');
  await aDay3.scrollIntoViewIfNeeded();
  await shot(page, 'acct-timeline-1280');

  // the phone's screens
  await c.page.goto(ws);
  await expect(c.page.getByRole('region', { name: /Day 3 of 5/ })).toBeVisible({ timeout: 60_000 });
  await noOverflow(c.page);
  await shot(c.page, 'acct-active-375');
  await c.page.getByRole('button', { name: /Your streak/ }).click();
  // the freeze went on day 2: "this week" is day 3's ISO week, which is day 2's unless day 3 is a Monday
  const day3 = new Date(`${startDate}T12:00:00Z`);
  day3.setUTCDate(day3.getUTCDate() + 2);
  const freezeThisWeek = day3.getUTCDay() === 1 ? 'available' : 'used';
  await expect(c.page.getByRole('dialog', { name: 'Streaks' })).toContainText(`Your freeze for this week is ${freezeThisWeek}.`);
  await shot(c.page, 'acct-streaks-375');
  await c.page.getByRole('dialog', { name: 'Streaks' }).getByRole('button', { name: /close/i }).click();
  await c.page.getByRole('button', { name: 'Reminders' }).click();
  await expect(c.page.getByRole('dialog', { name: 'Reminders' }).getByRole('button', { name: 'Save reminders' })).toBeVisible();
  await shot(c.page, 'acct-reminders-375');

  expect(b.errors, 'B console errors').toEqual([]);
  expect(c.errors, 'C console errors').toEqual([]);
});
