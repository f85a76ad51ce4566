import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

function wsClient(token: string | null, onClose?: (code: number) => void): Client {
  return createClient({
    url: t.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authToken: token } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { closed: (e) => onClose?.((e as { code: number }).code) },
  });
}

function nextEvent(client: Client, query: string): { first: Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>; stop: () => void } {
  let stop = () => {};
  const first = new Promise<never>((resolve, reject) => {
    stop = client.subscribe({ query }, { next: (v) => resolve(v as never), error: reject, complete: () => {} });
  });
  return { first, stop };
}

describe('subscriptions over graphql-ws on /graphql', () => {
  it('delivers viewerUpdated to the signed-in user when the profile changes elsewhere', async () => {
    const u = await registerUser(t);
    const client = wsClient(u.token);
    const sub = nextEvent(client, 'subscription { viewerUpdated { id bio } }');
    await new Promise((r) => setTimeout(r, 150)); // let the subscription register
    await u.client.gql('mutation { updateProfile(input: { bio: "live" }) { id } }');
    expect(await sub.first).toEqual({ data: { viewerUpdated: { id: u.id, bio: 'live' } } });
    sub.stop();
    await client.dispose();
  });

  it('refuses a subscription without a session', async () => {
    const client = wsClient(null);
    const sub = nextEvent(client, 'subscription { viewerUpdated { id } }');
    const result = await sub.first.catch((e: unknown) => ({ errors: e as never }));
    expect(JSON.stringify(result)).toContain('UNAUTHENTICATED');
    await client.dispose();
  });

  it('closes the sockets of a session when it signs out (4401)', async () => {
    const u = await registerUser(t);
    let closedWith = 0;
    const client = wsClient(u.token, (code) => (closedWith = code));
    const sub = nextEvent(client, 'subscription { viewerUpdated { id } }');
    sub.first.catch(() => {});
    await new Promise((r) => setTimeout(r, 150));
    await u.client.gql('mutation { signOut }');
    await expect.poll(() => closedWith, { timeout: 3000 }).toBe(4401);
    await client.dispose();
  });
});
