import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { XSS_CORPUS } from '../api/test/xss-corpus.js';
import { expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/comments-${name}.png`, fullPage: true });
}

/** A topic published through the API as the signed-in user of `page`. */
async function publishTopic(page: Page, title: string): Promise<string> {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const categoryId = (await (await page.request.post('/graphql', { data: { query: '{ categories { id } }' } })).json()).data.categories[0].id as string;
  const res = await page.request.post('/graphql', {
    data: {
      query: 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }',
      variables: { input: { categoryId, topic: title, yourName: 'Ada', description: 'Talk it through.', squadSize: 3, durationDays: 1, startDate: tomorrow, startTime: '09:00', timezone: 'Europe/London', timeline: [{ title: 'Day one' }] } },
    },
  });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.publishTopic.id as string;
}

/** A second signed-in person in their own browser context, whose console is collected. */
async function secondUser(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const id = randomBytes(3).toString('hex');
  const user: NewUser = { username: `e2e_${prefix}${id}`, email: `e2e_${prefix}${id}@example.com`, password: `pool-${id}-mates` };
  await register(page, user);
  return { context, page, user, errors };
}

test.describe('comments in Chromium', () => {
  test('B comments, the owner sees it live, replies and likes; B sees the reply notification live and opens it', async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(60_000);
    const title = `Talk ${randomBytes(3).toString('hex')}`;
    await register(page, newUser);
    const topicId = await publishTopic(page, title);
    const detail = `/homepage/pool/pooldetails/${topicId}`;
    await page.goto(detail);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('No comments yet — start the discussion')).toBeVisible();

    // B writes a comment: Post is disabled while the box is empty
    const b = await secondUser(browser, 'b');
    await b.page.goto(detail);
    const box = b.page.getByRole('textbox', { name: 'Write a comment' });
    const post = b.page.getByRole('button', { name: 'Post', exact: true });
    await expect(post).toBeDisabled();
    await box.click();
    await b.page.keyboard.type('Who wants to start with chapter one?');
    await expect(post).toBeEnabled();
    await post.click();
    const commentB = b.page.getByRole('article', { name: `Comment by ${b.user.username}` });
    await expect(commentB).toContainText('Who wants to start with chapter one?');
    await expect(commentB.getByRole('button', { name: /Like/ })).toContainText('0');
    await expect(box).toHaveText('');
    await shot(b.page, 'posted');

    // the owner, reading the same page: the comment appears on its own, and the notification arrives live
    await expect(page.getByRole('article', { name: `Comment by ${b.user.username}` })).toContainText('Who wants to start with chapter one?');
    await expect(page.getByText('No comments yet — start the discussion')).toHaveCount(0);
    // the notification opens the comment, highlighted
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    await page.getByRole('list', { name: 'Notification list' }).getByRole('button', { name: new RegExp(b.user.username) }).click();
    await expect(page).toHaveURL(new RegExp(`/homepage/pool/notifydetails/${topicId}\\?comment=\\d+`));
    const onOwner = page.getByRole('article', { name: `Comment by ${b.user.username}` }).first();
    await expect(onOwner).toContainText('Who wants to start with chapter one?');
    await shot(page, 'owner-notified');

    // the owner likes (the count comes from the server) and replies
    await onOwner.getByRole('button', { name: /Like/ }).first().click();
    await expect(onOwner.getByRole('button', { name: /Like/ }).first()).toContainText('1');
    await onOwner.getByRole('button', { name: 'Reply', exact: true }).first().click();
    await page.getByRole('textbox', { name: `Reply to ${b.user.username}` }).click();
    await page.keyboard.type('Me! Tomorrow at nine.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByRole('article', { name: `Reply by ${newUser.username}` })).toContainText('Me! Tomorrow at nine.');
    // the owner's menu on B's comment: Remove and Report, never Edit
    await onOwner.getByRole('button', { name: 'Comment actions' }).click();
    await expect(onOwner.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
    await expect(onOwner.getByRole('button', { name: 'Report', exact: true })).toBeVisible();
    await expect(onOwner.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shot(page, 'owner-replied');

    // B: the reply notification arrives live and opens the thread with the reply
    const bellB = b.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bellB).toBeVisible();
    await bellB.click();
    await b.page.getByRole('list', { name: 'Notification list' }).getByRole('button', { name: new RegExp(newUser.username) }).click();
    await expect(b.page).toHaveURL(new RegExp(`notifydetails/${topicId}\\?comment=\\d+&reply=\\d+`));
    await expect(b.page.getByRole('article', { name: `Reply by ${newUser.username}` }).first()).toContainText('Me! Tomorrow at nine.');
    await expect(b.page.getByRole('article', { name: `Comment by ${b.user.username}` }).first().getByRole('button', { name: /Like/ }).first()).toContainText('1');
    await shot(b.page, 'reply-notified');

    // B edits their own comment: Save waits for a change
    await b.page.goto(detail);
    const mine = b.page.getByRole('article', { name: `Comment by ${b.user.username}` });
    await mine.getByRole('button', { name: 'Comment actions' }).click();
    await mine.getByRole('button', { name: 'Edit', exact: true }).click();
    const save = b.page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await b.page.getByRole('textbox', { name: 'Edit your comment' }).press('End');
    await b.page.keyboard.type(' Bring coffee.');
    await save.click();
    await expect(mine).toContainText('Bring coffee.');
    await expect(mine).toContainText('edited');

    // and at the 375 px breakpoint the thread still reads
    await b.page.setViewportSize({ width: 375, height: 812 });
    await mine.getByRole('button', { name: /Show reply/ }).click();
    await expect(b.page.getByRole('article', { name: `Reply by ${newUser.username}` })).toBeVisible();
    await shot(b.page, 'mobile');
    expect(b.errors, 'console errors of B').toEqual([]);
    await b.context.close();
  });

  test('a corpus of XSS payloads renders as inert text: no script runs and no dangerous markup reaches the page', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(90_000);
    await register(page, newUser);
    const topicId = await publishTopic(page, `XSS ${randomBytes(3).toString('hex')}`);
    const add = 'mutation A($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }';
    const first = (await (await page.request.post('/graphql', { data: { query: add, variables: { t: topicId, h: 'Thread for replies' } } })).json()).data.addComment.id as string;
    for (const payload of XSS_CORPUS) {
      const c = await (await page.request.post('/graphql', { data: { query: add, variables: { t: topicId, h: `${payload} tail` } } })).json();
      expect(c.errors, payload).toBeUndefined();
      const r = await (await page.request.post('/graphql', { data: { query: 'mutation R($c: ID!, $h: String!) { addReply(commentId: $c, html: $h) { id } }', variables: { c: first, h: `${payload} tail` } } })).json();
      expect(r.errors, payload).toBeUndefined();
    }
    await page.goto(`/homepage/pool/pooldetails/${topicId}`);
    const list = page.getByRole('list', { name: 'Comments' });
    const items = list.getByRole('article', { name: /^Comment by/ });
    // infinite scroll until every comment is on the page
    for (let shown = 0; shown < XSS_CORPUS.length + 1; ) {
      await expect.poll(() => items.count()).toBeGreaterThan(shown);
      shown = await items.count();
      await items.last().scrollIntoViewIfNeeded();
    }
    await expect(items).toHaveCount(XSS_CORPUS.length + 1);
    const thread = page.getByRole('article', { name: `Comment by ${newUser.username}` }).last();
    await thread.getByRole('button', { name: /Show \d+ replies/ }).click();
    const replies = page.getByRole('article', { name: /^Reply by/ });
    for (let shown = 0; shown < XSS_CORPUS.length; ) {
      await expect.poll(() => replies.count()).toBeGreaterThan(shown);
      shown = await replies.count();
      if (shown < XSS_CORPUS.length) await page.getByRole('button', { name: 'Show more replies' }).click();
    }
    await shot(page, 'xss');
    const found = await page.evaluate(() => {
      // the user HTML is rendered inside .discussion-item__html (the app's own icons are SVG)
      const roots = [...document.querySelectorAll('.discussion-item__html')];
      const inside = roots.flatMap((r) => [...r.querySelectorAll('*')]);
      const bad = inside.filter((e) => e.matches('script, svg, math, iframe, object, embed, form, style, img, input, video, source, details, meta, base, template, noscript')).map((e) => e.tagName);
      const handlers = inside.flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name) || /^\s*(javascript|data):/i.test(a.value)).map((a) => `${e.tagName} ${a.name}`));
      const text = roots.map((r) => r.textContent ?? '').join(' ');
      return { xss: (Reflect.get(window, '__xss') as unknown) ?? null, bad, handlers, tail: text.split('tail').length - 1 };
    });
    expect(found).toEqual({ xss: null, bad: [], handlers: [], tail: expect.any(Number) });
    // every payload's trailing text is there: each was rendered (as text), none swallowed the page
    expect(found.tail).toBe(2 * XSS_CORPUS.length);
    // links that survived open in a new tab without an opener
    for (const a of await page.locator('.comments .discussion-item__html a[href]').all()) {
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(a).toHaveAttribute('target', '_blank');
    }
  });

  test("someone's profile: follow from a comment's author link, counts and the follower tab", async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);
    const topicId = await publishTopic(page, `Profiles ${randomBytes(3).toString('hex')}`);
    await page.request.post('/graphql', { data: { query: 'mutation A($t: ID!) { addComment(topicId: $t, html: "Follow me for notes") { id } }', variables: { t: topicId } } });
    const b = await secondUser(browser, 'f');
    await b.page.goto(`/homepage/pool/pooldetails/${topicId}`);
    await b.page.getByRole('article', { name: `Comment by ${newUser.username}` }).getByRole('link', { name: newUser.username }).click();
    await expect(b.page).toHaveURL(/\/homepage\/account\/\d+$/);
    await expect(b.page.getByRole('link', { name: '0 Followers' })).toBeVisible();
    await b.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(b.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(b.page.getByRole('link', { name: '1 Follower' })).toBeVisible();
    await shot(b.page, 'profile-followed');
    await b.page.getByRole('link', { name: '1 Follower' }).click();
    await expect(b.page).toHaveURL(/details\/follower$/);
    await expect(b.page.getByRole('link', { name: b.user.username }).first()).toBeVisible();
    await expect(b.page.getByText('You', { exact: true })).toBeVisible();
    await shot(b.page, 'followers-tab');
    // the owner's own profile has no Follow or Message
    await page.goto(b.page.url().replace(/\/details\/follower$/, ''));
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
    await expect(page.locator('.people-card').getByRole('link', { name: 'Message' })).toHaveCount(0);
    await expect(page.locator('.people-card').getByRole('link', { name: 'Edit profile' })).toBeVisible();
    // a non-numeric id shows the not-found image
    await page.goto('/homepage/account/abc');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(b.errors, 'console errors of B').toEqual([]);
    await b.context.close();
  });
});
