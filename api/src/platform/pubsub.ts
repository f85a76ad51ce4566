import { setMaxListeners } from 'node:events';
import { createRequire } from 'node:module';
import { createPubSub } from '@graphql-yoga/subscription';

/**
 * ioredis and its event target are loaded only when REDIS_URL is set (~20 MiB of a process that
 * never uses them; the idle-RSS goal of issue 18 is 150 MiB), synchronously, as the app starts.
 */
const load = createRequire(import.meta.url);

/** The User fields a subscriber may receive (JSON-safe: it may cross Redis). */
export type UserSnapshot = Record<string, string | number | boolean | null>;

/** One event of the domain event log as published after its commit (platform/events.ts, decision 051). */
export interface LogEventPayload {
  stream: string;
  seq: number;
  kind: string;
  actorId: number | null;
  data: Record<string, string | number | boolean | null>;
  at: string;
  /**
   * What the event's delivery shows, computed by the writing statement (issue 27: a delivered event
   * reads nothing): published, never stored, so a catch-up or gap read from the log has none and
   * its delivery reads the view itself. JSON-safe (it may cross Redis); each feature shapes its own.
   */
  view?: unknown;
}

/** Every realtime topic and its payload. `[id, payload]` topics are per user/topic/room. */
export type PubSubChannels = {
  /** The event log's wake-up, per stream (`topic:<id>`, `user:<id>`): the event itself, so a delivery reads nothing. */
  LOG_EVENT: [stream: string, payload: LogEventPayload];
  /** `user` is the updated row's public and private fields, so 1,000 open tabs need no 1,000 reads. */
  VIEWER_UPDATED: [userId: number, payload: { userId: number; user: UserSnapshot }];
  SESSIONS_REVOKED: [payload: { sessionIds: string[] }];
  PRESENCE_CHANGED: [topicId: number, payload: { userId: number; online: boolean }];
  /** Signals addressed to one call session (calls.signals.ts), or the end of that session's stream. */
  CALL_SIGNAL: [sessionId: string, payload: { signal: { callId: number; fromSessionId: string; fromUserId: number; toSessionId: string; seq: number; payload: string } } | { closed: true } | { ping: string }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>> & { close(): Promise<void> };

/**
 * In-memory by default; Redis when `REDIS_URL` is set so several api processes act as one.
 * The Redis event target fires `publish`/`subscribe` and drops their promises: a Redis that is
 * down, or a publish after `close()` (a socket's presence update finishing during shutdown), was an
 * unhandled rejection — which ends a Node process. Those promises are caught and reported to
 * `onError` here; an event that cannot cross Redis is lost, as a live event may be (clients catch up
 * on reconnect).
 */
export function createAppPubSub(redisUrl?: string, onError: (err: unknown) => void = () => {}): PubSub {
  if (!redisUrl) {
    // one listener per subscriber of a topic: a squad's five members with a few tabs each, or a
    // person's chat in many tabs, pass Node's warning threshold of 10 without any leak (live.test.ts
    // guards against real ones)
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return Object.assign(createPubSub<PubSubChannels>({ eventTarget }), { close: async () => {} });
  }
  const { Redis } = load('ioredis') as typeof import('ioredis');
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  let closed = false;
  // connection errors (ioredis retries on its own) go to the log, not to stderr as "Unhandled error event"
  for (const client of [publishClient, subscribeClient]) client.on('error', (err: unknown) => closed || onError(err));
  const caught = (p: Promise<unknown>) => void p.catch((err: unknown) => closed || onError(err));
  const publisher = { publish: (channel: string, message: string) => caught(publishClient.publish(channel, message)) };
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (topic: string) => caught(subscribeClient.subscribe(topic)),
    unsubscribe: (topic: string) => caught(subscribeClient.unsubscribe(topic)),
  };
  const eventTarget = redisEventTarget(publisher, subscriber);
  return Object.assign(createPubSub<PubSubChannels>({ eventTarget }), {
    close: async () => {
      closed = true;
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}

type EventTargetOf = NonNullable<NonNullable<Parameters<typeof createPubSub<PubSubChannels>>[0]>['eventTarget']>;
type Listener = Parameters<EventTargetOf['addEventListener']>[1];
type Callback = (event: CustomEvent) => void;

/**
 * The event target of `@graphql-yoga/redis-event-target`, typed against the three calls it makes
 * (so the error-catching wrappers above need no cast to pose as an ioredis client): one Redis
 * subscription per topic with listeners, JSON across the wire ('' is `null`).
 */
function redisEventTarget(
  publisher: { publish(channel: string, message: string): void },
  subscriber: { on(event: 'message', listener: (channel: string, message: string) => void): unknown; subscribe(topic: string): void; unsubscribe(topic: string): void },
): EventTargetOf {
  const callbacks = new Map<string, Set<Callback>>();
  subscriber.on('message', (channel, message) => {
    const set = callbacks.get(channel);
    if (!set) return;
    const event = new CustomEvent(channel, { detail: message === '' ? null : JSON.parse(message) });
    for (const cb of set) cb(event);
  });
  // as the library: a listener object's handleEvent is the callback itself (the same one on removal)
  const stable = (l: Listener): Callback | null => (l == null ? null : 'handleEvent' in l ? l.handleEvent : l);
  return {
    addEventListener(topic: string, l: Listener) {
      const cb = stable(l);
      if (!cb) return;
      let set = callbacks.get(topic);
      if (!set) {
        callbacks.set(topic, (set = new Set()));
        subscriber.subscribe(topic);
      }
      set.add(cb);
    },
    dispatchEvent(event: CustomEvent) {
      publisher.publish(event.type, event.detail === undefined ? '' : JSON.stringify(event.detail));
      return true;
    },
    removeEventListener(topic: string, l: Listener) {
      const cb = stable(l);
      const set = callbacks.get(topic);
      if (!cb || !set) return;
      set.delete(cb);
      if (set.size > 0) return;
      callbacks.delete(topic);
      subscriber.unsubscribe(topic);
    },
  };
}
