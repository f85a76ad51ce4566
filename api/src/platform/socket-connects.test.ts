import { LIMITS, MSG } from '@poolmates/schema';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { sleep } from '../../test/ws.js';
import { clock } from './clock.js';

/**
 * Socket connects per person — per address for visitors — per minute (probe 2026-11-27 "Left",
 * decision 076): a client opening and closing sockets in a loop is refused past
 * LIMITS.socketConnectsPerMinute with 1013 ("try again later"), which graphql-ws' client retries
 * with its backoff; a normal person's few reconnects (tabs on a flaky network, a laptop waking up)
 * are never refused, and someone else's connects are not counted against them.
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  [a, b] = [await registerUser(t), await registerUser(t)];
});
afterAll(async () => {
  clock.reset();
  await t?.stop();
});

const wsUrl = () => t.url.replace('http', 'ws') + '/graphql';

/** One connect as a raw graphql-ws client: 'open' once acknowledged (then closed), or the close code and reason. */
async function connectOnce(opts: { token?: string; forwardedFor?: string }): Promise<'open' | { code: number; reason: string }> {
  const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', opts.forwardedFor ? { headers: { 'x-forwarded-for': opts.forwardedFor } } : {});
  return new Promise((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: opts.token ? { authToken: opts.token } : {} })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') {
        resolve('open');
        socket.close(1000);
      }
    });
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }));
    socket.on('error', reject);
  });
}

const MAX = LIMITS.socketConnectsPerMinute;
const refused = { code: 1013, reason: MSG.tooManyConnects };

describe('socket connects per minute', () => {
  it('a normal person: four tabs reconnecting after five drops in a minute are all let in', async () => {
    const answers: unknown[] = [];
    for (let drop = 0; drop < 5; drop++) answers.push(...(await Promise.all(Array.from({ length: 4 }, () => connectOnce({ token: b.token })))));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 'open'));
  });

  it(`a loop: ${MAX} connects a minute let in, the next refused with 1013 (also in parallel), another person unaffected, in again once the minute ends`, { timeout: 60_000 }, async () => {
    for (let i = 0; i < MAX - 10; i++) expect(await connectOnce({ token: a.token })).toBe('open');
    // the last ten and ten more at once: exactly ten get in (one atomic count in PostgreSQL)
    const burst = await Promise.all(Array.from({ length: 20 }, () => connectOnce({ token: a.token })));
    expect(burst.filter((x) => x === 'open')).toHaveLength(10);
    expect(burst.filter((x) => x !== 'open')).toEqual(Array.from({ length: 10 }, () => refused));
    expect(await connectOnce({ token: a.token })).toEqual(refused);
    // b's allowance is b's own (20 used by the test before)
    expect(await connectOnce({ token: b.token })).toBe('open');
    // nothing of a's stays open
    await sleep(200);
    expect(t.app.live.connections()).toBe(0);
    clock.advance(61_000);
    expect(await connectOnce({ token: a.token })).toBe('open');
  });

  it('visitors are counted per address: one address refused past the allowance, another let in', { timeout: 60_000 }, async () => {
    const results = [];
    for (let i = 0; i < MAX + 1; i++) results.push(await connectOnce({ forwardedFor: '203.0.113.7' }));
    expect(results.slice(0, MAX).every((x) => x === 'open')).toBe(true);
    expect(results[MAX]).toEqual(refused);
    expect(await connectOnce({ forwardedFor: '203.0.113.8' })).toBe('open');
  });

  it("graphql-ws' client takes 1013 as try-again: refused, it backs off and gets in once the minute ends", { timeout: 30_000 }, async () => {
    while ((await connectOnce({ token: a.token })) === 'open');
    const closes: number[] = [];
    let waits = 0;
    const client: Client = createClient({
      url: wsUrl(),
      webSocketImpl: WebSocket,
      connectionParams: { authToken: a.token },
      lazy: false,
      retryAttempts: 5,
      // the web app's backoff is seconds (graphql-ws' default); the test's minute ends on the second wait
      retryWait: async () => {
        if (++waits === 2) clock.advance(61_000);
        await sleep(50);
      },
      on: { closed: (e) => closes.push((e as { code: number }).code) },
      onNonLazyError: () => {},
    });
    await new Promise((resolve) => client.on('connected', resolve));
    expect(closes.slice(0, 2)).toEqual([1013, 1013]);
    await client.dispose();
  });
});

describe('sockets that never initialise, and IPv6 addresses (probe 2026-11-28)', () => {
  const AWAIT = LIMITS.socketsAwaitingInitPerAddressMax;
  /** A raw socket that never sends connection_init: 'open' once upgraded, or its close code if closed before. */
  const silent = (forwardedFor: string) =>
    new Promise<{ socket: WebSocket; closed: Promise<number> }>((resolve, reject) => {
      const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', { headers: { 'x-forwarded-for': forwardedFor } });
      const closed = new Promise<number>((r) => socket.on('close', (code: number) => r(code)));
      socket.on('open', () => resolve({ socket, closed }));
      socket.on('error', reject);
    });

  it(`one address holds at most ${AWAIT} uninitialised sockets at once (1013 past it); another address, and the same one once they close, are let in`, { timeout: 60_000 }, async () => {
    const held = await Promise.all(Array.from({ length: AWAIT + 5 }, () => silent('198.51.100.9')));
    const codes = await Promise.all(held.map((h) => Promise.race([h.closed, sleep(500).then(() => 'open' as const)])));
    expect(codes.filter((c) => c === 'open')).toHaveLength(AWAIT);
    expect(codes.filter((c) => c === 1013)).toHaveLength(5);
    // a browser's socket from elsewhere is not held up
    expect(await connectOnce({ forwardedFor: '198.51.100.10' })).toBe('open');
    for (const h of held) h.socket.close();
    await Promise.all(held.map((h) => h.closed));
    expect(await connectOnce({ forwardedFor: '198.51.100.9' })).toBe('open');
  });

  it('an initialised socket no longer counts as waiting', async () => {
    const held = await Promise.all(Array.from({ length: AWAIT - 1 }, () => silent('198.51.100.11')));
    for (let i = 0; i < 5; i++) expect(await connectOnce({ forwardedFor: '198.51.100.11' })).toBe('open');
    for (const h of held) h.socket.close();
    await Promise.all(held.map((h) => h.closed));
  });

  it('visitors on IPv6 are counted by their /64: new addresses of one /64 share its allowance', { timeout: 60_000 }, async () => {
    const results = [];
    for (let i = 0; i < MAX + 1; i++) results.push(await connectOnce({ forwardedFor: `2001:db8:7:7::${(i + 1).toString(16)}` }));
    expect(results.slice(0, MAX).every((x) => x === 'open')).toBe(true);
    expect(results[MAX]).toEqual(refused);
    expect(await connectOnce({ forwardedFor: '2001:db8:7:8::1' })).toBe('open');
  });
});
