import { createRequire } from 'node:module';

/**
 * ioredis is loaded only when REDIS_URL is set (~20 MiB of a process that never uses it; the
 * idle-RSS goal of issue 18 is 150 MiB), synchronously, as the app starts.
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
  /** A member came online or went offline; or, with `member`, joined (true) or left the squad (false): presence streams learn membership from it, reading nothing per event (decision 100). */
  PRESENCE_CHANGED: [topicId: number, payload: { userId: number; online: boolean; member?: boolean }];
  /** Signals addressed to one call session (calls.signals.ts), or the end of that session's stream. */
  CALL_SIGNAL: [sessionId: string, payload: { signal: { callId: number; fromSessionId: string; fromUserId: number; toSessionId: string; seq: number; payload: string } } | { closed: true } | { ping: string }];
};

type Channel = keyof PubSubChannels;
/** A channel's payload: the last element of its arguments (`[payload]` or `[id, payload]`). */
type PayloadOf<K extends Channel> = PubSubChannels[K][1] extends undefined ? PubSubChannels[K][0] : PubSubChannels[K][1];
/** What `subscribe` takes for a channel: the channel, and its id when it has one. */
type SubscribeArgs<K extends Channel> = PubSubChannels[K][1] extends undefined ? [channel: K] : [channel: K, id: PubSubChannels[K][0]];

/**
 * Past this many events waiting for one subscriber (published, not yet taken by its `next()`), the
 * subscriber fails (`PubSubOverflowError`) instead of queueing more. The Repeater this replaced had
 * the same 1024 — and threw inside the event target's listener, an uncaught exception that ended the
 * process. A socket's consumer is bounded well before (ws.ts: a send unflushed for
 * WS_SEND_STALL_MS or past WS_SEND_BUFFER_MAX closes the socket, which ends its subscriptions).
 */
export const SUBSCRIBER_QUEUE_MAX = 1024;

/** A subscriber's queue passed SUBSCRIBER_QUEUE_MAX: its events were dropped and its stream fails with this. */
export class PubSubOverflowError extends Error {
  override name = 'PubSubOverflowError';
}

/**
 * Redis refused or never answered the SUBSCRIBE of a topic (down for longer than ioredis' retries):
 * the topic's subscribers fail with this rather than wait for events that cannot come.
 */
export class PubSubUnavailableError extends Error {
  override name = 'PubSubUnavailableError';
}

/**
 * One subscriber's stream of a topic: a plain async iterator (no Repeater, no EventTarget: issue 27,
 * their dispatch was 5–11 % of the app's CPU in a fan-out). `return()` ends it at once, also while a
 * `next()` waits (that `next()` resolves done), and removes it from its topic.
 */
export interface Subscription<T> extends AsyncIterableIterator<T, undefined> {
  next(): Promise<IteratorResult<T, undefined>>;
  return(value?: unknown): Promise<IteratorResult<T, undefined>>;
  throw(err?: unknown): Promise<IteratorResult<T, undefined>>;
  [Symbol.asyncIterator](): Subscription<T>;
  /**
   * From now on, a value for which `test` answers true, published while nothing is queued for this
   * subscriber, is dropped where it is published: no wake-up, no queueing (`logStream`: the events
   * its subscriber would skip, issue 27). `test` runs synchronously inside `publish`. null: none.
   */
  dropWhen?(test: ((value: T) => boolean) | null): void;
}

export interface PubSub {
  /** Hands `payload` to every subscriber of the channel (and id), in memory or through Redis; none: nothing happens. */
  publish<K extends Channel>(channel: K, ...args: PubSubChannels[K]): void;
  /**
   * A new subscriber of the channel (and id). **Listening starts here**, at `subscribe()` — not at
   * the first `next()` as with the Repeater before (decision 095): whatever is published after this
   * call is queued for it, in order. Its owner must end it (`return()`, or read it to its end), or
   * it stays registered. Over Redis, "published" means reaching Redis after this process's SUBSCRIBE
   * did (sent at once, not awaited): an event another process publishes in that window is missed, as
   * is any during a Redis reconnection — `logStream` finds such a gap at the next event's `seq`, the
   * signal router waits for its own ping (`ready`). A SUBSCRIBE that fails fails the topic's
   * subscribers (`PubSubUnavailableError`).
   */
  subscribe<K extends Channel>(...args: SubscribeArgs<K>): Subscription<PayloadOf<K>>;
  /** Subscribers of one topic (`LOG_EVENT:topic:12`, `SESSIONS_REVOKED`) in this process, or of all topics; for tests and leaks. */
  subscribers(topic?: string): number;
  close(): Promise<void>;
}

