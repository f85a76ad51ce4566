import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.js';
import { makePng, register } from './helpers.js';

const SHOTS = process.env.FEED_SHOTS_DIR ?? 'e2e/artifacts';
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/feed-${name}.png`, fullPage: false });
}

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await page.request.post('/graphql', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A topic published through the API as the signed-in user of `page`. */
async function publishTopic(page: Page, title: string): Promise<string> {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const categoryId = (await gql(page, '{ categories { id } }')).categories[0].id as string;
  const input = { categoryId, topic: title, yourName: 'Ada', description: 'Work it through.', squadSize: 3, durationDays: 1, startDate: tomorrow, startTime: '09:00', timezone: 'Europe/London', timeline: [{ title: 'Day one' }] };
  return (await gql(page, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', { input })).publishTopic.id as string;
}

/** A second signed-in person in their own browser context (phone-sized when asked), whose console is collected. */
async function secondUser(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 780, hasTouch: viewport.width < 780 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const id = randomBytes(3).toString('hex');
  const user: NewUser = { username: `e2e_f${id}`, email: `e2e_f${id}@example.com`, password: `pool-${id}-mates` };
  await register(page, user);
  return { context, page, user, errors };
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`two members post (one with an image), reply and see each other's posts arrive live — ${size.name}`, async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    // two people, two registrations, an upload and live updates on a loaded two-core machine
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await register(page, newUser);
    const topicId = await publishTopic(page, `Feed ${randomBytes(3).toString('hex')}`);
    const b = await secondUser(browser, size);
    // B asks to join, the owner confirms: both are in the squad
    const requestId = (await gql(b.page, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).requestToJoin.id;
    await gql(page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId });

    const feed = `/homepage/active/${topicId}`;
    await page.goto(feed);
    await b.page.goto(feed);
    await expect(page.getByText(/No posts yet/)).toBeVisible();
    await expect(b.page.getByText(/No posts yet/)).toBeVisible();

    // the owner posts text with a link: B sees it arrive
    const box = page.getByRole('textbox', { name: 'Write a post' });
    const send = page.getByRole('button', { name: 'Post', exact: true });
    await expect(send).toBeDisabled();
    await box.click();
    await page.keyboard.type('Chapter one notes: https://example.com/notes');
    await expect(send).toBeEnabled();
    await send.click();
    const ownerPost = page.getByRole('article', { name: `Post by ${newUser.username}`, exact: true });
    await expect(ownerPost.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute('target', '_blank');
    await expect(box).toHaveText('');
    await expect(b.page.getByRole('article', { name: `Post by ${newUser.username}`, exact: true })).toContainText('Chapter one notes');

    // B posts an image with text: upload, then the owner sees it live
    const input = b.page.getByLabel('Add images');
    await expect(input).toBeEnabled();
    await input.setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: makePng(1200, 800) });
    await expect(b.page.getByRole('list', { name: 'Images to post' }).getByRole('img')).toHaveCount(1);
    await b.page.getByRole('textbox', { name: 'Write a post' }).click();
    await b.page.keyboard.type('My whiteboard');
    await b.page.getByRole('button', { name: 'Post', exact: true }).click();
    const bPostOnOwner = page.getByRole('article', { name: `Post by ${b.user.username}`, exact: true });
    await expect(bPostOnOwner).toContainText('My whiteboard');
    await expect(bPostOnOwner.getByRole('button', { name: 'Open image 1 of 1' })).toBeVisible();
    await shot(page, `${size.name}-owner-feed`);

    // the image opens full screen, Back closes it
    await bPostOnOwner.getByRole('button', { name: 'Open image 1 of 1' }).click();
    const preview = page.getByRole('dialog', { name: 'Image preview' });
    await expect(preview.getByRole('img')).toBeVisible();
    await shot(page, `${size.name}-image-preview`);
    await preview.getByRole('button', { name: 'Back' }).click();
    await expect(preview).toBeHidden();

    // the owner replies to B's post: the quote shows in the composer; B sees the reply live
    await bPostOnOwner.getByRole('button', { name: 'Reply' }).click();
    await expect(page.getByLabel('Replying to', { exact: true })).toContainText('My whiteboard');
    await page.getByRole('textbox', { name: 'Write a post' }).click();
    await page.keyboard.type('Nice diagram');
    await shot(page, `${size.name}-replying`);
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByLabel('Replying to', { exact: true })).toBeHidden();
    const replyOnB = b.page.getByRole('article', { name: `Post by ${newUser.username}`, exact: true }).filter({ hasText: 'Nice diagram' });
    await expect(replyOnB.getByRole('blockquote', { name: `Replying to ${b.user.username}` })).toContainText('My whiteboard');
    await expect(b.page.getByRole('article', { name: `Post by ${b.user.username}`, exact: true }).getByRole('button', { name: '1 reply' })).toBeVisible();
    await shot(b.page, `${size.name}-member-feed`);

    // B deletes their own post (confirmed first): it leaves the owner's feed live
    const bOwn = b.page.getByRole('article', { name: `Post by ${b.user.username}`, exact: true });
    await bOwn.getByRole('button', { name: `Actions for the post by ${b.user.username}` }).click();
    await b.page.getByRole('button', { name: 'Delete Post' }).click();
    const confirm = b.page.getByRole('dialog', { name: 'Delete Post' });
    await shot(b.page, `${size.name}-delete-confirm`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name: `Post by ${b.user.username}`, exact: true })).toHaveCount(0);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
}
