import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/chat-${name}.png` });
}

async function myId(page: Page): Promise<string> {
  const res = await page.request.post('/graphql', { data: { query: '{ me { id } }' } });
  return ((await res.json()) as { data: { me: { id: string } } }).data.me.id;
}

/** The bubbles' texts of the open conversation, top to bottom. */
const bubbleTexts = (page: Page) => page.getByTestId('chat-bubble').locator('.chat__html, .chat__plain').allInnerTexts();

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: /^Message / });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByTestId('chat-bubble').filter({ hasText: text })).toHaveCount(1);
}

test.describe('one-to-one chat in two browsers', () => {
  test('A writes from B’s profile; B’s badge, catch-up after offline, phone reply, delete and clear', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(300_000); // two accounts, an offline spell and a phone layout on a shared two-core machine

    // A: the fixture's page. B: a second context with its own account and console check.
    await register(page, newUser);
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    const errorsB: string[] = [];
    pageB.on('console', (m) => {
      if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|WebSocket connection/.test(m.text())) errorsB.push(m.text());
    });
    pageB.on('pageerror', (e) => errorsB.push(String(e)));
    const id = randomBytes(3).toString('hex');
    const userB: NewUser = { username: `e2e_b${id}`, email: `e2e_b${id}@example.com`, password: `pool-${id}-mates` };
    await register(pageB, userB);
    const idB = await myId(pageB);
    await pageB.goto('/homepage/request');
    await expect(pageB.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();

    // A opens B's profile and presses Message: the chat with B opens (created by the first message).
    await page.goto(`/homepage/account/${idB}`);
    await page.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/homepage/message\\?to=${idB}$`));
    await expect(page.getByText(/No messages yet/)).toBeVisible();
    await send(page, 'Hello B');
    await expect(page.getByText('Sending…')).toHaveCount(0);

    // B's header badge rises live; the Message panel lists it; opening it opens the conversation.
    const badgeB = pageB.getByRole('button', { name: 'Messages, 1 unread' });
    await expect(badgeB).toBeVisible();
    await badgeB.click();
    await expect(pageB.getByRole('heading', { name: 'Message', exact: true })).toBeVisible();
    const panelList = pageB.getByRole('list', { name: 'Message list' });
    await expect(panelList.getByText('Hello B')).toBeVisible();
    await shot(pageB, 'panel-1280');
    await panelList.getByRole('button', { name: /Hello B/ }).click();
    await expect(pageB).toHaveURL(/\/homepage\/message\?to=/);
    await expect(pageB.getByTestId('chat-bubble').filter({ hasText: 'Hello B' })).toBeVisible();
    await expect(pageB.getByRole('button', { name: 'Messages', exact: true })).toBeVisible(); // read: no badge

    // B goes offline while A sends three; back online, B's open conversation shows all three in order.
    await contextB.setOffline(true);
    for (const text of ['one', 'two', 'three']) await send(page, text);
    await expect(page.getByText('Sending…')).toHaveCount(0);
    await contextB.setOffline(false);
    const online = Date.now();
    await expect.poll(() => bubbleTexts(pageB), { timeout: 60_000 }).toEqual(['Hello B', 'one', 'two', 'three']);
    test.info().annotations.push({ type: 'catch-up after reconnecting (ms)', description: String(Date.now() - online) });
    await shot(page, 'page-1280');

    // B replies from the phone layout: one pane at a time, with a back control.
    await pageB.setViewportSize({ width: 375, height: 740 });
    await expect(pageB.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await expect(pageB.getByRole('list', { name: 'Conversations' })).toHaveCount(0);
    await send(pageB, 'Got all three');
    await shot(pageB, 'conversation-375');
    await expect(page.getByTestId('chat-bubble').filter({ hasText: 'Got all three' })).toBeVisible();
    await pageB.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(pageB.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await shot(pageB, 'list-375');

    // B leaves the chat; A sends one more: B's count and panel show it; A deletes it: both follow.
    await pageB.goto('/homepage/request');
    await send(page, 'oops, wrong chat');
    const badge1 = pageB.getByRole('button', { name: 'Messages, 1 unread' });
    await expect(badge1).toBeVisible();
    await badge1.click();
    await expect(pageB.getByRole('list', { name: 'Message list' }).getByText('oops, wrong chat')).toBeVisible();
    await shot(pageB, 'panel-375');
    const oops = page.getByTestId('chat-bubble').filter({ hasText: 'oops, wrong chat' });
    await oops.hover();
    await oops.getByRole('button', { name: 'Delete message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Chat' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(oops).toHaveCount(0);
    await expect(pageB.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
    await expect(pageB.getByRole('list', { name: 'Message list' }).getByText('oops, wrong chat')).toHaveCount(0);

    // B clears the conversation (for B only): A still sees theirs.
    await pageB.goto(`/homepage/message?to=${await myId(page)}`);
    await expect(pageB.getByTestId('chat-bubble').filter({ hasText: 'Got all three' })).toBeVisible();
    const clear = pageB.getByRole('button', { name: 'Delete All Chat' });
    await clear.click();
    const clearDialog = pageB.getByRole('dialog', { name: 'Delete All Chat' });
    await clearDialog.getByRole('button', { name: 'Delete all' }).click();
    await expect(clearDialog).toHaveCount(0);
    await expect(clear).toBeFocused(); // focus goes back to the opener
    await expect(pageB.getByText(/No messages yet/)).toBeVisible();
    await pageB.reload();
    await expect(pageB.getByText(/No messages yet/)).toBeVisible();
    await page.reload();
    await expect.poll(() => bubbleTexts(page), { timeout: 60_000 }).toEqual(['Hello B', 'one', 'two', 'three', 'Got all three']);

    expect(errorsB, 'console errors in B').toEqual([]);
    await contextB.close();
  });
});
