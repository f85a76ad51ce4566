import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { connected, openSocket, settle, sleep, type WsResult } from '../../test/ws.js';
import { attack, stallMonitor, WS_CLIENT } from '../../test/attacker.js';

/**
 * Issue 26, finding 3: caps on live connections. The attacker runs in another process, so the
 * event loop delay and CPU measured here are the server's.
 */
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  u = await registerUser(t);
});
afterAll(() => t?.stop());

const wsUrl = () => t.url.replace('http', 'ws') + '/graphql';
const SUB = 'subscription { viewerUpdated { id } }';

/** Waits until the server's open operations settle at a count (subscriptions are set up asynchronously). */
async function operationsSettle(): Promise<number> {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    const now = t.app.live.operations();
    if (now === last) return now;
    last = now;
    await sleep(100);
  }
  return last;
}

describe('operations per socket', () => {
  it(`accepts ${LIMITS.socketOperationsMax} subscriptions on one socket, refuses the next with RATE_LIMITED, takes one again once one ends`, async () => {
    const client = openSocket(t, { token: u.token });
    await connected(client);
    const base = t.app.live.operations();
    const stops: (() => void)[] = [];
    for (let i = 0; i < LIMITS.socketOperationsMax; i++) stops.push(client.subscribe({ query: SUB }, { next: () => {}, error: () => {}, complete: () => {} }));
    await settle(client);
    expect(t.app.live.operations() - base).toBe(LIMITS.socketOperationsMax);
    const refused = await new Promise<WsResult>((resolve) =>
      client.subscribe({ query: SUB }, { next: () => {}, error: (e) => resolve({ errors: e as WsResult['errors'] }), complete: () => {} }),
    );
    expect(refused.errors?.[0]).toMatchObject({ message: MSG.tooManyOperations(LIMITS.socketOperationsMax), extensions: { code: 'RATE_LIMITED' } });
    stops.pop()!();
    await sleep(200);
    const again = client.subscribe({ query: SUB }, { next: () => {}, error: () => {}, complete: () => {} });
    await settle(client);
    expect(t.app.live.operations() - base).toBe(LIMITS.socketOperationsMax);
    again();
    for (const stop of stops) stop();
    await client.dispose();
  });
});

describe('an attacker flooding one socket', () => {
  /** The attacker's script: one signed-in socket, `n` subscribes sent at once, /healthz timed meanwhile. */
  const flood = async (n: number) => {
    const stalls = stallMonitor();
    const run = await attack<{ closed: number | null; healthz: number[] }>(
      `${WS_CLIENT}
       const s = await socket(INPUT.url, { authToken: INPUT.token });
       await fetch(INPUT.http + '/healthz'); // the client's fetch loaded before timing it
       for (let i = 0; i < INPUT.n; i++) s.send(String(i), INPUT.query);
       const healthz = [];
       for (let i = 0; i < 5; i++) { const t0 = performance.now(); await fetch(INPUT.http + '/healthz'); healthz.push(Math.round(performance.now() - t0)); }
       await new Promise((r) => setTimeout(r, 1500));
       console.log(JSON.stringify({ closed: s.closed(), healthz }));
       process.exit(0);`,
      { url: wsUrl(), http: t.url, token: u.token, query: SUB, n },
    );
    return { ...run, ...stalls.stop() };
  };

  it('5,000 subscribes at once: the socket is closed (4429), nothing stays open, the event loop stalls < 100 ms (CPU)', { timeout: 120_000 }, async () => {
    const base = await operationsSettle();
    // the same attacker sending one subscribe: what this (shared, loaded) machine stalls anyway
    const quiet = await flood(1);
    await operationsSettle();
    const loud = await flood(5000);
    const open = (await operationsSettle()) - base;
    const line = (r: typeof quiet) =>
      `longest event-loop stall ${r.cpuMs.toFixed(1)} ms of CPU (wall ${r.wallMs.toFixed(1)} ms, p99 ${r.wallP99Ms.toFixed(1)}: a shared machine), /healthz ${r.result.healthz.join(', ')} ms, server CPU ${r.serverCpuMs.toFixed(0)} ms`;
    console.info(`1 subscribe: ${line(quiet)}\n5,000 subscribes: closed ${loud.result.closed}, ${open} left open, ${line(loud)}`);
    expect(quiet.result.closed).toBeNull();
    expect(loud.result.closed).toBe(4429);
    expect(open).toBe(0); // the socket is gone, and its subscriptions with it
    expect(loud.cpuMs).toBeLessThan(100);
    // the database pool is not exhausted: a query answers
    expect((await u.client.gql('{ me { id } }')).data).toEqual({ me: { id: u.id } });
  });
});

describe('sockets per person and per visitors’ address', () => {
  it(`refuses a person’s socket past ${LIMITS.socketsPerPersonMax} (4429) and a visitor address’s past ${LIMITS.visitorSocketsPerAddressMax}`, { timeout: 60_000 }, async () => {
    const before = t.app.live.connections();
    const { result } = await attack<{ person: (number | null)[]; visitor: (number | null)[] }>(
      `${WS_CLIENT}
       const open = async (params) => { try { const s = await socket(INPUT.url, params); await new Promise((r) => setTimeout(r, 50)); return s; } catch { return null; } };
       const closedCode = (url, params) => new Promise((resolve) => {
         const ws = new WebSocket(url, 'graphql-transport-ws');
         ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: params }));
         ws.onmessage = (m) => { if (JSON.parse(m.data).type === 'connection_ack') resolve('open'); };
         ws.onclose = (e) => resolve(e.code);
       });
       const person = [];
       for (let i = 0; i < INPUT.personMax + 2; i++) person.push(await closedCode(INPUT.url, { authToken: INPUT.token }));
       const visitor = [];
       for (let i = 0; i < INPUT.visitorMax + 2; i++) visitor.push(await closedCode(INPUT.url, {}));
       console.log(JSON.stringify({ person, visitor }));
       process.exit(0);`,
      { url: wsUrl(), token: u.token, personMax: LIMITS.socketsPerPersonMax, visitorMax: LIMITS.visitorSocketsPerAddressMax },
    );
    console.info(JSON.stringify(result));
    expect(result.person).toEqual([...Array.from({ length: LIMITS.socketsPerPersonMax }, () => 'open'), 4429, 4429]);
    expect(result.visitor).toEqual([...Array.from({ length: LIMITS.visitorSocketsPerAddressMax }, () => 'open'), 4429, 4429]);
    // the attacker gone, its sockets are counted no more: a new one is accepted
    for (let i = 0; i < 50 && t.app.live.connections() > before; i++) await sleep(100);
    const client = openSocket(t, { token: u.token });
    await connected(client);
    await client.dispose();
  });

  it(`refuses a visitor’s operations past ${LIMITS.visitorSocketOperationsMax} at once on one socket`, async () => {
    const { result } = await attack<{ codes: (string | undefined)[] }>(
      `${WS_CLIENT}
       const s = await socket(INPUT.url);
       // sent at once: each search reads the database, so the ones before are still open
       const answers = await Promise.all(Array.from({ length: INPUT.n }, (_, i) => s.subscribe(String(i), '{ searchTopics(query: "pool") { __typename } }')));
       console.log(JSON.stringify({ codes: answers.map((a) => a.type === 'error' ? a.payload[0].extensions?.code : a.type) }));
       process.exit(0);`,
      { url: wsUrl(), n: LIMITS.visitorSocketOperationsMax + 5 },
    );
    expect(result.codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(5);
  });
});
