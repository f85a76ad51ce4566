import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import net from 'node:net';
import WebSocket from 'ws';
import { registerUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { firstEvent as nextEvent, openSocket, settle, socketOnce } from '../../test/ws.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const wsClient = (token: string | null, onClosed?: (code: number) => void) => openSocket(t, { token, onClosed });

describe('subscriptions over graphql-ws on /graphql', () => {
  it('delivers viewerUpdated to the signed-in user when the profile changes elsewhere', async () => {
    const u = await registerUser(t);
    const client = wsClient(u.token);
    const sub = nextEvent(client, 'subscription { viewerUpdated { id bio } }');
    await settle(client); // let the subscription register
    await u.client.gql('mutation { updateProfile(input: { bio: "live" }) { id } }');
    expect(await sub.first).toEqual({ data: { viewerUpdated: { id: u.id, bio: 'live' } } });
    sub.stop();
    await client.dispose();
  });

  it('reads the session once per connection, not once per operation (decision 033)', async () => {
    const u = await registerUser(t);
    const counted = await t.countSql(async () => {
      const client = wsClient(u.token);
      const a = nextEvent(client, 'subscription { viewerUpdated { id bio } }');
      const b = nextEvent(client, 'subscription { viewerUpdated { id username } }');
      await settle(client);
      await settle(client);
      return { client, a, b };
    });
    expect(counted.statements.filter((sql) => /from "sessions"/.test(sql))).toHaveLength(1);
    await u.client.gql('mutation { updateProfile(input: { bio: "once" }) { id } }');
    expect(await counted.result.a.first).toEqual({ data: { viewerUpdated: { id: u.id, bio: 'once' } } });
    expect(await counted.result.b.first).toEqual({ data: { viewerUpdated: { id: u.id, username: u.username } } });
    counted.result.a.stop();
    counted.result.b.stop();
    await counted.result.client.dispose();
  });

  it('writes the frames one event sends to several subscriptions of a socket in one TCP write, each byte as before and in order (decision 093)', async () => {
    const u = await registerUser(t);
    const ws = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    const frames: string[] = [];
    ws.on('message', (d: Buffer) => frames.push(d.toString()));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { authToken: u.token } }));
    await expect.poll(() => frames).toEqual(['{"type":"connection_ack"}']);
    const queries = ['subscription { viewerUpdated { id bio } }', 'subscription { viewerUpdated { id username } }', 'subscription { viewerUpdated { bio email } }'];
    queries.forEach((query, i) => ws.send(JSON.stringify({ id: String(i + 1), type: 'subscribe', payload: { query } })));
    // handled after the subscribes in arrival order: its answer means they are listening
    ws.send(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: '{ me { id } }' } }));
    await expect.poll(() => frames.includes('{"id":"q","type":"complete"}')).toBe(true);
    frames.length = 0;
    // the server's socket writes (the app runs in this process), each counted by the `next` frames it carries
    const nextsPerWrite: number[] = [];
    const count = (chunks: unknown[]) => {
      const n = chunks.map((c) => String(c)).join('').split('"type":"next"').length - 1;
      if (n > 0) nextsPerWrite.push(n);
    };
    const proto = net.Socket.prototype as unknown as { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void };
    const writev = vi.spyOn(proto, '_writev');
    const plainWrite = vi.spyOn(proto, '_write');
    await u.client.gql('mutation { updateProfile(input: { bio: "batched" }) { id } }');
    await expect.poll(() => frames.length).toBe(3);
    for (const call of writev.mock.calls) count((call[0] as { chunk: unknown }[]).map((c) => c.chunk));
    for (const call of plainWrite.mock.calls) count([call[0]]);
    writev.mockRestore();
    plainWrite.mockRestore();
    expect(frames).toEqual([
      `{"id":"1","type":"next","payload":{"data":{"viewerUpdated":{"id":"${u.id}","bio":"batched"}}}}`,
      `{"id":"2","type":"next","payload":{"data":{"viewerUpdated":{"id":"${u.id}","username":"${u.username}"}}}}`,
      `{"id":"3","type":"next","payload":{"data":{"viewerUpdated":{"bio":"batched","email":"${u.email}"}}}}`,
    ]);
    expect(nextsPerWrite).toEqual([3]);
    ws.close();
  });

  it('answers wrong-typed variables (1.5, true, {} for an ID) with BAD_USER_INPUT, as HTTP does, and logs no error (issue 26)', async () => {
    const u = await registerUser(t);
    const logged = vi.spyOn(t.app.deps.log, 'error');
    for (const id of [1.5, true, {}]) {
      const query = await socketOnce(t, 'query($id: ID!) { topic(id: $id) { id } }', { variables: { id } });
      const sub = await socketOnce(t, 'subscription($id: ID!) { commentAdded(topicId: $id) { id } }', { variables: { id }, token: u.token });
      const http = await u.client.gql('query($id: ID!) { topic(id: $id) { id } }', { id });
      for (const r of [query, sub]) {
        expect(r.errors?.[0]).toMatchObject({ message: http.errors?.[0]?.message, extensions: { code: 'BAD_USER_INPUT' } });
      }
    }
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('refuses a subscription without a session', async () => {
    const client = wsClient(null);
    const sub = nextEvent(client, 'subscription { viewerUpdated { id } }');
    const result = await sub.first.catch((e: unknown) => ({ errors: e }));
    expect(JSON.stringify(result)).toContain('UNAUTHENTICATED');
    await client.dispose();
  });

  it('closes the sockets of a session when it signs out (4401)', async () => {
    const u = await registerUser(t);
    let closedWith = 0;
    const client = wsClient(u.token, (code) => (closedWith = code));
    const sub = nextEvent(client, 'subscription { viewerUpdated { id } }');
    sub.first.catch(() => {});
    await settle(client);
    await u.client.gql('mutation { signOut }');
    await expect.poll(() => closedWith, { timeout: 3000 }).toBe(4401);
    await client.dispose();
  });
});

