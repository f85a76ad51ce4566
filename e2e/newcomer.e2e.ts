import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page, Route } from '@playwright/test';
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

/** Holds the page's JS files back (a slow phone's first visit) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let go = () => {};
  const held = new Promise<void>((resolve) => (go = resolve));
  const handler = (route: Route) => held.then(() => route.continue()).catch(() => undefined);
  await page.route('**/assets/*.js', handler);
  return async () => {
    go();
    await page.unroute('**/assets/*.js', handler);
  };
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
    await expect(page.getByText(/just now|minutes? ago/).first()).toBeVisible();
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

test.describe('home is the dashboard of my squads (decision 041 walks)', () => {
  test('an owner sees the squad with its waiting request; after approving, the member sees it too; cards show owner, fill and artwork', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(300_000);
    await register(page, newUser);
    await gql(page.request, 'mutation { setOnboardingStep(step: DONE) { id } }');
    const title = `Dash ${randomBytes(3).toString('hex')}`;
    const topicId = await publishTopic(page.request, title);
    const member = await secondPerson(browser, 'm');
    try {
      await gql(member.page.request, 'mutation { setOnboardingStep(step: DONE) { id } }');
      const requestId = (await gql(member.page.request, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).requestToJoin.id;

      // the owner's home: the squad, "Owner", 1/3 joined, the request waiting
      await page.goto('/homepage');
      const squads = page.getByRole('list', { name: 'Your squads' });
      const card = squads.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Owner');
      await expect(card).toContainText('1/3 joined');
      await expect(card.getByRole('link', { name: '1 request waiting' })).toBeVisible();
      await shot(page, 'dashboard-owner-1280');

      // the member's home before approval: nothing yet; after it, the squad as "Member"
      await member.page.goto('/homepage');
      await expect(member.page.getByRole('heading', { name: 'No active pools yet' })).toBeVisible();
      await gql(page.request, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId });
      await member.page.reload();
      const joined = member.page.getByRole('list', { name: 'Your squads' }).getByRole('listitem').filter({ hasText: title });
      await expect(joined).toContainText('Member');
      await expect(joined).toContainText('2/3 joined');
      await member.page.setViewportSize({ width: 375, height: 740 });
      await shot(member.page, 'dashboard-member-375');

      // the browse card: the owner's avatar beside "With", the fill, the category's artwork
      await member.page.goto('/homepage/pool');
      const browseCard = member.page.getByRole('listitem').filter({ has: member.page.getByRole('link', { name: title }) });
      await expect(browseCard).toContainText('2/3 joined');
      await expect(browseCard.locator('.topic-card__with .pm-avatar')).toBeVisible();
      await expect(browseCard.locator('.topic-art svg').first()).toBeVisible();
      await shot(member.page, 'browse-cards-375');
    } finally {
      await member.context.close();
    }
  });
});

test.describe('a phone visitor and a phone member get around (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the public menu reaches Pools; the category filter stays on screen; the signed-in nav and Friends work', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(300_000);
    // The served static first screen (decision 080) works before the app's JS: its Menu is a
    // <details>. With the JS held back, a tap opens it; when the app takes over, its copy is open.
    const staticCopy = page.locator('#static-landing');
    let release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await staticCopy.getByRole('button', { name: 'Menu' }).click();
    await expect(staticCopy.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'How it works' })).toBeVisible();
    await release();
    await expect(staticCopy).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'How it works' })).toBeVisible();
    // and a link of the static copy's menu navigates (a plain link: the page loads)
    release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await staticCopy.getByRole('button', { name: 'Menu' }).click();
    await staticCopy.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Pools' }).click();
    await expect(page).toHaveURL(/\/pool$/);
    await release();
    await expect(page.getByRole('heading', { name: 'Discussion & Learning' })).toBeVisible();

    await register(page, newUser);
    await gql(page.request, 'mutation { setOnboardingStep(step: DONE) { id } }');
    await publishTopic(page.request, `Phone ${randomBytes(3).toString('hex')}`);
    await page.goto('/homepage');
    await page.getByRole('navigation', { name: 'Sections', exact: true }).getByRole('link', { name: 'Pools', exact: true }).click();
    await expect(page).toHaveURL(/\/homepage\/pool$/);
    await page.getByRole('button', { name: 'Categories' }).click();
    const picker = page.getByRole('group', { name: 'Filter by category' });
    await expect(picker).toBeVisible();
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await picker.getByRole('button', { name: 'Programming' }).click();
    await expect(page).toHaveURL(/category=/);

    // Friends, from the account menu
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Friends' }).click();
    await expect(page).toHaveURL(/\/homepage\/friend$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not following anyone yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Followers' }).click();
    await expect(page.getByRole('heading', { name: 'No followers yet' })).toBeVisible();
    await shot(page, 'friends-375');
  });
});

/** Every page of the app, visitor and signed in, at 1280 and 375 px, light and dark: no serious axe finding. */
test.describe('axe on every page (decision 041)', () => {
  test('0 serious or critical findings across pages, widths and schemes', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    // 24 pages × 4 looks: ~5 min on a quiet machine, ~18 min on a busy two-core one
    test.setTimeout(1_800_000);
    const title = `Sweep ${randomBytes(3).toString('hex')}`;
    const owner = await secondPerson(browser, 'o');
    const topicId = await publishTopic(owner.page.request, title);
    const ownerId = (await gql(owner.page.request, '{ me { id } }')).me.id as string;
    await owner.context.close();

    const found: Record<string, string[]> = {};
    mkdirSync('e2e/artifacts', { recursive: true });
    const combos = [
      { width: 1280, height: 800, scheme: 'light' as const },
      { width: 375, height: 740, scheme: 'light' as const },
      { width: 1280, height: 800, scheme: 'dark' as const },
      { width: 375, height: 740, scheme: 'dark' as const },
    ];
    async function sweep(path: string, ready: () => Promise<void>) {
      await page.goto(path);
      await ready();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
      for (const c of combos) {
        await page.setViewportSize({ width: c.width, height: c.height });
        await page.emulateMedia({ colorScheme: c.scheme, reducedMotion: 'reduce' });
        const v = await axeViolations(page);
        if (v.length) found[`${path} ${c.width} ${c.scheme}`] = v;
      }
      // written as it goes: on a slow machine the sweep may hit its timeout before the final check
      writeFileSync('e2e/artifacts/axe-sweep.json', JSON.stringify({ through: path, found }, null, 2));
    }
    const h1 = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    for (const path of ['/', '/signin', '/register', '/forgetpassword', '/pool', `/pool/pooldetails/${topicId}`, '/howitwork', '/about', '/contact', '/download', '/privacy', `/account/${ownerId}`]) {
      await sweep(path, path === '/signin' || path === '/register' || path === '/forgetpassword' ? () => expect(page.getByRole('button').first()).toBeVisible() : h1);
    }

    await register(page, newUser);
    await gql(page.request, 'mutation { setOnboardingStep(step: DONE) { id } }');
    await gql(page.request, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId });
    const mine = await publishTopic(page.request, `${title} mine`);
    for (const path of [
      '/homepage',
      '/homepage/pool',
      `/homepage/pool/pooldetails/${topicId}`,
      `/homepage/pool/distimeline/${mine}`,
      `/homepage/active/${mine}`,
      '/homepage/timeline',
      '/homepage/publish',
      '/homepage/request',
      '/homepage/profile',
      '/homepage/setting',
      '/homepage/friend',
      `/homepage/account/${ownerId}`,
    ]) {
      await sweep(path, async () => {
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.locator('main')).toBeVisible();
      });
    }
    expect(found).toEqual({});
  });
});
