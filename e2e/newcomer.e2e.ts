import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeViolations, expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

/** Issue 17: the broken flows and the feel of a newcomer's first walk. */

const SHOTS = '/work/shots/flows';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await request.post('/graphql', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A topic published through the API as whoever `request` is signed in as. */
async function publishTopic(request: APIRequestContext, title: string): Promise<string> {
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const categoryId = (await gql(request, '{ categories { id } }')).categories[0].id as string;
  const input = { categoryId, topic: title, yourName: 'Ada', description: 'Learn it together.', squadSize: 3, durationDays: 1, startDate: start, startTime: '09:00', timezone: 'Europe/London', timeline: [{ title: 'Day one' }] };
  return (await gql(request, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', { input })).publishTopic.id as string;
}

const someone = (prefix: string): NewUser => {
  const id = randomBytes(3).toString('hex');
  return { username: `e2e_${prefix}${id}`, email: `e2e_${prefix}${id}@example.com`, password: `pool-${id}-mates` };
};

/** A second person, signed in inside their own browser context. */
async function secondPerson(browser: Browser, prefix: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const user = someone(prefix);
  await gql(page.request, 'mutation R($input: RegisterInput!) { register(input: $input) { user { id } } }', { input: user });
  return { context, page, user };
}

const signOut = (page: Page) => gql(page.request, 'mutation { signOut }');

test.describe('sign-in by mobile number and by username (decision 034)', () => {
  test.use({ viewport: { width: 375, height: 740 }, timezoneId: 'Europe/Lisbon' });

  test('a phone visitor signs up on the Mobile tab, then signs in again by number however typed and by username', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    const national = `91${String(Date.now()).slice(-7)}`;
    await page.goto('/register');
    await page.getByLabel('Username').fill(newUser.username);
    await page.getByRole('button', { name: 'Mobile' }).click();
    // the country follows the browser's zone: Portugal, +351
    await expect(page.getByText('+351')).toBeVisible();
    await page.getByLabel('Mobile number').fill(national);
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'SignUp' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
    await signOut(page);

    const spaced = `+351 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
    for (const typed of [spaced, national, newUser.username]) {
      await page.goto('/signin');
      const field = page.getByLabel('Email, mobile number or username');
      await field.fill(typed);
      await page.getByLabel('Password', { exact: true }).fill(newUser.password);
      if (typed === national) await shot(page, 'signin-by-number-375');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page, typed).toHaveURL(/\/homepage$/);
      await signOut(page);
    }

    // a wrong password by number reads like any other wrong pair (no telling who exists)
    await page.goto('/signin');
    await page.getByLabel('Email, mobile number or username').fill(national);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your username or password is incorrect.');
    await expect(page).toHaveTitle('Log In · Poolmates');
  });
});

test.describe('modals give focus back to what opened them', () => {
  test('Share, squad Report / Remove User, Leave Squad and Delete Topic', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(90_000);
    await register(page, newUser);
    const title = `Focus ${randomBytes(3).toString('hex')}`;
    const topicId = await publishTopic(page.request, title);
    const spare = `Spare ${randomBytes(3).toString('hex')}`;
    await publishTopic(page.request, spare);
    const member = await secondPerson(browser, 'm');
    try {
      const requestId = (await gql(member.page.request, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).requestToJoin.id;
      await gql(page.request, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId });

      await page.goto(`/homepage/pool/pooldetails/${topicId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Poolmates`);

      // Share: by mouse, then by keyboard
      const share = page.getByRole('button', { name: 'Share' });
      await share.click();
      await page.getByRole('dialog', { name: 'Share Link' }).getByRole('button', { name: 'Close' }).click();
      await expect(share).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Share Link' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(share).toBeFocused();

      // the owner's "⋯" menu on the member's card: Report, then Remove User
      const menu = page.getByRole('button', { name: `Squad menu for ${member.user.username}` });
      await menu.click();
      await page.getByRole('button', { name: 'Report' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(menu).toBeFocused();
      await menu.click();
      await page.getByRole('button', { name: 'Remove User' }).click();
      await expect(page.getByRole('dialog', { name: 'Remove Squad ?' })).toBeVisible();
      await page.getByRole('dialog', { name: 'Remove Squad ?' }).getByRole('button', { name: 'Close' }).click();
      await expect(menu).toBeFocused();

      // the member's own card: Leave Squad
      await member.page.goto(`/homepage/pool/pooldetails/${topicId}`);
      const own = member.page.getByRole('button', { name: `Squad menu for ${member.user.username}` });
      await own.click();
      await member.page.getByRole('button', { name: 'Leave Squad' }).click();
      await expect(member.page.getByRole('dialog', { name: 'Leave Squad ?' })).toBeVisible();
      await member.page.keyboard.press('Escape');
      await expect(own).toBeFocused();

      // Your pools: Delete Topic ? on a topic nobody joined
      await page.goto('/homepage/profile/yourpool');
      const del = page.getByRole('button', { name: `Delete ${spare}` });
      await del.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await shot(page, 'delete-topic-dialog');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(del).toBeFocused();
    } finally {
      await member.context.close();
    }
  });
});

test.describe('a network failure is not a deleted pool', () => {
  test('offline, a pool page keeps its URL and offers Retry; back online it loads', async ({ page, context, newUser }) => {
    // no console-error check here: the browser logs the failed requests of an offline page
    await register(page, newUser);
    const first = `Online ${randomBytes(3).toString('hex')}`;
    const second = `Offline ${randomBytes(3).toString('hex')}`;
    const firstId = await publishTopic(page.request, first);
    const secondId = await publishTopic(page.request, second);
    await page.goto(`/homepage/pool/pooldetails/${firstId}`);
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();

    // offline, the app opens another pool (an in-app navigation: its data cannot load)
    await context.setOffline(true);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/homepage/pool/pooldetails/${secondId}`);
    const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: "Couldn't load this pool" }) });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('offline');
    await expect(page).toHaveURL(new RegExp(`/homepage/pool/pooldetails/${secondId}$`));
    await shot(page, 'pool-offline-retry');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`/homepage/pool/pooldetails/${secondId}$`));

    // back online, the page retries by itself (the browser's "online" event)
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();

    // a reload while the server cannot be reached: the URL stays and the page offers to try again
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/homepage/pool/pooldetails/${secondId}$`));
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: /Try again|Retry/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  });
});

test.describe('readable and titled pages', () => {
  test('profile, notifications and email settings have no serious axe findings; every page has its own title', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);
    const title = `Axe ${randomBytes(3).toString('hex')}`;
    const topicId = await publishTopic(page.request, title);
    const asker = await secondPerson(browser, 'a');
    try {
      await gql(asker.page.request, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId });
    } finally {
      await asker.context.close();
    }

    await page.goto('/homepage/profile');
    await expect(page.getByText('Not set').first()).toBeVisible();
    await expect(page).toHaveTitle('Profile & settings · Poolmates');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'profile');

    await page.goto('/homepage/request');
    await expect(page.getByText(/asks to join/)).toBeVisible();
    await expect(page.getByText(/minutes? ago/).first()).toBeVisible();
    await expect(page).toHaveTitle('Requests · Poolmates');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('list', { name: 'Notification list' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notification list' })).toContainText('wants to join');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'notifications');
    await page.keyboard.press('Escape');

    await page.goto('/homepage/setting/email');
    await expect(page.getByText('Current email')).toBeVisible();
    await expect(page).toHaveTitle('Email Update · Poolmates');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'email-settings');
  });
});
