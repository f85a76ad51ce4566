import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectMediaFlowing, gql, inbound, launchFakeMedia, outboundBps, person, SHOTS, squad, type Person } from './calls-helpers.js';

/**
 * Group calls (issue 14) in three Chromium contexts with fake camera and microphone. This spec
 * launches its own browser with the fake-media flags, so the other specs are unaffected.
 */
let browser: Browser;
test.beforeAll(async () => {
  browser = await launchFakeMedia();
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