/** Opens a raw WebSocket on /graphql with these headers: 'open', or the HTTP status that refused the upgrade. */
function upgrade(headers: Record<string, string>): Promise<{ outcome: 'open' | number; socket: WebSocket }> {
  const socket = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ outcome: 'open', socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ outcome: res.statusCode ?? 0, socket }));
    socket.once('error', reject);
  });
}

describe('the WebSocket upgrade (decision 017)', () => {
  it.each([
    ['another site', 'http://evil.example'],
    ['another port of the same host (same site: the cookie would go along)', 'http://127.0.0.1:1'],
    ['a sibling name of the same host', 'http://localhost.evil.example:80'],
    ['an opaque origin (sandboxed frame)', 'null'],
  ])('refuses %s with 403, cookie or not', async (_name, origin) => {
    const u = await registerUser(t);
    const { outcome } = await upgrade({ origin, cookie: `pm_session=${u.token}` });
    expect(outcome).toBe(403);
  });

  it('refuses an upgrade a browser marks as same-site or cross-site', async () => {
    expect((await upgrade({ 'sec-fetch-site': 'same-site' })).outcome).toBe(403);
    expect((await upgrade({ 'sec-fetch-site': 'cross-site' })).outcome).toBe(403);
  });

  it('accepts our own origin (loopback on our port while PUBLIC_URL is unset) and no Origin at all', async () => {
    const own = await upgrade({ origin: new URL(t.url).origin, 'sec-fetch-site': 'same-origin' });
    expect(own.outcome).toBe('open');
    own.socket.close();
    const localhost = await upgrade({ origin: t.url.replace('127.0.0.1', 'localhost') });
    expect(localhost.outcome).toBe('open');
    localhost.socket.close();
    const none = await upgrade({});
    expect(none.outcome).toBe('open');
    none.socket.close();
  });

  it('reads `me` for our own origin with the session cookie', async () => {
    const u = await registerUser(t);
    const result = await socketOnce(t, '{ me { email } }', { headers: { origin: new URL(t.url).origin, cookie: `pm_session=${u.token}` } });
    expect(result).toEqual({ data: { me: { email: u.email } } });
  });

  it('closes the socket with 1009 on a 2 MB message (ws accepted up to 100 MiB), and on 300 kB (decision 052)', async () => {
    const { outcome, socket } = await upgrade({});
    expect(outcome).toBe('open');
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(await closed).toBe(1009);
    const second = await upgrade({});
    const closedToo = new Promise<number>((resolve) => second.socket.once('close', (code) => resolve(code)));
    second.socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(300 * 1024) } }));
    expect(await closedToo).toBe(1009);
  });
});
