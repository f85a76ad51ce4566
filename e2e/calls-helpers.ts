import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, type NewUser } from './fixtures.js';
import { register } from './helpers.js';

/** Shared by the calls walks (calls*.e2e.ts): people in fake-media contexts, a squad, WebRTC stats. */
export const SHOTS = '/work/shots/calls';

/** The room's e2e hook (web/src/features/calls/use-call.ts). */
export type CallWindow = { pmCall?: { pcs: () => RTCPeerConnection[] } };

export async function gql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export type Person = { page: Page; user: NewUser; errors: string[]; id: string };

export type PersonOptions = {
  viewport?: { width: number; height: number };
  /** Another server than the config's (calls-relay.e2e.ts starts its own, with TURN). */
  baseURL?: string;
  /**
   * Sign up through the API, not the sign-up page: a walk with five people on a shared two-core
   * machine spends about a minute on the page five times (calls-media.e2e.ts).
   */
  viaApi?: boolean;
  /** Test hooks run in every page of the person's context before the app's own scripts. */
  init?: () => void;
};

/**
 * A signed-up, onboarded person in a new context of `browser` (several people may share one
 * browser; calls-media.e2e.ts gives each their own, spread over the cores).
 */
export async function person(browser: Browser, label: string, { viewport = { width: 1280, height: 800 }, baseURL, viaApi = false, init }: PersonOptions = {}): Promise<Person> {
  const context = await browser.newContext({ viewport, permissions: ['camera', 'microphone'], ...(baseURL ? { baseURL } : {}) });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/WebSocket|ERR_INTERNET_DISCONNECTED|net::ERR_ABORTED/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  if (process.env.CALLS_DEBUG) page.on('console', (m) => console.log(`[${label}] ${m.type()} ${m.text()}`));
  const tag = randomBytes(3).toString('hex');
  const user: NewUser = { username: `e2e_${label}${tag}`, email: `e2e_${label}${tag}@example.com`, password: `pool-${tag}-mates` };
  if (viaApi) await gql(page, 'mutation R($input: RegisterInput!) { register(input: $input) { user { id } } }', { input: user });
  else await register(page, user);
  const { setOnboardingStep } = await gql<{ setOnboardingStep: { id: string } }>(page, 'mutation { setOnboardingStep(step: DONE) { id } }');
  return { page, user, errors, id: setOnboardingStep.id };
}

/** A topic owned by A with B and C in its squad. */
export async function squad(a: Person, others: Person[]): Promise<string> {
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
export async function inbound(page: Page): Promise<{ audio: number; video: number; state: string }[]> {
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

export async function outboundBps(page: Page, ms = 3000): Promise<number> {
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
export async function expectMediaFlowing(page: Page, pairs: number) {
  await expect.poll(async () => (await inbound(page)).filter((p) => p.state === 'connected').length, { timeout: 30_000 }).toBe(pairs);
  const first = await inbound(page);
  await expect
    .poll(async () => {
      const now = await inbound(page);
      return now.every((p, i) => p.audio > (first[i]?.audio ?? 0) && p.video > (first[i]?.video ?? 0));
    }, { timeout: 20_000 })
    .toBe(true);
}

/** A Chromium with fake camera + microphone and no permission prompts (extra flags appended). */
export function launchFakeMedia(extra: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required', ...extra],
  });
}
