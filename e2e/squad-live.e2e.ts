import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.js';
import { register, settledUnread } from './helpers.js';

/**
 * Issue 25's walk (decision 051): the squad's open screens stay true without a reload. A takeaway
 * one member shares shows on the other's open Timeline tab, a resource on the open Assets tab, a
 * third person accepted shows on the open Squad tab and in the header's avatars (and is announced)
 * — and with B's socket dropped in the middle, what happened meanwhile arrives once it is back,
 * the notification that came meanwhile included (the bell's catch-up, decision 064).
 * Screenshots go to e2e/artifacts/screenshots/.
 */

const SHOTS = process.env.WORKSPACE_SHOTS_DIR ?? 'e2e/artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

async function gql<T = Record<string, { id: string }>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await (await page.request.post('/graphql', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

async function publishTopic(page: Page, title: string): Promise<string> {
  const startDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const categoryId = (await gql<{ categories: { id: string }[] }>(page, '{ categories { id } }')).categories[0].id;
  const input = { categoryId, topic: title, yourName: 'Ada', description: 'Work it through.', squadSize: 3, durationDays: 2, startDate, startTime: '09:00', timezone: 'Europe/London', timeline: [{ title: 'Day one' }, { title: 'Day two' }] };
  return (await gql(page, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', { input })).publishTopic.id;
}

/** A new person in a browser context of their own; `sockets` lets the test cut their WebSocket. */
async function person(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const phone = viewport.width < 780;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // a WebSocket the test cut on purpose is reported by the browser: not the app's error
    if (m.type() === 'error' && !/WebSocket/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  // every /graphql WebSocket goes through here: `cut()` closes it and refuses new ones until `restore()`
  const sockets = { open: new Set<WebSocketRoute>(), down: false };
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    if (sockets.down) return void ws.close({ code: 1001, reason: 'network down (test)' });
    ws.connectToServer();
    sockets.open.add(ws);
    ws.onClose(() => sockets.open.delete(ws));
  });
  const id = randomBytes(3).toString('hex');
  const user: NewUser = { username: `e2e_l${id}`, email: `e2e_l${id}@example.com`, password: `pool-${id}-mates` };
  await register(page, user);
  await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
  const me = (await gql<{ me: { id: string } }>(page, '{ me { id } }')).me.id;
  return {
    context,
    page,
    user,
    id: me,
    errors,
    async cut() {
      sockets.down = true;
      for (const ws of sockets.open) await ws.close({ code: 1001, reason: 'network down (test)' });
    },
    restore() {
      sockets.down = false;
    },
  };
}

test('two members see takeaways, resources and a new member live, and catch up after a dropped socket', async ({ browser }) => {
  test.setTimeout(300_000);
  const a = await person(browser);
  const b = await person(browser);
  const c = await person(browser);
  try {
    const topicId = await publishTopic(a.page, `Rust ownership ${randomBytes(2).toString('hex')}`);
    const join = async (who: typeof b) => {
      const r = (await gql(who.page, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).requestToJoin.id;
      await gql(a.page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r });
    };
    await join(b);
    const ws = `/homepage/active/${topicId}`;
    const tabs = (p: Page) => p.getByRole('navigation', { name: 'Workspace' });

    // 1. A watches the Timeline; B shares a takeaway: it appears under day 1 on A's open tab
    await a.page.goto(`${ws}/timeline`);
    await expect(a.page.getByRole('group', { name: 'Takeaways for day 1' })).toBeVisible({ timeout: 60_000 });
    await b.page.goto(`${ws}/timeline`);
    await b.page.getByRole('button', { name: 'Takeaway for day 1' }).click();
    const share = b.page.getByRole('dialog', { name: 'Share Your Takeaway' });
    await share.getByRole('textbox', { name: 'Your takeaway' }).fill('Borrowing is a lease, not a copy');
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(share).toBeHidden();
    let t0 = Date.now();
    await expect(a.page.getByRole('group', { name: 'Takeaways for day 1' })).toContainText('Borrowing is a lease', { timeout: 10_000 });
    test.info().annotations.push({ type: 'takeaway on the other open Timeline (ms)', description: String(Date.now() - t0) });
    await shot(a.page, 'squad-live-timeline-1280');

    // 2. A watches Assets; B adds a resource: it appears on A's open tab
    await tabs(a.page).getByRole('link', { name: 'Assets' }).click();
    await expect(a.page.getByRole('button', { name: 'Add resources' })).toBeVisible({ timeout: 30_000 });
    await gql(b.page, 'mutation($t: ID!) { addResource(topicId: $t, url: "https://doc.rust-lang.org/book/", name: "The Book") { id } }', { t: topicId });
    t0 = Date.now();
    await expect(a.page.getByRole('list', { name: 'Resources' })).toContainText('The Book', { timeout: 10_000 });
    test.info().annotations.push({ type: 'resource on the other open Assets tab (ms)', description: String(Date.now() - t0) });

    // 3. B watches the Squad tab; C is accepted: B's count, the header's avatars and a notice follow
    await tabs(b.page).getByRole('link', { name: 'Squad' }).click();
    await expect(b.page.getByText('2 / 3')).toBeVisible({ timeout: 30_000 });
    const avatars = b.page.getByRole('list', { name: 'Squad' }).first().getByRole('listitem');
    await expect(avatars).toHaveCount(2);
    await join(c);
    t0 = Date.now();
    await expect(b.page.getByText('3 / 3')).toBeVisible({ timeout: 10_000 });
    await expect(avatars).toHaveCount(3);
    await expect(b.page.getByRole('status').filter({ hasText: `${c.user.username} joined the squad` })).toBeVisible();
    test.info().annotations.push({ type: 'new member on the other open Squad tab (ms)', description: String(Date.now() - t0) });
    await shot(b.page, 'squad-live-member-1280');

    // 4. B's socket drops while the squad works; when it is back, B's open Assets tab has it all, once
    await tabs(b.page).getByRole('link', { name: 'Assets' }).click();
    await expect(b.page.getByRole('list', { name: 'Resources' })).toContainText('The Book', { timeout: 30_000 });
    // the bell's count before the drop (B's ACCEPTED notification may still be unread)
    const bell = b.page.getByRole('button', { name: /^Notifications/ });
    const unreadBefore = await settledUnread(b.page);
    await b.cut();
    await gql(a.page, 'mutation($t: ID!) { addResource(topicId: $t, url: "https://rust-unofficial.github.io/too-many-lists/", name: "Too Many Lists") { id } }', { t: topicId });
    // and a notification for B arrives while B's socket is down (decision 064: the bell catches up)
    await gql(a.page, 'mutation($u: ID!) { follow(userId: $u) { id } }', { u: b.id });
    await gql(c.page, 'mutation($t: ID!) { addResource(topicId: $t, url: "https://cheats.rs/", name: "Cheats") { id } }', { t: topicId });
    await b.page.waitForTimeout(1_500);
    await expect(b.page.getByRole('list', { name: 'Resources' })).not.toContainText('Too Many Lists');
    b.restore();
    t0 = Date.now();
    const list = b.page.getByRole('list', { name: 'Resources' });
    await expect(list).toContainText('Too Many Lists', { timeout: 30_000 });
    await expect(list).toContainText('Cheats');
    await expect(list.getByRole('link', { name: /Cheats/ })).toHaveCount(1);
    test.info().annotations.push({ type: 'catch-up after the socket came back (ms)', description: String(Date.now() - t0) });
    // the bell has the notification that came meanwhile, without a reload: the count and the list
    await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`, { timeout: 30_000 });
    await bell.click();
    await expect(b.page.getByRole('list', { name: 'Notification list' })).toContainText(`${a.user.username} started following you`);
    await expect(b.page.getByRole('list', { name: 'Notification list' }).getByText('started following you')).toHaveCount(1);
    await b.page.keyboard.press('Escape');
    // live again after the catch-up
    await gql(a.page, 'mutation($t: ID!) { addResource(topicId: $t, url: "https://rustlings.cool/", name: "Rustlings") { id } }', { t: topicId });
    await expect(list).toContainText('Rustlings', { timeout: 10_000 });
    await shot(b.page, 'squad-live-caught-up-1280');

    for (const p of [a, b, c]) expect(p.errors, `${p.user.username} console`).toEqual([]);
  } finally {
    await Promise.all([a, b, c].map((p) => p.context.close()));
  }
});
