import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_GLOBAL, bootScript, bootTexts, feedPageSizeOf } from '../../build/first-screen-boot';
import { createApolloClient } from '../lib/apollo-client';
import { MeQueryDocument } from '../lib/session.graphql';
import { MyActivePoolsQueryDocument } from '../features/workspace/first-screen.graphql';
import { viewer } from '../test/graphql-responses';
import { api, BATCH_PART, server } from '../test/msw-server';
import { FEED_PAGE_SIZE, preloadFirstScreen } from './first-screen';

const here = (p: string) => new URL(p, import.meta.url).pathname;
const script = bootScript(bootTexts(here('../gql')), feedPageSizeOf(here('./first-screen.ts')));

/** Runs the boot script at `path` with `fetch` stubbed to `answer`; returns the bodies it sent. */
function runBoot(path: string, answer: () => Response = () => new Response('[]')): unknown[] {
  window.history.replaceState(null, '', path);
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return Promise.resolve(answer());
  });
  new Function(script)();
  vi.unstubAllGlobals();
  return sent;
}

/** The batch `preloadFirstScreen` sends at `path` (no boot script ran). */
async function apolloBatch(path: string): Promise<unknown> {
  let body: unknown = null;
  server.use(
    http.post('*/graphql', async ({ request }) => {
      if (!request.headers.has(BATCH_PART)) body ??= await request.clone().json();
      return undefined;
    }),
  );
  preloadFirstScreen(path, createApolloClient({ wsUrl: null }));
  await expect.poll(() => body, { timeout: 5000 }).not.toBeNull();
  return body;
}

describe('the first screen’s boot script (decision 092)', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
    document.documentElement.removeAttribute('data-visitor');
    window.history.replaceState(null, '', '/');
  });

  it('reads the page size the app asks with', () => {
    expect(feedPageSizeOf(here('./first-screen.ts'))).toBe(FEED_PAGE_SIZE);
  });

  it.each(['/homepage', '/homepage/', '/homepage/active/5', '/homepage/Active/5/Timeline', '/homepage/active/5/resources'])('sends at %s exactly the batch Apollo would (names, variables, texts)', async (path) => {
    const [boot] = runBoot(path);
    delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
    const apollo = (await apolloBatch(path)) as Array<Record<string, unknown>>;
    // Apollo's client-awareness extensions are not the api's business: the operation is what must be equal
    expect(boot).toEqual(apollo.map(({ operationName, variables, query }) => ({ operationName, variables, query })));
  });

  it('asks nothing on a page with no first-screen reads, nor in the visitor’s shell', () => {
    expect(runBoot('/homepage/settings')).toEqual([]);
    expect(runBoot('/homepage/active/x')).toEqual([]);
    document.documentElement.setAttribute('data-visitor', '');
    expect(runBoot('/homepage')).toEqual([]);
  });

  it('a boot script that comes after the app has asked (from a cache) asks nothing', async () => {
    await apolloBatch('/homepage');
    expect(runBoot('/homepage')).toEqual([]);
  });

  it('the app takes its first screen from the boot script’s answer and asks the api nothing more', async () => {
    const pools = { myActivePools: { __typename: 'PoolConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } };
    runBoot('/homepage', () => HttpResponse.json([{ data: { me: viewer() } }, { data: pools }]));
    let asked = 0;
    server.use(http.post('*/graphql', () => void asked++));
    const client = createApolloClient({ wsUrl: null });
    preloadFirstScreen('/homepage', client);
    await expect.poll(() => client.readQuery({ query: MeQueryDocument })?.me?.id, { timeout: 5000 }).toBe(viewer().id);
    await expect.poll(() => client.readQuery({ query: MyActivePoolsQueryDocument, variables: { search: null } }), { timeout: 5000 }).not.toBeNull();
    expect(asked).toBe(0);
  });

  it('a refused boot request (no live session): each read goes alone, the session check answers null', async () => {
    runBoot('/homepage', () => HttpResponse.json({ errors: [{ message: 'Operation batching is for signed-in requests only.' }] }, { status: 400 }));
    const bodies: unknown[] = [];
    server.use(
      http.post('*/graphql', async ({ request }) => void bodies.push(await request.clone().json())),
      api.query('Me', () => HttpResponse.json({ data: { me: null } })),
      api.query('MyActivePools', () => HttpResponse.json({ errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] })),
    );
    const client = createApolloClient({ wsUrl: null });
    preloadFirstScreen('/homepage', client);
    const me = await client.query({ query: MeQueryDocument });
    expect(me.data?.me).toBeNull();
    expect(bodies.length).toBeGreaterThan(0);
    for (const b of bodies) expect(Array.isArray(b)).toBe(false);
  });
});
