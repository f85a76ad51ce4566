import { describe, expect, it } from 'vitest';
import { logStream, sharedEventReads } from './events.js';
import type { Orm } from './orm.js';
import { keepRecentSessions } from './session.js';
import { createAppPubSub, followChannel, PubSubOverflowError, SUBSCRIBER_QUEUE_MAX, type LogEventPayload } from './pubsub.js';
import type { EntityManager } from '@mikro-orm/postgresql';

const presence = (userId: number) => ({ userId, online: true });
const tick = () => new Promise((r) => setTimeout(r, 0));

/** The in-memory pub/sub's own queue (decision 095): a Map of topics, each a Set of bounded FIFOs. */
describe('the in-memory pub/sub', () => {
  it('delivers each event to every subscriber of its topic, in order, the same payload object to all; other ids and channels see nothing', async () => {
    const pubsub = createAppPubSub();
    const a = pubsub.subscribe('PRESENCE_CHANGED', 1);
    const b = pubsub.subscribe('PRESENCE_CHANGED', 1);
    const other = pubsub.subscribe('PRESENCE_CHANGED', 2);
    const revoked = pubsub.subscribe('SESSIONS_REVOKED');
    const events = [1, 2, 3, 4, 5].map(presence);
    for (const e of events) pubsub.publish('PRESENCE_CHANGED', 1, e);
    pubsub.publish('SESSIONS_REVOKED', { sessionIds: ['s'] });
    for (const s of [a, b]) for (const e of events) expect((await s.next()).value).toBe(e);
    expect((await revoked.next()).value).toEqual({ sessionIds: ['s'] });
    expect(pubsub.subscribers('PRESENCE_CHANGED:1')).toBe(2);
    expect(pubsub.subscribers('SESSIONS_REVOKED')).toBe(1);
    const quiet = other.next();
    let settled = false;
    void quiet.then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    for (const s of [a, b, other, revoked]) await s.return();
    expect(await quiet).toEqual({ done: true, value: undefined });
  });

  it('listens from subscribe(): an event published before the first next() is kept', async () => {
    const pubsub = createAppPubSub();
    const s = pubsub.subscribe('PRESENCE_CHANGED', 1);
    pubsub.publish('PRESENCE_CHANGED', 1, presence(1));
    await tick();
    pubsub.publish('PRESENCE_CHANGED', 1, presence(2));
    expect(await s.next()).toEqual({ done: false, value: presence(1) });
    expect(await s.next()).toEqual({ done: false, value: presence(2) });
    await s.return();
  });

  it('return() ends a next() that waits at once, and leaves no subscriber behind (the topic map is empty)', async () => {
    const pubsub = createAppPubSub();
    const s = pubsub.subscribe('LOG_EVENT', 'topic:1');
    const waiting = s.next();
    expect(pubsub.subscribers('LOG_EVENT:topic:1')).toBe(1);
    expect(await s.return()).toEqual({ done: true, value: undefined });
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(pubsub.subscribers()).toBe(0);
    // ended for good: later events do not reach it, and a second return() changes nothing
    pubsub.publish('LOG_EVENT', 'topic:1', { stream: 'topic:1', seq: 1, kind: 'x', actorId: null, data: {}, at: '' });
    expect(await s.next()).toEqual({ done: true, value: undefined });
    expect(await s.return()).toEqual({ done: true, value: undefined });
    expect(pubsub.subscribers()).toBe(0);
  });

  it('for await … break ends the subscription; throw() ends it and rejects with the error', async () => {
    const pubsub = createAppPubSub();
    const s = pubsub.subscribe('PRESENCE_CHANGED', 3);
    pubsub.publish('PRESENCE_CHANGED', 3, presence(1));
    for await (const e of s) {
      expect(e).toEqual(presence(1));
      break;
    }
    expect(pubsub.subscribers()).toBe(0);
    const t = pubsub.subscribe('PRESENCE_CHANGED', 3);
    await expect(t.throw(new Error('stop'))).rejects.toThrow('stop');
    expect(pubsub.subscribers()).toBe(0);
    expect(await t.next()).toEqual({ done: true, value: undefined });
  });

  it('publishing to a topic nobody listens to does nothing (no topic is created)', () => {
    const pubsub = createAppPubSub();
    pubsub.publish('PRESENCE_CHANGED', 9, presence(1));
    pubsub.publish('SESSIONS_REVOKED', { sessionIds: [] });
    expect(pubsub.subscribers()).toBe(0);
    expect(pubsub.subscribers('PRESENCE_CHANGED:9')).toBe(0);
  });

  it(`a subscriber more than ${SUBSCRIBER_QUEUE_MAX} events behind fails (its queue dropped, its topic left); one that keeps up goes on`, async () => {
    const pubsub = createAppPubSub();
    const slow = pubsub.subscribe('PRESENCE_CHANGED', 1);
    const fast = pubsub.subscribe('PRESENCE_CHANGED', 1);
    const got: number[] = [];
    const reading = (async () => {
      for await (const e of fast) if (got.push(e.userId) === SUBSCRIBER_QUEUE_MAX + 5) return;
    })();
    for (let i = 1; i <= SUBSCRIBER_QUEUE_MAX; i++) {
      pubsub.publish('PRESENCE_CHANGED', 1, presence(i));
      if (i % 100 === 0) await tick(); // the fast one reads as it goes
    }
    expect(pubsub.subscribers('PRESENCE_CHANGED:1')).toBe(2);
    expect((await slow.next()).value).toEqual(presence(1)); // one taken: room for one more
    pubsub.publish('PRESENCE_CHANGED', 1, presence(SUBSCRIBER_QUEUE_MAX + 1));
    expect(pubsub.subscribers('PRESENCE_CHANGED:1')).toBe(2);
    pubsub.publish('PRESENCE_CHANGED', 1, presence(SUBSCRIBER_QUEUE_MAX + 2)); // the bound passed
    expect(pubsub.subscribers('PRESENCE_CHANGED:1')).toBe(1);
    await expect(slow.next()).rejects.toBeInstanceOf(PubSubOverflowError);
    expect(await slow.next()).toEqual({ done: true, value: undefined });
    for (let i = SUBSCRIBER_QUEUE_MAX + 3; i <= SUBSCRIBER_QUEUE_MAX + 5; i++) pubsub.publish('PRESENCE_CHANGED', 1, presence(i));
    await reading;
    expect(got).toEqual(Array.from({ length: SUBSCRIBER_QUEUE_MAX + 5 }, (_, i) => i + 1));
    expect(pubsub.subscribers()).toBe(0);
  });

  it('an overflowed subscriber that is return()ed reads done, not its failure', async () => {
    const pubsub = createAppPubSub();
    const s = pubsub.subscribe('PRESENCE_CHANGED', 1);
    for (let i = 0; i <= SUBSCRIBER_QUEUE_MAX; i++) pubsub.publish('PRESENCE_CHANGED', 1, presence(i));
    await s.return();
    expect(await s.next()).toEqual({ done: true, value: undefined });
  });

  it('a subscriber that unsubscribes as an event is delivered (it overflows) does not stop that event reaching the others', async () => {
    const pubsub = createAppPubSub();
    const slow = pubsub.subscribe('PRESENCE_CHANGED', 1);
    const quick = pubsub.subscribe('PRESENCE_CHANGED', 1);
    const late = pubsub.subscribe('PRESENCE_CHANGED', 1);
    for (let i = 0; i < SUBSCRIBER_QUEUE_MAX; i++) pubsub.publish('PRESENCE_CHANGED', 1, presence(i));
    for (let i = 0; i < SUBSCRIBER_QUEUE_MAX; i++) await quick.next();
    for (let i = 0; i < SUBSCRIBER_QUEUE_MAX; i++) await late.next();
    pubsub.publish('PRESENCE_CHANGED', 1, presence(-1)); // slow leaves its topic while the Set is iterated
    expect((await quick.next()).value).toEqual(presence(-1));
    expect((await late.next()).value).toEqual(presence(-1));
    await expect(slow.next()).rejects.toBeInstanceOf(PubSubOverflowError);
    expect(pubsub.subscribers('PRESENCE_CHANGED:1')).toBe(2);
    await quick.return();
    await late.return();
    expect(pubsub.subscribers()).toBe(0);
  });

  it('the recent-sessions cache switched off (SESSION_CACHE_MS 0) lets go of the revocations it was handed', () => {
    const pubsub = createAppPubSub();
    keepRecentSessions({} as Orm, 0, pubsub, () => {});
    expect(pubsub.subscribers('SESSIONS_REVOKED')).toBe(0);
  });

  it('followChannel: an overflowed revocations subscription is reported and made again, never an unhandled rejection; stop() lets go', async () => {
    const pubsub = createAppPubSub();
    const seen: string[] = [];
    const errors: unknown[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      const stop = followChannel(pubsub, 'SESSIONS_REVOKED', ({ sessionIds }) => seen.push(...sessionIds), (err) => errors.push(err), 10);
      // more revocations in one synchronous run than a subscriber holds
      for (let i = 0; i <= SUBSCRIBER_QUEUE_MAX + 1; i++) pubsub.publish('SESSIONS_REVOKED', { sessionIds: [`s${i}`] });
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]).toBeInstanceOf(PubSubOverflowError);
      await expect.poll(() => pubsub.subscribers('SESSIONS_REVOKED')).toBe(1);
      pubsub.publish('SESSIONS_REVOKED', { sessionIds: ['after'] });
      await expect.poll(() => seen.at(-1)).toBe('after');
      stop();
      expect(pubsub.subscribers()).toBe(0);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it('several next() calls waiting are answered in the order they were asked', async () => {
    const pubsub = createAppPubSub();
    const s = pubsub.subscribe('PRESENCE_CHANGED', 1);
    const first = s.next();
    const second = s.next();
    pubsub.publish('PRESENCE_CHANGED', 1, presence(1));
    pubsub.publish('PRESENCE_CHANGED', 1, presence(2));
    expect(await first).toEqual({ done: false, value: presence(1) });
    expect(await second).toEqual({ done: false, value: presence(2) });
    await s.return();
  });
});

describe('logStream on the pub/sub (decision 095)', () => {
  const ev = (seq: number): LogEventPayload => ({ stream: 'topic:1', seq, kind: 'post.created', actorId: null, data: {}, at: new Date(0).toISOString() });

  it('an event published while the head is read comes through: listening starts before the head and the catch-up are read', async () => {
    const pubsub = createAppPubSub();
    // the head read: another writer commits seq 6 and publishes it while this read is under way (it answers 5)
    const em = () =>
      ({
        getConnection: () => ({
          execute: async () => {
            pubsub.publish('LOG_EVENT', 'topic:1', ev(6));
            return [{ last_seq: '5' }];
          },
        }),
        getTransactionContext: () => undefined,
      }) as unknown as EntityManager;
    const stream = await logStream({ pubsub, em, stream: 'topic:1', after: null, maxCatchUp: 10 });
    pubsub.publish('LOG_EVENT', 'topic:1', ev(7));
    expect((await stream.next()).value).toMatchObject({ seq: 6 });
    expect((await stream.next()).value).toMatchObject({ seq: 7 });
    const waiting = stream.next();
    await stream.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(pubsub.subscribers()).toBe(0);
  });

  it('a stream that overflowed and is then ended (its socket closed) leaves no promise rejected unhandled', async () => {
    const pubsub = createAppPubSub();
    const em = () => ({ getConnection: () => ({ execute: async () => [{ last_seq: '5' }] }), getTransactionContext: () => undefined }) as unknown as EntityManager;
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      const stream = await logStream({ pubsub, em, stream: 'topic:1', after: null, maxCatchUp: 10 });
      pubsub.publish('LOG_EVENT', 'topic:1', ev(6));
      expect((await stream.next()).value).toMatchObject({ seq: 6 });
      // the consumer stalls (a socket that does not drain) while the topic goes on: past the bound
      for (let seq = 7; seq <= 8 + SUBSCRIBER_QUEUE_MAX; seq++) pubsub.publish('LOG_EVENT', 'topic:1', ev(seq));
      expect((await stream.next()).value).toMatchObject({ seq: 7 });
      await stream.return!();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(pubsub.subscribers()).toBe(0);
  });

  it('events the subscriber skips, arriving in order, are passed over at the publish: not queued (a stalled consumer does not overflow on them), no gap read; one out of order still wakes it', async () => {
    const pubsub = createAppPubSub();
    let reads = 0;
    const em = () => ({ getConnection: () => ({ execute: async () => (reads++ === 0 ? [{ last_seq: '5' }] : []) }), getTransactionContext: () => undefined }) as unknown as EntityManager;
    const other = (seq: number): LogEventPayload => ({ ...ev(seq), kind: 'accountability.checked_in' });
    const stream = await logStream({ pubsub, em, stream: 'topic:1', after: null, maxCatchUp: 10, admit: (e) => (e.kind === 'post.created' ? 'send' : 'skip') });
    const first = stream.next();
    await tick();
    for (const seq of [6, 7, 8]) pubsub.publish('LOG_EVENT', 'topic:1', other(seq));
    pubsub.publish('LOG_EVENT', 'topic:1', ev(9));
    expect((await first).value).toMatchObject({ seq: 9 });
    // the consumer stalls (a socket that does not drain) while the squad's other kinds go on past
    // the queue's bound: none is queued for it, so nothing overflows
    const n = 10 + SUBSCRIBER_QUEUE_MAX + 5;
    for (let seq = 10; seq < n; seq++) pubsub.publish('LOG_EVENT', 'topic:1', other(seq));
    pubsub.publish('LOG_EVENT', 'topic:1', ev(n));
    expect((await stream.next()).value).toMatchObject({ seq: n });
    expect(reads).toBe(1); // the head only: every number was seen, no gap
    // n + 1 is missed (another process's, lost): n + 2, a skip, is not next in order and wakes the stream, which reads the gap
    const second = stream.next();
    pubsub.publish('LOG_EVENT', 'topic:1', other(n + 2));
    pubsub.publish('LOG_EVENT', 'topic:1', ev(n + 3));
    expect((await second).value).toMatchObject({ seq: n + 3 });
    expect(reads).toBe(2);
    await stream.return!();
    expect(pubsub.subscribers()).toBe(0);
  });

  it('a subscriber drops what its test names only while nothing is queued before it', async () => {
    const pubsub = createAppPubSub();
    const s = pubsub.subscribe('PRESENCE_CHANGED', 1);
    s.dropWhen!((p) => !p.online);
    const off = { userId: 2, online: false };
    pubsub.publish('PRESENCE_CHANGED', 1, off); // dropped
    pubsub.publish('PRESENCE_CHANGED', 1, presence(1)); // queued
    pubsub.publish('PRESENCE_CHANGED', 1, off); // kept: an older one waits
    expect((await s.next()).value).toEqual(presence(1));
    expect((await s.next()).value).toEqual(off);
    await s.return();
  });

  it('a refused start (the head read fails) leaves no subscriber behind', async () => {
    const pubsub = createAppPubSub();
    const em = () => ({ getConnection: () => ({ execute: async () => Promise.reject(new Error('down')) }), getTransactionContext: () => undefined }) as unknown as EntityManager;
    await expect(logStream({ pubsub, em, stream: 'topic:1', after: null, maxCatchUp: 10 })).rejects.toThrow('down');
    expect(pubsub.subscribers()).toBe(0);
  });
});

describe('sharedEventReads (one read per event, whatever the number of recipients)', () => {
  it('shares a read by key and by event object; forgets a failed one', async () => {
    const reads = sharedEventReads<number>();
    let n = 0;
    const read = async () => ++n;
    expect(await Promise.all([reads('topic:1:5', read), reads('topic:1:5', read)])).toEqual([1, 1]);
    const live = { seq: 0 };
    expect(await reads(live, read)).toBe(2);
    expect(await reads(live, read)).toBe(2);
    expect(await reads({ seq: 0 }, read)).toBe(3);
    await expect(reads('topic:1:6', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads('topic:1:6', read)).toBe(4);
  });
});
