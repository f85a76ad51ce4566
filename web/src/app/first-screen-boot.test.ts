import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { BOOT_CHUNKS, BOOT_GLOBAL, bootFiles, bootKeys, bootScript, bootTexts, feedPageSizeOf, PRINTED_GLOBAL, printedModule } from '../../build/first-screen-boot';
import { createApolloClient } from '../lib/apollo-client';
import { MeQueryDocument } from '../lib/session.graphql';
import { MyActivePoolsQueryDocument, WorkspaceTopicQueryDocument } from '../features/workspace/first-screen.graphql';
import { AccountabilityTodayQueryDocument, TimelineCheckInsQueryDocument } from '../features/accountability/first-screen.graphql';
import { TopicFeedQueryDocument, TopicPostCountQueryDocument } from '../features/feed/first-screen.graphql';
import { TimelineTabQueryDocument } from '../features/topics/first-screen.graphql';
import { NotificationsQueryDocument } from '../features/notifications/notifications.graphql';
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

describe('the first screen’s files linked from the boot script (decision 096)', () => {
  const files = { frame: ['/assets/frame.js', '/assets/frame.css'], home: ['/assets/home.js', '/assets/frame.js'], workspace: ['/assets/workspace.js'], active: ['/assets/active-tab.js'], timeline: ['/assets/timeline-tab.js', '/assets/timeline-tab.css'] };
  const withFiles = bootScript(bootTexts(here('../gql')), FEED_PAGE_SIZE, files);
  const linked = (path: string) => {
    window.history.replaceState(null, '', path);
    for (const l of document.head.querySelectorAll('link')) l.remove();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
    new Function(withFiles)();
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
    return [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);
  };
  afterEach(() => {
    for (const l of document.head.querySelectorAll('link')) l.remove();
    document.documentElement.removeAttribute('data-visitor');
    window.history.replaceState(null, '', '/');
  });

  it('names a part for each chunk the app preloads', () => {
    expect(Object.keys(BOOT_CHUNKS).sort()).toEqual(Object.keys(files).sort());
  });

  it('a part’s files: its modules’ chunks, their static imports but the entry, their stylesheets', () => {
    const chunk = (fileName: string, moduleIds: string[], imports: string[], css: string[] = [], isEntry = false) => ({ type: 'chunk', fileName, moduleIds, imports, isEntry, viteMetadata: { importedCss: new Set(css) } });
    const bundle = {
      'assets/main.js': chunk('assets/main.js', ['/src/main.tsx'], [], ['assets/main.css'], true),
      'assets/frame.js': chunk('assets/frame.js', ['/src/features/home/home-shell.tsx', '/src/features/notifications/notification-bell.tsx'], ['assets/main.js', 'assets/shared.js'], ['assets/frame.css']),
      'assets/shared.js': chunk('assets/shared.js', ['/src/ui/x.tsx'], ['assets/main.js']),
      'assets/messages-menu.js': chunk('assets/messages-menu.js', ['/src/features/chat/messages-menu.tsx'], ['assets/shared.js']),
      'assets/search-overlay.js': chunk('assets/search-overlay.js', ['/src/features/search/search-overlay.tsx'], []),
      'index.html': { type: 'asset', fileName: 'index.html' },
    };
    const warned: string[] = [];
    const got = bootFiles(bundle as never, '/src', (m) => warned.push(m));
    expect(got.frame).toEqual(['/assets/frame.js', '/assets/frame.css', '/assets/shared.js', '/assets/messages-menu.js', '/assets/search-overlay.js']);
    expect(warned).toContain('first-screen boot: no chunk holds features/workspace/home-dashboard.tsx');
  });

  it('links the frame on any signed-in page, and the page’s own chunks, each file once', () => {
    expect(linked('/homepage/settings')).toEqual(['modulepreload /assets/frame.js', 'stylesheet /assets/frame.css']);
    expect(linked('/homepage')).toEqual(['modulepreload /assets/frame.js', 'stylesheet /assets/frame.css', 'modulepreload /assets/home.js']);
    expect(linked('/homepage/active/5')).toEqual(['modulepreload /assets/frame.js', 'stylesheet /assets/frame.css', 'modulepreload /assets/workspace.js', 'modulepreload /assets/active-tab.js']);
    expect(linked('/homepage/Active/5/Timeline')).toEqual(['modulepreload /assets/frame.js', 'stylesheet /assets/frame.css', 'modulepreload /assets/workspace.js', 'modulepreload /assets/timeline-tab.js', 'stylesheet /assets/timeline-tab.css']);
    expect(linked('/homepage/active/5/team')).toEqual(['modulepreload /assets/frame.js', 'stylesheet /assets/frame.css', 'modulepreload /assets/workspace.js']);
  });

  it('links nothing in the visitor’s shell, nor outside /homepage', () => {
    expect(linked('/pool/pooldetails/3')).toEqual([]);
    document.documentElement.setAttribute('data-visitor', '');
    expect(linked('/homepage')).toEqual([]);
  });

  it('links nothing the page already has', () => {
    window.history.replaceState(null, '', '/homepage');
    const had = document.createElement('link');
    had.rel = 'modulepreload';
    had.href = '/assets/frame.js';
    document.head.append(had);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
    new Function(withFiles)();
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['/assets/frame.js', '/assets/frame.css', '/assets/home.js']);
  });
});

