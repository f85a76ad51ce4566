import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const reachable = await redisReachable();
if (!reachable) console.warn(`Redis not reachable at ${REDIS_URL}: the two-process pub/sub test is skipped (set TEST_REDIS_URL).`);

/**
 * The scale path (DESIGN.md): two api processes on one PostgreSQL and one Redis act as one — an
 * event published by one reaches a subscriber connected to the other.
 */
describe.skipIf(!reachable)('two api processes sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const secret = 'x'.repeat(40);
    a = await startTestApp({ REDIS_URL, SESSION_SECRET: secret });
    b = await startTestApp({ REDIS_URL, SESSION_SECRET: secret }, { dbUrl: a.dbUrl });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it('delivers a profile change made through B to a subscriber on A, and closes A\'s socket when B signs out', async () => {
    const u = await registerUser(a);
    let closedWith = 0;
    const client = createClient({
      url: a.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authToken: u.token },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: { closed: (e) => (closedWith = (e as { code: number }).code) },
    });
    const event = new Promise((resolve, reject) => {
      client.subscribe({ query: 'subscription { viewerUpdated { bio } }' }, { next: resolve, error: reject, complete: () => {} });
    });
    await new Promise((r) => setTimeout(r, 300));
    const onB = b.client();
    onB.bearer = u.token;
    await onB.gql('mutation { updateProfile(input: { bio: "from B" }) { id } }');
    expect(await event).toEqual({ data: { viewerUpdated: { bio: 'from B' } } });
    await onB.gql('mutation { signOut }');
    await expect.poll(() => closedWith, { timeout: 3000 }).toBe(4401);
    await client.dispose();
  });

  it('delivers a notification created through B (a join request) to the owner subscribed on A', async () => {
    const { addDays, dateInZone } = await import('@poolmates/schema');
    const owner = await registerUser(a);
    const topic = await owner.client.gql('mutation($i: PublishTopicInput!) { publishTopic(input: $i) { id } }', {
      i: { yourName: 'O', topic: 'Cross-process', categoryId: '1', squadSize: 3, durationDays: 1, startDate: addDays(dateInZone(new Date(), 'UTC'), 1), startTime: '09:00', timezone: 'UTC', timeline: [{ title: 'x' }] },
    });
    const client = createClient({ url: a.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: owner.token }, retryAttempts: 0, lazy: false, onNonLazyError: () => {} });
    const event = new Promise((resolve, reject) => {
      client.subscribe({ query: 'subscription { notificationAdded { type text } }' }, { next: resolve, error: reject, complete: () => {} });
    });
    await new Promise((r) => setTimeout(r, 300));
    const joiner = await registerUser(b);
    await joiner.client.gql('mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: topic.data.publishTopic.id });
    expect(await event).toEqual({ data: { notificationAdded: { type: 'REQUEST', text: `${joiner.username} wants to join Cross-process` } } });
    await client.dispose();
  });
});
