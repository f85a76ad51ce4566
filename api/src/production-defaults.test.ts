import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from './platform/logger.js';
import { createOrm } from './platform/orm.js';
import { entities } from './features.js';
import { DEMO_POOLS, DEMO_USERS, seedDemo } from './seed.js';
import { createTestDatabase, startTestApp, type TestApp } from '../test/harness.js';
import { socketOnce } from '../test/ws.js';

/** Issue 10's "smaller" production findings (decision 017): each checked on a production-mode app. */
let dev: TestApp;
let prod: TestApp;
let prodOpen: TestApp;
const METRICS_TOKEN = 'metrics-token-for-the-test-1234';
beforeAll(async () => {
  dev = await startTestApp({ WEB_DIST: mkdtempSync(join(tmpdir(), 'pm-web-')) });
  prod = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://poolmates.example', METRICS_TOKEN }, { dbUrl: dev.dbUrl });
  prodOpen = await startTestApp({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }, { dbUrl: dev.dbUrl });
});
afterAll(async () => {
  await dev?.stop();
  await prod?.stop();
  await prodOpen?.stop();
});

const INTROSPECT = '{ __schema { queryType { name } } }';
const TYPO = '{ categries { id } }';

const overSocket = (t: TestApp, query: string) => socketOnce(t, query);