describe('the first screen’s documents printed at build (decision 096)', () => {
  const printedByBoot = new Function(`${printedModule().replace('export function', 'function')}\nreturn printedByBoot;`)() as (ast: unknown) => string | undefined;
  beforeAll(() => {
    // the boot script leaves the texts by key on window
    window.history.replaceState(null, '', '/homepage/settings');
    new Function(bootScript(bootTexts(here('../gql')), FEED_PAGE_SIZE, {}, bootKeys(here('../gql'))))();
    window.history.replaceState(null, '', '/');
  });
  afterAll(() => {
    delete (window as unknown as Record<string, unknown>)[PRINTED_GLOBAL];
  });
  /** The document Apollo sends for `query` (the cache's transform applied), as its link sees it. */
  async function sent(query: DocumentNode): Promise<DocumentNode> {
    let seen: DocumentNode | null = null;
    const link = new ApolloLink((op) => {
      seen = op.query;
      return new Observable((o) => {
        o.next({ data: null });
        o.complete();
      });
    });
    await new ApolloClient({ link, cache: new InMemoryCache() }).query({ query, fetchPolicy: 'network-only' }).catch(() => undefined);
    if (!seen) throw new Error('the link saw no operation');
    return seen;
  }

  it.each([
    ['Me', MeQueryDocument],
    ['MyActivePools', MyActivePoolsQueryDocument],
    ['WorkspaceTopic', WorkspaceTopicQueryDocument],
    ['AccountabilityToday', AccountabilityTodayQueryDocument],
    ['TopicPostCount', TopicPostCountQueryDocument],
    ['TopicFeed', TopicFeedQueryDocument],
    ['TimelineTab', TimelineTabQueryDocument],
    ['TimelineCheckIns', TimelineCheckInsQueryDocument],
  ])('%s: the text is what graphql-js prints for the document Apollo sends', async (_name, doc) => {
    const query = await sent(doc as DocumentNode);
    expect(printedByBoot(query)).toBe(print(query));
  });

  it('a document not printed at build (or changed), or no boot script: printed as before', async () => {
    expect(printedByBoot(await sent(NotificationsQueryDocument as DocumentNode))).toBeUndefined();
    const me = await sent(MeQueryDocument);
    expect(printedByBoot({ ...me, definitions: me.definitions.slice(0, 0) })).toBeUndefined();
    expect(printedByBoot(null)).toBeUndefined();
    const table = (window as unknown as Record<string, unknown>)[PRINTED_GLOBAL];
    delete (window as unknown as Record<string, unknown>)[PRINTED_GLOBAL];
    expect(printedByBoot(me)).toBeUndefined();
    (window as unknown as Record<string, unknown>)[PRINTED_GLOBAL] = table;
  });
});