const DONE: IteratorResult<never, undefined> = Object.freeze({ done: true, value: undefined });
const DONE_PROMISE = (): Promise<IteratorResult<never, undefined>> => Promise.resolve(DONE);

/** The local fan-out: topic → its subscribers. `transport` hears a topic's first subscriber and its last leaving (Redis). */
class Topics {
  readonly byTopic = new Map<string, Set<Subscriber>>();
  constructor(private readonly transport?: { listen(topic: string, failed: (err: Error) => void): void; unlisten(topic: string): void }) {}

  deliver(topic: string, payload: unknown): void {
    const set = this.byTopic.get(topic);
    if (set === undefined) return;
    for (const s of set) s.push(payload);
  }

  add(topic: string): Subscriber {
    let set = this.byTopic.get(topic);
    if (set === undefined) {
      const made = (set = new Set());
      this.byTopic.set(topic, made);
      // a failed listen fails the subscribers of this Set only: the topic may have been left and joined again since
      this.transport?.listen(topic, (err) => {
        if (this.byTopic.get(topic) === made) for (const s of made) s.fail(err); // each leaves the Set as it fails: safe while iterating
      });
    }
    const s = new Subscriber(this, topic);
    set.add(s);
    return s;
  }

  remove(s: Subscriber): void {
    const set = this.byTopic.get(s.topic);
    if (set === undefined || !set.delete(s) || set.size > 0) return;
    this.byTopic.delete(s.topic);
    this.transport?.unlisten(s.topic);
  }

  count(topic?: string): number {
    if (topic !== undefined) return this.byTopic.get(topic)?.size ?? 0;
    let n = 0;
    for (const set of this.byTopic.values()) n += set.size;
    return n;
  }
}

/**
 * A bounded FIFO of one subscriber with a hand-written async iterator. A `next()` that finds the
 * queue empty waits; a publish resolves the oldest waiting `next()` directly (no queueing), so a
 * subscriber that keeps up holds nothing.
 */
class Subscriber implements Subscription<unknown> {
  private queue: unknown[] = [];
  private head = 0;
  private waiting: { resolve: (r: IteratorResult<unknown, undefined>) => void; reject: (err: Error) => void }[] = [];
  private ended = false;
  private failure: Error | null = null;

  constructor(
    private readonly topics: Topics,
    readonly topic: string,
  ) {}

  private drop: ((value: unknown) => boolean) | null = null;

  dropWhen(test: ((value: unknown) => boolean) | null): void {
    this.drop = test;
  }

  push(value: unknown): void {
    if (this.ended) return;
    // only with nothing queued: a value queued before this one is older and not yet seen
    if (this.drop !== null && this.head === this.queue.length && this.drop(value)) return;
    if (this.waiting.length > 0) return this.waiting.shift()!.resolve({ done: false, value });
    if (this.queue.length - this.head >= SUBSCRIBER_QUEUE_MAX) {
      return this.fail(new PubSubOverflowError(`more than ${SUBSCRIBER_QUEUE_MAX} events waiting for one subscriber of ${this.topic}`));
    }
    this.queue.push(value);
  }

  next(): Promise<IteratorResult<unknown, undefined>> {
    if (this.head < this.queue.length) {
      const value = this.queue[this.head];
      this.queue[this.head++] = undefined;
      if (this.head === this.queue.length) {
        this.queue.length = 0;
        this.head = 0;
      }
      return Promise.resolve({ done: false, value });
    }
    if (this.failure !== null) {
      const err = this.failure;
      this.failure = null;
      return Promise.reject(err);
    }
    if (this.ended) return DONE_PROMISE();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<unknown, undefined>> {
    // a failure not yet read is not read after this: the owner is done with the stream
    this.failure = null;
    this.end();
    return DONE_PROMISE();
  }

  throw(err?: unknown): Promise<IteratorResult<unknown, undefined>> {
    this.failure = null;
    this.end();
    return Promise.reject(err);
  }

  /** Ends the stream with `err`: the first `next()` waiting (or the next one asked) rejects with it, then done. */
  fail(err: Error): void {
    if (this.ended) return;
    const first = this.waiting.shift();
    if (first) first.reject(err);
    else this.failure = err;
    this.end();
  }

  [Symbol.asyncIterator](): Subscriber {
    return this;
  }

  /** Ends the stream: queued events dropped, waiting `next()`s resolved done, gone from its topic. */
  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    this.head = 0;
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) w.resolve(DONE);
    this.topics.remove(this);
  }
}

