import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectMediaFlowing, gql, launchFakeMedia, person, squad, type Person } from './calls-helpers.js';

/**
 * Group calls under stress (issue 14 "Done when"), three Chromium contexts with fake media: two
 * people joining in the same instant, hand / mute reaching the others live (no re-read), a person
 * whose network drops past ICE failure and comes back, and 20 join / leave cycles in one page
 * leaving no peer connection or camera / microphone track alive.
 *
 * C's network: `context.setOffline(true)` alone changes neither an open WebSocket nor WebRTC in
 * Chromium (measured: a pair stayed connected through 78 s "offline"), so C runs in a browser of
 * its own whose network service process is also stopped (SIGSTOP) for the outage: every socket of
 * C — UDP of the peer connections, the WebSocket, HTTP — goes silent, as when Wi-Fi drops.
 */

const FAKE_MEDIA_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];

/**
 * Counts, in each page, the peer connections not closed (and how many ever failed) and the live
 * camera / microphone tracks from getUserMedia. Installed before the app's scripts, so
 * simple-peer builds its connections with the counting class.
 */
function countLeaks() {
  type Counted = { pcs: RTCPeerConnection[]; tracks: MediaStreamTrack[]; failed: number };
  const w = window as unknown as { RTCPeerConnection?: typeof RTCPeerConnection; pmLeaks?: Counted };
  const Native = w.RTCPeerConnection;
  if (!Native || w.pmLeaks) return;
  const counted: Counted = { pcs: [], tracks: [], failed: 0 };
  w.pmLeaks = counted;
  w.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      counted.pcs.push(this);
      let failed = false;
      const check = () => {
        if (!failed && (this.connectionState === 'failed' || this.iceConnectionState === 'failed')) {
          failed = true;
          counted.failed++;
        }
      };
      this.addEventListener('connectionstatechange', check);
      this.addEventListener('iceconnectionstatechange', check);
    }
  };
  const devices = navigator.mediaDevices;
  const getUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (c?: MediaStreamConstraints) => {
    const stream = await getUserMedia(c);
    counted.tracks.push(...stream.getTracks());
    return stream;
  };
}

type Leaks = { pcs: number; tracks: number; failed: number; created: number };
const leaks = (page: Page): Promise<Leaks> =>
  page.evaluate(() => {
    const c = (window as unknown as { pmLeaks: { pcs: RTCPeerConnection[]; tracks: MediaStreamTrack[]; failed: number } }).pmLeaks;
    return {
      pcs: c.pcs.filter((pc) => pc.connectionState !== 'closed' || pc.signalingState !== 'closed').length,
      tracks: c.tracks.filter((t) => t.readyState === 'live').length,
      failed: c.failed,
      created: c.pcs.length,
    };
  });

/** The room's peer connections by state (`window.pmCall.pcs()`). */
const pcStates = (page: Page): Promise<string[]> => page.evaluate(() => ((window as unknown as { pmCall?: { pcs: () => RTCPeerConnection[] } }).pmCall?.pcs() ?? []).map((pc) => pc.connectionState));

/** A browser's network service process (Chromium runs it out of process on Linux). */
function networkService(browserPid: number): number {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const all: number[] = [];
  const walk = (pid: number) => (children.get(pid) ?? []).forEach((c) => (all.push(c), walk(c)));
  walk(browserPid);
  const net = all.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('network.mojom.NetworkService');
    } catch {
      return false;
    }
  });
  if (net.length !== 1) throw new Error(`expected one network service process under ${browserPid}, found ${net.length}`);
  return net[0];
}

let browser: Browser;
let cServer: BrowserServer;
let cBrowser: Browser;
let frozen: number | null = null;
let a: Person;
let b: Person;
let c: Person;
let room = '';

// One call through the three steps, as a squad would live it (and one setup instead of three).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  browser = await launchFakeMedia();
  cServer = await chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FAKE_MEDIA_ARGS });
  cBrowser = await chromium.connect(cServer.wsEndpoint());
  a = await person(browser, 'a');
  b = await person(browser, 'b');
  c = await person(cBrowser, 'c');
  for (const p of [a, b, c]) await p.page.context().addInitScript(countLeaks);
  room = `/homepage/active/${await squad(a, [b, c])}/Startcall`;
});
test.afterAll(async () => {
  if (frozen) process.kill(frozen, 'SIGCONT');
  await browser?.close();
  await cBrowser?.close();
  await cServer?.close();
});

/** Every page: one connected peer connection per other person, one tile each, nothing else alive. */
async function expectOnePerPair(people: Person[]) {
  await Promise.all(people.map((p) => expectMediaFlowing(p.page, people.length - 1)));
  for (const p of people) {
    await expect(p.page.getByTestId('tile-peer')).toHaveCount(people.length - 1);
    for (const o of people) if (o !== p) await expect(p.page.getByTestId('tile-peer').filter({ hasText: o.user.username })).toHaveCount(1);
    expect(await pcStates(p.page)).toEqual(people.slice(1).map(() => 'connected'));
    expect((await leaks(p.page)).pcs, `${p.user.username}: live peer connections`).toBe(people.length - 1);
  }
}

