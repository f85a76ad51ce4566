import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerAndMember, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collectEvents, openSocket, settle } from '../../test/ws.js';
import { createAppPubSub } from './pubsub.js';
import { endsWithSubscriber } from './live.js';

let t: TestApp;
let member: TestUser;
let topicId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ member, topicId } = await ownerAndMember(t, { topic: 'Quiet topic', squadSize: 3 }));
});
afterAll(() => t?.stop());

it('a generator waiting on a quiet topic ends at once when its subscriber returns, and runs its finally', async () => {
  const pubsub = createAppPubSub();
  const live = pubsub.subscribe('PRESENCE_CHANGED', 1)[Symbol.asyncIterator]();
  let cleanedUp = false;
  async function* events() {
    try {
      for (;;) {
        const r = await live.next();
        if (r.done) return;
        yield r.value;
      }
    } finally {
      cleanedUp = true;
    }
  }
  const stream = endsWithSubscriber(live, events());
  const waiting = stream.next();
  pubsub.publish('PRESENCE_CHANGED', 1, { userId: 7, online: true });
  expect(await waiting).toEqual({ done: false, value: { userId: 7, online: true } });
  const quiet = stream.next(); // no event will come
  expect(await stream.return!()).toEqual({ done: true, value: undefined });
  expect(await quiet).toEqual({ done: true, value: undefined });
  expect(cleanedUp).toBe(true);
});

it('15 feed, chat and accountability subscriptions each (45: under the 50 a socket may hold, decision 052) on quiet topics let go of their pub/sub subscriptions when they end', async () => {
  const pubsub = t.app.deps.pubsub;
  const socket = openSocket(t, { token: member.token });
  try {
    const docs: [string, string, Record<string, unknown>][] = [
      [`LOG_EVENT:topic:${topicId}`, 'subscription($t: ID!) { topicPostEvents(topicId: $t) { id } }', { t: topicId }],
      [`LOG_EVENT:topic:${topicId}`, 'subscription($t: ID!) { accountabilityEvents(topicId: $t) { kind } }', { t: topicId }],
      [`LOG_EVENT:user:${member.id}`, 'subscription { chatEvents { id } }', {}],
    ];
    const stops = docs.flatMap(([, query, variables]) => Array.from({ length: 15 }, () => collectEvents(socket, query, variables).stop));
    await settle(socket);
    await expect.poll(() => docs.map(([type]) => pubsub.subscribers(type))).toEqual([30, 30, 15]);
    for (const stop of stops) stop();
    await expect.poll(() => docs.map(([type]) => pubsub.subscribers(type)), { timeout: 3000 }).toEqual([0, 0, 0]);
  } finally {
    await socket.dispose();
  }
});

it('an unexpected error in a live event reaches the subscriber masked, as over HTTP: an id, no internals', async () => {
  const socket = openSocket(t, { token: member.token });
  try {
    const answer = new Promise<{ errors?: { message: string; extensions?: { code?: string; errorId?: string } }[] }>((resolve) => {
      socket.subscribe({ query: 'subscription($t: ID!) { topicPostEvents(topicId: $t) { id kind } }', variables: { t: topicId } }, { next: (v) => resolve(v as never), error: (e) => resolve({ errors: e as never }), complete: () => {} });
    });
    await settle(socket);
    // an event no resolver can answer (a post id that is not a number)
    t.app.deps.pubsub.publish('LOG_EVENT', `topic:${topicId}`, { stream: `topic:${topicId}`, seq: 1_000_000, kind: 'post.created', actorId: null, data: { postId: 'bogus' }, at: new Date().toISOString() });
    const { errors } = await answer;
    expect(errors).toHaveLength(1);
    expect(errors![0].message).toMatch(/^Internal server error: [0-9a-f-]{36}$/);
    expect(errors![0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', errorId: errors![0].message.slice(-36) });
    expect(JSON.stringify(errors)).not.toContain('PostEventKind');
  } finally {
    await socket.dispose();
  }
});