/**
 * Calls `each` with every event of a process-wide channel (`SESSIONS_REVOKED`) until the returned
 * `stop()`. Listening starts now. A subscription that fails (Redis could not subscribe: startup while
 * Redis is down; an overflow) is reported to `onError` and made again after `retryMs` — a bare
 * `for await` would reject unhandled (which ends the process) and stay deaf for good. Events
 * published while it was failed are lost.
 */
export function followChannel(pubsub: PubSub, channel: 'SESSIONS_REVOKED', each: (payload: PayloadOf<'SESSIONS_REVOKED'>) => void, onError: (err: unknown) => void, retryMs = 1000): () => void {
  let stopped = false;
  let current: Subscription<PayloadOf<'SESSIONS_REVOKED'>> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    if (stopped) return;
    const sub = (current = pubsub.subscribe(channel));
    try {
      for await (const payload of sub) each(payload);
    } catch (err) {
      if (stopped) return;
      onError(err);
      timer = setTimeout(() => void run(), retryMs);
      timer.unref();
    }
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    void current?.return();
  };
}

/** The topic of a channel and its id, as the pub/sub before (`LOG_EVENT:topic:12`): Redis channels keep their names. */
const topicOf = (channel: string, id: unknown): string => (id === undefined ? channel : `${channel}:${String(id)}`);

/**
 * In-memory by default; Redis when `REDIS_URL` is set so several api processes act as one (one
 * Redis subscription per topic with local subscribers, fanned out here; a publish goes through Redis
 * and comes back to this process's subscribers too). Redis' `publish`/`subscribe` promises are
 * caught and reported to `onError`: a Redis that is down, or a publish after `close()` (a socket's
 * presence update finishing during shutdown), was an unhandled rejection — which ends a Node
 * process. An event that cannot cross Redis is lost, as a live event may be (clients catch up on
 * reconnect).
 */
export function createAppPubSub(redisUrl?: string, onError: (err: unknown) => void = () => {}): PubSub {
  if (!redisUrl) {
    const topics = new Topics();
    return {
      publish(channel: string, ...args: unknown[]) {
        // as @graphql-yoga/subscription: `[payload]` or `[id, payload]`; a missing payload is null
        topics.deliver(args[1] === undefined ? channel : `${channel}:${String(args[0])}`, args[1] ?? args[0] ?? null);
      },
      subscribe: ((channel: string, id?: unknown) => topics.add(topicOf(channel, id))) as PubSub['subscribe'],
      subscribers: (topic) => topics.count(topic),
      close: async () => {},
    } as PubSub;
  }
  const { Redis } = load('ioredis') as typeof import('ioredis');
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  let closed = false;
  // connection errors (ioredis retries on its own) go to the log, not to stderr as "Unhandled error event"
  for (const client of [publishClient, subscribeClient]) client.on('error', (err: unknown) => closed || onError(err));
  const caught = (p: Promise<unknown>) => void p.catch((err: unknown) => closed || onError(err));
  const topics = new Topics({
    // a SUBSCRIBE that fails (Redis down past ioredis' retries) is not retried by ioredis: the topic
    // would stay deaf while it has subscribers here, so they fail (the client re-subscribes and catches up)
    listen: (topic, failed) =>
      void subscribeClient.subscribe(topic).catch((err: unknown) => {
        if (closed) return;
        onError(err);
        failed(new PubSubUnavailableError(`Redis could not subscribe to ${topic}`, { cause: err }));
      }),
    unlisten: (topic) => caught(subscribeClient.unsubscribe(topic)),
  });
  subscribeClient.on('message', (channel: string, message: string) => {
    if (!topics.byTopic.has(channel)) return;
    let payload: unknown;
    try {
      // JSON across the wire, parsed once for every local subscriber ('' is null, as the Redis event target sent undefined)
      payload = message === '' ? null : JSON.parse(message);
    } catch (err) {
      onError(err);
      return;
    }
    topics.deliver(channel, payload);
  });
  return {
    publish(channel: string, ...args: unknown[]) {
      const payload = args[1] ?? args[0] ?? null;
      caught(publishClient.publish(args[1] === undefined ? channel : `${channel}:${String(args[0])}`, JSON.stringify(payload)));
    },
    subscribe: ((channel: string, id?: unknown) => topics.add(topicOf(channel, id))) as PubSub['subscribe'],
    subscribers: (topic) => topics.count(topic),
    close: async () => {
      closed = true;
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  } as PubSub;
}