/** Waits until every page has one connected peer connection per other person; the time it took (ms). */
async function allConnected(people: Person[], since: number): Promise<number> {
  const want = people.slice(1).map(() => 'connected');
  await expect.poll(async () => (await Promise.all(people.map((p) => pcStates(p.page)))).every((s) => s.join() === want.join()), { timeout: 60_000, intervals: [250] }).toBe(true);
  return Date.now() - since;
}

/** Runs `act`; how long until `reached` holds on each observer (ms). */
async function timeToReach(act: () => Promise<void>, reached: (o: Person) => Promise<void>, observers: Person[]): Promise<number[]> {
  const t0 = Date.now();
  await act();
  return Promise.all(
    observers.map(async (o) => {
      await reached(o);
      return Date.now() - t0;
    }),
  );
}

/** CALLS_DEBUG=1: each page's peer connection states every second, until the returned stop. */
function watch(people: Person[]): () => void {
  if (!process.env.CALLS_DEBUG) return () => undefined;
  const t0 = Date.now();
  const timer = setInterval(() => {
    void Promise.all(people.map((p) => pcStates(p.page).catch(() => ['?']))).then((all) => console.log(`${Math.round((Date.now() - t0) / 1000)}s ${all.map((s, i) => `${people[i].user.username.slice(4, 5)}=${s.join(',')}`).join(' ')}`));
  }, 1000);
  return () => clearInterval(timer);
}

