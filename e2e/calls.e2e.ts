import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

/**
 * Group calls (issue 14) in three Chromium contexts with fake camera and microphone. This spec
 * launches its own browser with the fake-media flags, so the other specs are unaffected.
 */
const SHOTS = '/work/shots/calls';

/** The room's e2e hook (web/src/features/calls/use-call.ts). */
type CallWindow = { pmCall?: { pcs: () => RTCPeerConnection[] } };

async function gql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

type Person = { page: Page; user: NewUser; errors: string[] };

async function person(browser: Browser, label: string, viewport = { width: 1280, height: 800 }): Promise<Person> {
  const context = await browser.newContext({ viewport, permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/WebSocket|ERR_INTERNET_DISCONNECTED|net::ERR_ABORTED/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  if (process.env.CALLS_DEBUG) page.on('console', (m) => console.log(`[${label}] ${m.type()} ${m.text()}`));
  const id = randomBytes(3).toString('hex');
  const user: NewUser = { username: `e2e_${label}${id}`, email: `e2e_${label}${id}@example.com`, password: `pool-${id}-mates` };
  await register(page, user);
  await gql(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
  return { page, user, errors };
}

/** A topic owned by A with B and C in its squad. */
async function squad(a: Person, others: Person[]): Promise<string> {
  const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const { categories } = await gql<{ categories: { id: string }[] }>(a.page, '{ categories { id } }');
  const { publishTopic } = await gql<{ publishTopic: { id: string } }>(a.page, 'mutation P($input: PublishTopicInput!) { publishTopic(input: $input) { id } }', {
    input: { categoryId: categories[0].id, topic: `Calls ${randomBytes(3).toString('hex')}`, yourName: 'Ada', squadSize: 5, durationDays: 2, startDate, startTime: '09:00', timezone: 'Europe/London', timeline: [{ title: 'Day one' }, { title: 'Day two' }] },
  });
  for (const o of others) {
    const { requestToJoin } = await gql<{ requestToJoin: { id: string } }>(o.page, 'mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: publishTopic.id });
    await gql(a.page, 'mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r: requestToJoin.id });
  }
  return publishTopic.id;
}

/** Inbound audio + video bytes of every connected peer connection of a page. */
async function inbound(page: Page): Promise<{ audio: number; video: number; state: string }[]> {
  return page.evaluate(async () => {
    const pcs = (window as unknown as CallWindow).pmCall?.pcs() ?? [];
    return Promise.all(
      pcs.map(async (pc) => {
        let audio = 0;
        let video = 0;
        (await pc.getStats()).forEach((r: { type: string; kind?: string; bytesReceived?: number }) => {
          if (r.type === 'inbound-rtp' && r.kind === 'audio') audio += r.bytesReceived ?? 0;
          if (r.type === 'inbound-rtp' && r.kind === 'video') video += r.bytesReceived ?? 0;
        });
        return { audio, video, state: pc.connectionState };
      }),
    );
  });
}

async function outboundBps(page: Page, ms = 3000): Promise<number> {
  const sent = () =>
    page.evaluate(async () => {
      let bytes = 0;
      for (const pc of (window as unknown as CallWindow).pmCall?.pcs() ?? []) (await pc.getStats()).forEach((r: { type: string; bytesSent?: number }) => r.type === 'outbound-rtp' && (bytes += r.bytesSent ?? 0));
      return bytes;
    });
  const a = await sent();
  await page.waitForTimeout(ms);
  return ((await sent()) - a) * 8 / (ms / 1000);
}

/** Every pair of the page connected and receiving both audio and video, growing. */
async function expectMediaFlowing(page: Page, pairs: number) {
  await expect.poll(async () => (await inbound(page)).filter((p) => p.state === 'connected').length, { timeout: 30_000 }).toBe(pairs);
  const first = await inbound(page);
  await expect
    .poll(async () => {
      const now = await inbound(page);
      return now.every((p, i) => p.audio > (first[i]?.audio ?? 0) && p.video > (first[i]?.video ?? 0));
    }, { timeout: 20_000 })
    .toBe(true);
}

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
  });
});
test.afterAll(async () => browser?.close());

test.describe('group calls with fake media', () => {
  // CALLS_DEBUG=1 prints each page's console and a mesh dump after Accept.
  test('A starts, B accepts from the popup, C joins from the tab; media on every pair; hand, mute, chat; C reloads; Stop Call ends it', async () => {
    test.setTimeout(360_000);
    const a = await person(browser, 'a');
    const b = await person(browser, 'b');
    const c = await person(browser, 'c');
    const topicId = await squad(a, [b, c]);
    const room = `/homepage/active/${topicId}/Startcall`;

    await b.page.goto('/homepage');
    await c.page.goto(room);
    await expect(c.page.getByRole('button', { name: 'Start Call' })).toBeVisible();
    await a.page.goto(room);
    await a.page.getByRole('button', { name: 'Start Call' }).click();
    await expect(a.page.getByTestId('tile-self')).toBeVisible();
    await expect(a.page.getByRole('button', { name: 'Stop Call' })).toBeVisible();

    // B: the popup, Accept → the room. Time from Accept to a connected pair (signalling latency, 2 people).
    const popup = b.page.getByRole('alertdialog', { name: new RegExp(`${a.user.username} is calling`) });
    await expect(popup).toBeVisible();
    await b.page.screenshot({ path: `${SHOTS}/popup-1280.png` });
    const t0 = Date.now();
    await popup.getByRole('button', { name: 'Accept' }).click();
    if (process.env.CALLS_DEBUG) {
      await b.page.waitForTimeout(6000);
      for (const p of [a, b]) console.log('MESH', p.user.username, await p.page.evaluate(() => JSON.stringify((window as unknown as { pmCall?: { mesh: unknown } }).pmCall?.mesh, (k, v) => (v instanceof Map ? [...v.keys()] : v instanceof Set ? [...v] : k === 'peer' || k === 'opts' || k === 'stream' ? undefined : v))));
    }
    await expect.poll(async () => (await inbound(b.page)).filter((p) => p.state === 'connected').length, { timeout: 30_000, intervals: [50] }).toBe(1);
    const latency2 = Date.now() - t0;
    console.log(`CALLS: accept → connected, 2 people: ${latency2} ms`);

    // C: "Join Call" shows live on the tab; C joins.
    await c.page.getByRole('button', { name: 'Join Call' }).click();
    for (const p of [a, b, c]) await expectMediaFlowing(p.page, 2);
    for (const p of [a, b, c]) await expect(p.page.getByTestId('tile-peer')).toHaveCount(2);
    console.log(`CALLS: outbound at 3 people (A): ${Math.round((await outboundBps(a.page)) / 1000)} kbit/s`);
    await a.page.screenshot({ path: `${SHOTS}/room-3-1280.png` });

    // Hand and mute reach the others (the keyboard shortcuts, too).
    await b.page.getByRole('button', { name: 'Raise hand' }).click();
    await b.page.keyboard.press('m');
    const bTileOnA = a.page.getByTestId('tile-peer').filter({ hasText: b.user.username });
    await expect(bTileOnA.getByLabel('hand raised')).toBeVisible();
    await expect(bTileOnA.getByLabel('muted')).toBeVisible();
    await expect(c.page.getByTestId('tile-peer').filter({ hasText: b.user.username }).getByLabel('hand raised')).toBeVisible();

    // In-call chat: C writes; A (panel closed) sees the alert marker, opens it and reads.
    await c.page.getByRole('button', { name: 'Chat' }).click();
    await c.page.getByRole('textbox', { name: 'Message everyone' }).fill('hello from C');
    await c.page.getByRole('button', { name: 'Send' }).click();
    await expect(a.page.getByRole('button', { name: /Chat/ }).getByLabel('1 new')).toBeVisible();
    await a.page.getByRole('button', { name: /Chat/ }).click();
    await expect(a.page.getByRole('list', { name: 'Messages' })).toContainText('hello from C');
    await a.page.screenshot({ path: `${SHOTS}/room-chat-1280.png` });

    // A focus session in the call (issue 16): A starts the squad's timer in the room's side panel;
    // B and C, already in the room, see the same countdown live; B stops it for everyone.
    const focus = (p: Person) => p.page.locator('.call-room__extras');
    await focus(a).getByRole('button', { name: 'Start focus' }).click();
    for (const p of [a, b, c]) await expect(focus(p).getByRole('timer')).toHaveAccessibleName(/^Focus, 2[45] minutes/);
    await focus(b).getByRole('button', { name: 'Stop', exact: true }).click();
    for (const p of [a, b, c]) await expect(focus(p).getByRole('button', { name: 'Start focus' })).toBeVisible();

    // C reloads: a new session replaces the old; the others see one C tile and media again.
    await c.page.reload();
    await c.page.getByRole('button', { name: 'Join Call' }).click();
    for (const p of [a, b]) await expect(p.page.getByTestId('tile-peer').filter({ hasText: c.user.username })).toHaveCount(1);
    await expectMediaFlowing(c.page, 2);

    // Phone size.
    await b.page.setViewportSize({ width: 375, height: 740 });
    await expect(b.page.getByRole('button', { name: 'Share screen' })).toBeHidden();
    await b.page.screenshot({ path: `${SHOTS}/room-375.png`, fullPage: true });

    // Stop Call (A started it): everyone out; A goes to `/`; no live peer connections left.
    await a.page.getByRole('button', { name: 'Stop Call' }).click();
    await expect(a.page).toHaveURL(/\/$|\/homepage$/);
    for (const p of [b, c]) await expect(p.page.getByTestId('tile-self')).toHaveCount(0);
    for (const p of [b, c]) await expect(p.page.getByRole('button', { name: 'Start Call' })).toBeVisible();
    for (const p of [a, b, c]) expect(p.errors, `${p.user.username} console`).toEqual([]);
  });

  test('C declines: the popup closes and C gets the missed-call notification when the call ends', async () => {
    test.setTimeout(240_000);
    const a = await person(browser, 'a');
    const c = await person(browser, 'c');
    const topicId = await squad(a, [c]);
    await c.page.goto('/homepage');
    await a.page.goto(`/homepage/active/${topicId}/Startcall`);
    await a.page.getByRole('button', { name: 'Start Call' }).click();
    const popup = c.page.getByRole('alertdialog');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Decline' }).click();
    await expect(popup).toBeHidden();
    await a.page.getByRole('button', { name: 'Stop Call' }).click();
    await expect
      .poll(async () => {
        const d = await gql<{ notifications: { edges: { node: { type: string; text: string } }[] } }>(c.page, '{ notifications(first: 10) { edges { node { type text } } } }');
        return d.notifications.edges.map((e) => e.node.type);
      })
      .toContain('MISSEDCALL');
  });
});
