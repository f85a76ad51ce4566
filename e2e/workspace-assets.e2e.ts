import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.js';
import { makePng, register } from './helpers.js';

/**
 * Issue 12's walk beyond the feed (feed.e2e.ts): two squad members post with images, reply, tag a
 * post and open it from the SmartTag tab (where a reply arrives live on the preview), share a
 * takeaway, add a resource, search the topic, and see the dashboard's unread activity — at 1280 and
 * 375 px. Screenshots of every workspace tab go to e2e/artifacts/screenshots/.
 */

const SHOTS = process.env.WORKSPACE_SHOTS_DIR ?? 'e2e/artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await page.request.post('/graphql', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A two-day topic that starts tomorrow, published through the API by `page`'s user. */
async function publishTopic(page: Page, title: string): Promise<string> {
  const startDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const categoryId = (await gql(page, '{ categories { id } }')).categories[0].id as string;
  const input = { categoryId, topic: title, yourName: 'Ada', description: 'Work it through.', squadSize: 3, durationDays: 2, startDate, startTime: '09:00', timezone: 'Europe/London', timeline: [{ title: 'Day one' }, { title: 'Day two' }] };
  return (await gql(page, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', { input })).publishTopic.id as string;
}

async function member(browser: Browser, viewport: { width: number; height: number }) {
  const phone = viewport.width < 780;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const id = randomBytes(3).toString('hex');
  const user: NewUser = { username: `e2e_w${id}`, email: `e2e_w${id}@example.com`, password: `pool-${id}-mates` };
  await register(page, user);
  await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
  return { context, page, user, errors };
}

/** Types a post (with an image when given) into `page`'s composer and sends it. */
async function postFrom(page: Page, text: string, image?: { name: string; width: number; height: number }) {
  if (image) {
    await page.getByLabel('Add images').setInputFiles({ name: image.name, mimeType: 'image/png', buffer: makePng(image.width, image.height) });
    await expect(page.getByRole('list', { name: 'Images to post' }).getByRole('img')).toHaveCount(1);
  }
  await page.getByRole('textbox', { name: 'Write a post' }).click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Write a post' })).toHaveText('');
}

/** No sideways scrolling of the whole page (the 780 px layout holds at 375). */
async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const size of [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 760 },
]) {
  test(`two members post with images, reply, tag, share a takeaway, add a resource, search, and see unread activity — ${size.name} px`, async ({ page, browser, consoleErrors, newUser }) => {
    void consoleErrors;
    test.setTimeout(600_000); // two registrations, two uploads, live updates and eleven screens: 3–5 min on a loaded two-core machine
    const phone = size.width < 780;
    await page.setViewportSize({ width: size.width, height: size.height });
    await register(page, newUser);
    await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
    const title = `Kubernetes ${randomBytes(3).toString('hex')}`;
    const topicId = await publishTopic(page, title);
    const b = await member(browser, size);
    const requestId = (await gql(b.page, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topicId })).requestToJoin.id;
    await gql(page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestId });
    const ws = `/homepage/active/${topicId}`;
    const tabsOf = (p: Page) => p.getByRole('navigation', { name: 'Workspace' });

    // both open the feed; each posts with an image and sees the other's arrive live
    await page.goto(ws);
    await b.page.goto(ws);
    // the feed's code loads lazily with its tab: give a loaded machine room
    await expect(page.getByText(/No posts yet/)).toBeVisible({ timeout: 60_000 });
    await expect(b.page.getByText(/No posts yet/)).toBeVisible({ timeout: 60_000 });
    await postFrom(page, 'Cluster diagram for the scheduler chapter', { name: 'cluster.png', width: 1400, height: 900 });
    const ownerPostOnB = b.page.getByRole('article', { name: `Post by ${newUser.username}`, exact: true });
    await expect(ownerPostOnB).toContainText('Cluster diagram');
    await expect(ownerPostOnB.getByRole('button', { name: 'Open image 1 of 1' })).toBeVisible();
    await postFrom(b.page, 'My whiteboard of pods and deployments', { name: 'board.png', width: 800, height: 1000 });
    const bPostOnOwner = page.getByRole('article', { name: `Post by ${b.user.username}`, exact: true });
    await expect(bPostOnOwner).toContainText('My whiteboard');
    await expect(bPostOnOwner.getByRole('button', { name: 'Open image 1 of 1' })).toBeVisible();
    await expect(page.getByText('2 posts')).toBeVisible();

    // B replies to the owner's post: the owner sees it live, and B's own count says 1 reply (not 2)
    await ownerPostOnB.getByRole('button', { name: 'Reply', exact: true }).click();
    await b.page.getByRole('textbox', { name: 'Write a post' }).click();
    await b.page.keyboard.type('Which scheduler profile did you use?');
    await b.page.getByRole('button', { name: 'Post reply' }).click();
    await expect(b.page.getByLabel('Replying to', { exact: true })).toBeHidden();
    await expect(ownerPostOnB.getByRole('button', { name: '1 reply' })).toBeVisible();
    const ownerPost = page.getByRole('article', { name: `Post by ${newUser.username}`, exact: true }).filter({ hasText: 'Cluster diagram' });
    await expect(ownerPost.getByRole('button', { name: '1 reply' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Post by ${b.user.username}`, exact: true }).filter({ hasText: 'Which scheduler' })).toBeVisible();
    // the live event of B's own reply arrived too: still one
    await b.page.waitForTimeout(1_000);
    await expect(ownerPostOnB.getByRole('button', { name: '1 reply' })).toBeVisible();
    await shot(page, `workspace-active-${size.name}`);

    // B tags the owner's post (Enter submits), finds it on the SmartTag tab, opens its preview
    await ownerPostOnB.getByRole('button', { name: `Actions for the post by ${newUser.username}` }).click();
    await ownerPostOnB.getByRole('button', { name: 'Add Smart Tag' }).click();
    const tagDialog = b.page.getByRole('dialog', { name: 'Add Smart Tag' });
    await tagDialog.getByRole('textbox', { name: 'Tag name' }).fill('revise scheduling');
    await tagDialog.getByRole('textbox', { name: 'Tag name' }).press('Enter');
    await expect(tagDialog).toBeHidden();
    await tabsOf(b.page).getByRole('link', { name: 'SmartTag' }).click();
    await expect(b.page).toHaveURL(new RegExp(`${ws}/smarttag$`));
    const tagged = b.page.getByRole('list', { name: 'My tagged posts' });
    await expect(tagged.getByRole('link')).toHaveCount(1);
    await expect(tagged).toContainText('revise scheduling');
    await shot(b.page, `workspace-smarttag-${size.name}`);
    await tagged.getByRole('link').click();
    await expect(b.page).toHaveURL(new RegExp(`${ws}/preview/\\d+$`));
    await expect(b.page.getByRole('article', { name: `Post by ${newUser.username}`, exact: true })).toContainText('Cluster diagram');
    // the preview is live: the owner's reply to their own post arrives there
    await ownerPost.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByRole('textbox', { name: 'Write a post' }).click();
    await page.keyboard.type('The default profile, plus a taint');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const previewReplies = b.page.getByRole('list', { name: 'Replies' });
    await expect(previewReplies).toContainText('The default profile');
    await expect(b.page.getByRole('button', { name: '2 replies' })).toBeVisible();
    await shot(b.page, `workspace-preview-${size.name}`);

    // B shares a takeaway for day one; the owner sees it under that day
    await b.page.goto(`${ws}/timeline`);
    await b.page.getByRole('button', { name: 'Takeaway for day 1' }).click();
    const share = b.page.getByRole('dialog', { name: 'Share Your Takeaway' });
    await share.getByRole('textbox', { name: 'Your takeaway' }).fill('Taints repel pods; tolerations let them in');
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(share).toBeHidden();
    await expect(b.page.getByRole('group', { name: 'Takeaways for day 1' })).toContainText('Taints repel pods');
    await shot(b.page, `workspace-timeline-${size.name}`);
    await tabsOf(page).getByRole('link', { name: 'Timeline' }).click();
    await expect(page.getByRole('group', { name: 'Takeaways for day 1' })).toContainText('Taints repel pods');

    // the owner adds a resource (Confirm needs both fields); B sees it on Assets
    await tabsOf(page).getByRole('link', { name: 'Assets' }).click();
    await page.getByRole('button', { name: 'Add resources' }).click();
    const add = page.getByRole('dialog', { name: 'Add Resources' });
    const confirm = add.getByRole('button', { name: 'Confirm' });
    await add.getByRole('textbox', { name: 'Link' }).fill('kubernetes.io/docs/concepts/scheduling-eviction/');
    await expect(confirm).toBeDisabled();
    await add.getByRole('textbox', { name: 'Name' }).fill('Scheduling docs');
    await confirm.click();
    await expect(add).toBeHidden();
    const resources = page.getByRole('list', { name: 'Resources' });
    await expect(resources.getByRole('link', { name: /Scheduling docs/ })).toHaveAttribute('href', 'https://kubernetes.io/docs/concepts/scheduling-eviction/');
    await shot(page, `workspace-assets-${size.name}`);
    await b.page.goto(`${ws}/resources`);
    await expect(b.page.getByRole('list', { name: 'Resources' })).toContainText('Scheduling docs');

    // B searches the topic: suggestions as they type (a partial word), then Show All Search
    await b.page.getByRole('button', { name: 'Search posts' }).click();
    const box = b.page.getByRole('combobox', { name: 'Search posts in this topic' });
    await box.fill('whiteb');
    const suggestions = b.page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions).toContainText('whiteboard');
    await shot(b.page, `workspace-search-${size.name}`);
    await suggestions.getByRole('option', { name: 'Show All Search' }).click();
    await expect(b.page).toHaveURL(new RegExp(`${ws}/postsearch\\?q=whiteb`));
    const results = b.page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.locator('mark')).toContainText(/whiteboard/i);
    await shot(b.page, `workspace-postsearch-${size.name}`);

    // the squad tab and Discussion, for the screenshots
    await b.page.goto(`${ws}/team`);
    await expect(b.page.getByRole('list', { name: 'Squad members' })).toContainText(newUser.username);
    await shot(b.page, `workspace-squad-${size.name}`);
    await b.page.goto(`${ws}/Startcall`);
    await expect(b.page.getByRole('button', { name: 'Start Call' })).toBeEnabled();
    await shot(b.page, `workspace-discussion-${size.name}`);
    if (phone) await noOverflow(b.page);

    // unread activity: B is on home while the owner posts; the card says so; viewing the feed clears it
    await b.page.goto('/homepage');
    const card = b.page.getByRole('list', { name: 'Your squads' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await page.goto(ws);
    await postFrom(page, 'One more thing about pod priority');
    await b.page.reload();
    // the owner's reply B saw on the preview (not the feed) and this post
    await expect(card.getByText('2 new')).toBeVisible();
    await shot(b.page, `home-unread-${size.name}`);
    await card.getByRole('link', { name: title }).click();
    await expect(b.page.getByRole('article', { name: `Post by ${newUser.username}`, exact: true }).filter({ hasText: 'pod priority' })).toBeVisible();
    await expect.poll(async () => (await gql(b.page, 'query($t: ID!) { topic(id: $t) { unreadPostCount } }', { t: topicId })).topic.unreadPostCount).toBe(0);
    await b.page.goto('/homepage');
    await expect(card).toBeVisible();
    await expect(card.getByText(/ new$/)).toHaveCount(0);
    if (phone) await noOverflow(b.page);

    expect(b.errors, 'console errors of B').toEqual([]);
    await b.context.close();
  });
}