describe('introspection and suggestions', () => {
  it('are off in production, over HTTP and the WebSocket', async () => {
    const http = await prod.client().gql(INTROSPECT);
    expect(http.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await overSocket(prod, INTROSPECT)).errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await prod.client().gql(TYPO);
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "categries" on type "Query".');
    expect((await overSocket(prod, TYPO)).errors?.[0]?.message).toBe('Cannot query field "categries" on type "Query".');
  });

  it('are on in development, and in production with GRAPHQL_INTROSPECTION=true (GraphiQL needs it)', async () => {
    for (const t of [dev, prodOpen]) {
      expect((await t.client().gql(INTROSPECT)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect((await overSocket(t, INTROSPECT)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect((await t.client().gql(TYPO)).errors?.[0]?.message).toMatch(/Did you mean "categories"\?/);
    }
  });
});

describe('/metrics', () => {
  it('answers loopback clients only, or a Bearer METRICS_TOKEN', async () => {
    expect((await dev.client({ ip: '203.0.113.5' }).fetch('/metrics')).status).toBe(403);
    expect((await dev.client({ ip: '127.0.0.1' }).fetch('/metrics')).status).toBe(200);
    const bare = await fetch(dev.url + '/metrics'); // the benchmarks: a local process, no proxy
    expect(bare.status).toBe(200);
    expect(await bare.text()).toMatch(/nodejs_heap_used_bytes \d+/);
    const c = prod.client({ ip: '203.0.113.5' });
    expect((await c.fetch('/metrics', { headers: { authorization: 'Bearer wrong-token-of-the-same-size' } })).status).toBe(403);
    expect((await c.fetch('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    // without METRICS_TOKEN no header opens it
    expect((await dev.client({ ip: '203.0.113.5' }).fetch('/metrics', { headers: { authorization: 'Bearer ' } })).status).toBe(403);
  });

  it('reports the event loop\'s delay (max, p99) since the last `?reset=1` (decision 077)', async () => {
    const text = await (await fetch(dev.url + '/metrics?reset=1')).text();
    expect(text).toMatch(/^nodejs_eventloop_delay_max_seconds \d+\.\d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_delay_p99_seconds \d+\.\d+$/m);
    // this process is the app's: a stall here is one the app's event loop saw
    const until = performance.now() + 400;
    while (performance.now() < until) {
      // stalled
    }
    await new Promise((r) => setTimeout(r, 30));
    const max = (t: string) => Number(/^nodejs_eventloop_delay_max_seconds (\S+)$/m.exec(t)?.[1]);
    expect(max(await (await fetch(dev.url + '/metrics?reset=1')).text())).toBeGreaterThanOrEqual(0.39);
    await new Promise((r) => setTimeout(r, 50));
    expect(max(await (await fetch(dev.url + '/metrics')).text())).toBeLessThan(0.39);
  });
});

describe('headers', () => {
  it('sends Cache-Control: no-store on /graphql and on every REST shim answer', async () => {
    const c = dev.client();
    const gql = await c.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' });
    expect(gql.headers.get('cache-control')).toBe('no-store');
    // and no ETag: hashing each API answer costs CPU for nothing (issue 18)
    expect(gql.headers.get('etag')).toBeNull();
    for (const [method, path] of [['POST', '/login'], ['GET', '/profile'], ['GET', '/gettopiccategory'], ['POST', '/senduseremailotp'], ['POST', '/publish']] as const) {
      const res = await c.fetch(path, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) });
      expect({ path, cacheControl: res.headers.get('cache-control'), etag: res.headers.get('etag') }).toEqual({ path, cacheControl: 'no-store', etag: null });
    }
  });

  it('sends HSTS behind an https PUBLIC_URL only', async () => {
    expect((await prod.client().fetch('/healthz')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await dev.client().fetch('/healthz')).headers.get('strict-transport-security')).toBeNull();
  });

  it('limits connect-src to our own WebSocket origin (not any ws: or wss: host)', async () => {
    const prodCsp = (await prod.client().fetch('/healthz')).headers.get('content-security-policy')!;
    expect(prodCsp).toContain("connect-src 'self' wss://poolmates.example;");
    const port = new URL(dev.url).port;
    const devCsp = (await dev.client().fetch('/healthz')).headers.get('content-security-policy')!;
    // no IPv6 literal: CSP host sources cannot name one (Chromium reports it as invalid on every page)
    expect(devCsp).toContain(`connect-src 'self' ws://localhost:${port} ws://127.0.0.1:${port};`);
    expect(devCsp).not.toMatch(/connect-src[^;]* (ws|wss):( |;)/);
  });
});

describe('uploads', () => {
  it('answers 404 for a missing /uploads file (was the web app with 200)', async () => {
    const res = await dev.client().fetch('/uploads/profile/nobody.webp', { headers: { accept: 'text/html,*/*' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });
});

describe('the demo seed', () => {
  async function seedInto(production: boolean, pools = false) {
    const orm = await createOrm(await createTestDatabase(), { entities });
    const lines: string[] = [];
    const log = createLogger('info', new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }));
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await seedDemo(orm, log, { production, pools });
      const count = async (table: string) => ((await orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0].n);
      const counts = async () => ({ topics: await count('topics'), timeline: await count('timeline_entries'), members: await count('topic_members'), comments: await count('comments') });
      const first = await counts();
      const titles = (await orm.em.getConnection().execute<{ title: string }[]>('select title from timeline_entries order by topic_id, day')).map((r) => r.title);
      await seedDemo(orm, log, { production, pools }); // a second start
      return { logged: lines.join(''), printed: printed.mock.calls.flat().join('\n'), first, second: await counts(), titles };
    } finally {
      printed.mockRestore();
      await orm.close();
    }
  }

  it('never logs a password; prints them to the console outside production only', async () => {
    const devRun = await seedInto(false);
    const prodRun = await seedInto(true);
    for (const d of DEMO_USERS) {
      expect(devRun.logged).not.toContain(d.password);
      expect(prodRun.logged).not.toContain(d.password);
      expect(prodRun.printed).not.toContain(d.password);
      expect(devRun.printed).toContain(d.password);
    }
    expect(prodRun.logged).toContain('SEED_DEMO is on in production');
  });

  it('adds demo pools with timelines, squads and comments in development only, once', async () => {
    const devRun = await seedInto(false, true);
    expect(devRun.first).toEqual({
      topics: DEMO_POOLS.length,
      timeline: DEMO_POOLS.reduce((n, p) => n + p.days, 0),
      members: DEMO_POOLS.reduce((n, p) => n + p.members.length, 0),
      comments: DEMO_POOLS.reduce((n, p) => n + p.comments.length, 0),
    });
    expect(devRun.second).toEqual(devRun.first);
    expect(devRun.logged).toContain('demo pools created');
    // a day's title does not say its day again: the Timeline showed "DAY 1 · Day 1: Read" (the newcomer walk of 2026-11-28)
    expect(devRun.titles.slice(0, 3)).toEqual(['Read', 'Practise', 'Build']);
    expect(devRun.titles.filter((t) => /^day\s*\d/i.test(t))).toEqual([]);
    const prodRun = await seedInto(true, true);
    expect(prodRun.second).toEqual({ topics: 0, timeline: 0, members: 0, comments: 0 });
    const noPools = await seedInto(false, false);
    expect(noPools.second.topics).toBe(0);
  });
});