test.describe('group calls: resilience', () => {
  test('B and C join in the same instant: one connection per pair; hand and mute reach the others live', async () => {
    test.setTimeout(120_000);
    await a.page.goto(room);
    await a.page.getByRole('button', { name: 'Start Call' }).click();
    await expect(a.page.getByTestId('tile-self')).toBeVisible();
    for (const p of [b, c]) {
      await p.page.goto(room);
      await expect(p.page.getByRole('button', { name: 'Join Call' })).toBeVisible();
    }
    const t0 = Date.now();
    await Promise.all([b, c].map((p) => p.page.getByRole('button', { name: 'Join Call' }).click()));
    const joined = await allConnected([a, b, c], t0);
    await expectOnePerPair([a, b, c]);
    const made = await Promise.all([a, b, c].map(async (p) => (await leaks(p.page)).created));
    console.log(`CALLS: B and C join in the same instant → all 3 pairs connected in ${joined} ms (peer connections made on A, B, C: ${made.join(', ')})`);

    // The observers' re-reads of the call are cut off (their ActiveCall requests fail): what
    // reaches them comes over callEvents.
    const cut = (page: Page) => page.route('**/graphql', (r) => (r.request().postDataJSON()?.operationName === 'ActiveCall' ? r.abort('aborted') : r.fallback()));
    await Promise.all([cut(a.page), cut(c.page)]);
    const badge = (o: Person, label: string) => o.page.getByTestId('tile-peer').filter({ hasText: b.user.username }).getByLabel(label);
    const shown = (label: string) => (o: Person) => expect(badge(o, label)).toBeVisible({ timeout: 10_000 });
    const gone = (label: string) => (o: Person) => expect(badge(o, label)).toBeHidden({ timeout: 10_000 });
    const hand = await timeToReach(() => b.page.getByRole('button', { name: 'Raise hand' }).click(), shown('hand raised'), [a, c]);
    const mute = await timeToReach(() => b.page.keyboard.press('m'), shown('muted'), [a, c]);
    const unmute = await timeToReach(() => b.page.keyboard.press('m'), gone('muted'), [a, c]);
    console.log(`CALLS: B's state on A, C (ms, ActiveCall re-reads cut off): hand ${hand.join(', ')}; mute ${mute.join(', ')}; unmute ${unmute.join(', ')}`);
    await Promise.all([a.page.unroute('**/graphql'), c.page.unroute('**/graphql')]);
    for (const p of [a, b, c]) expect(p.errors.splice(0), `${p.user.username} console`).toEqual([]);
  });

  test('C loses the network past ICE failure and comes back without anyone acting: media again on every pair', async () => {
    test.setTimeout(150_000);
    const failedBefore = await Promise.all([a, b, c].map(async (p) => (await leaks(p.page)).failed));
    const topicId = room.split('/')[3];
    const cSession = async () =>
      (await gql<{ activeCall: { participants: { sessionId: string; user: { id: string; username: string } }[] } }>(a.page, 'query($t: ID!) { activeCall(topicId: $t) { participants { sessionId user { id username } } } }', { t: topicId })).activeCall.participants.filter((p) => p.user.username === c.user.username);
    const before = await cSession();
    const stop = watch([a, b, c]);

    // Offline until the peer connections with C have failed, on C's side and on A's and B's.
    const t0 = Date.now();
    await c.page.context().setOffline(true);
    frozen = networkService(cServer.process().pid!);
    process.kill(frozen, 'SIGSTOP');
    try {
      await expect
        .poll(async () => (await Promise.all([a, b, c].map(async (p, i) => (await leaks(p.page)).failed - failedBefore[i]))).join(' '), { timeout: 60_000, intervals: [500] })
        .toMatch(/^[1-9]\d* [1-9]\d* [2-9]\d*$/);
    } finally {
      // the network first, then the browser says it is online (as a laptop back on Wi-Fi)
      process.kill(frozen, 'SIGCONT');
      frozen = null;
      await c.page.context().setOffline(false);
    }
    const outage = Date.now() - t0;

    // Back: nobody clicks anything.
    let back = 0;
    try {
      back = await allConnected([a, b, c], Date.now());
      await expectOnePerPair([a, b, c]);
    } finally {
      stop();
    }
    // C is in the call once: with the session it had, or a new one if the server dropped it meanwhile (its socket was gone past the grace)
    const after = await cSession();
    expect(after).toHaveLength(1);
    console.log(`CALLS: C offline ${outage} ms (until every pair with C had failed); back → every pair connected again in ${back} ms (${after[0].sessionId === before[0].sessionId ? 'same session' : 'dropped by the server, rejoined'})`);

    // C leaves: its side and the others' sides of its pairs are closed, its camera and microphone stopped
    await c.page.getByRole('button', { name: 'Leave' }).click();
    for (const [p, left] of [[a, 1], [b, 1], [c, 0]] as const) await expect.poll(async () => (await leaks(p.page)).pcs).toBe(left);
    expect((await leaks(c.page)).tracks).toBe(0);
    for (const p of [a, b, c]) expect(p.errors.splice(0), `${p.user.username} console`).toEqual([]);
  });

  test('20 join / leave cycles in one page leave no live peer connection and no live camera or microphone track', async () => {
    test.setTimeout(150_000);
    await b.page.evaluate(() => ((window as unknown as { pmNoReload: boolean }).pmNoReload = true));
    // In-app navigation (no page load), as a link does.
    const go = (path: string) =>
      b.page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    // Out by the Leave button (to `/`), or by going to another tab of the workspace (the room
    // unmounts and leaves); then back to the Discussion tab.
    const leave = async (how: 'button' | 'tab') => {
      if (how === 'tab') {
        await go(room.replace(/Startcall$/, 'timeline'));
        await expect(b.page.getByTestId('tile-self')).toHaveCount(0);
      } else {
        await b.page.getByRole('button', { name: 'Leave' }).click();
        // Leave goes to `/`, which sends a signed-in person on to /homepage: wait for that second
        // step too — a navigation back to the room before it was overtaken by it (the flake of
        // 2026-11-28/30: the tab then never offered Join Call)
        await expect(b.page).toHaveURL((u) => u.pathname.startsWith('/homepage') && !u.pathname.includes('Startcall'));
      }
      await go(room);
    };
    await leave('button');
    for (let i = 0; i < 20; i++) {
      const T = Date.now();
      const lap = (w: string) => process.env.CALLS_DEBUG && console.log(`cycle ${i} ${w} ${Date.now() - T}`);
      try {
        await b.page.getByRole('button', { name: 'Join Call' }).click({ timeout: 60_000 });
      } catch (err) {
        // a flake seen twice (CI 2026-11-28): after a Leave, the tab never offered Join Call — say what it showed
        const shown = await b.page.evaluate(() => ({ url: location.href, main: (document.querySelector('main')?.innerText ?? document.body.innerText).slice(0, 600), phase: (window as unknown as { pmCall?: unknown }).pmCall ? 'a mesh exists' : 'no mesh' })).catch(() => null);
        console.log(`CALLS: cycle ${i}: no Join Call after leaving; the page showed ${JSON.stringify(shown)}`);
        throw err;
      }
      lap('clicked');
      await expect(b.page.getByTestId('tile-self')).toBeVisible();
      lap('in');
      // some cycles wait for the pair with A to connect; the others leave while it is being set up
      if (i % 5 === 0 || i === 19) await expect.poll(() => pcStates(b.page)).toEqual(['connected']);
      else await expect.poll(async () => (await pcStates(b.page)).length).toBe(1);
      if (i === 0) expect(await leaks(b.page)).toMatchObject({ pcs: 1, tracks: 2 });
      lap('checked');
      await leave(i % 4 ? 'tab' : 'button');
      lap('left');
    }
    expect(await b.page.evaluate(() => (window as unknown as { pmNoReload?: boolean }).pmNoReload)).toBe(true);
    await expect.poll(() => leaks(b.page)).toMatchObject({ pcs: 0, tracks: 0 });
    // A, still in the call, closed its side of each of B's twenty sessions
    await expect.poll(async () => (await leaks(a.page)).pcs).toBe(0);
    const made = (await leaks(b.page)).created;
    expect(made).toBeGreaterThanOrEqual(20);
    console.log(`CALLS: 20 join/leave cycles in one page: ${made} peer connections made, 0 left open, 0 live tracks`);
    await a.page.getByRole('button', { name: 'Stop Call' }).click();
    await expect.poll(() => leaks(a.page)).toMatchObject({ pcs: 0, tracks: 0 });
    for (const p of [a, b, c]) expect(p.errors.splice(0), `${p.user.username} console`).toEqual([]);
  });
});
