import { randomUUID } from 'node:crypto';
import type { PubSub } from '../../platform/pubsub.js';

/** One WebRTC signal (offer, answer, candidate, renegotiate) from one call session to another. */
export interface SignalEnvelope {
  callId: number;
  fromSessionId: string;
  fromUserId: number;
  toSessionId: string;
  /** Per (from, to) pair, increasing from 1; the receiving side delivers in this order. */
  seq: number;
  payload: string;
}

/**
 * The seam between call state and media transport (decision 042). The mesh relays each peer's
 * signals to the one session they are addressed to; an SFU (LiveKit) would implement the same
 * three calls by talking to the media server instead — `deliver` would become a server-side
 * participant's signalling, `listen` the server's answers to one session. Nothing else in the calls
 * module knows how signals travel.
 */
export interface SignalRouter {
  /** Sends one signal towards its `toSessionId` (fire and forget: a lost signal is the ICE layer's to retry). */
  deliver(signal: SignalEnvelope): void;
  /** Ends the streams of a session (it left, was replaced or the call ended). */
  close(sessionId: string): void;
  /** The signals addressed to one session, in `seq` order per sender; ends on `close` (or `return()`). */
  listen(sessionId: string): SignalStream;
}

/** A stream of signals whose `return()` ends it at once, even while it waits. */
export interface SignalStream extends AsyncIterableIterator<SignalEnvelope, undefined> {
  /**
   * Resolves once the stream hears its channel (with Redis: its own ping came back, so the
   * subscription is active and every later publish, from any process, reaches it); at most ~1 s.
   */
  ready?: Promise<void>;
  next(): Promise<IteratorResult<SignalEnvelope, undefined>>;
  return(): Promise<IteratorResult<SignalEnvelope, undefined>>;
}

type Pair = { next: number | null; held: Map<number, SignalEnvelope>; timer?: NodeJS.Timeout };

/**
 * The mesh's router: signals go over the app's pub/sub (Redis with several processes) on a channel
 * per receiving session. A signal's mutation and its delivery may run on different processes, and
 * two mutations of one pair may run on two processes and cross in Redis: the receiver therefore
 * re-orders by `seq`, holding a signal that comes early until the missing one arrives, or for
 * `gapMs` at most (then it skips the gap: the missing one is lost). Duplicates and older sequence
 * numbers are dropped. A stream opened mid-conversation (a re-subscription) starts from the smallest
 * sequence number it sees within `startMs`. The gap wait is long (3 s) because two mutations of one
 * pair can be that far apart on a loaded server, while a real loss is rare (a stream being set up).
 */
export function createMeshRouter(pubsub: PubSub, opts: { gapMs?: number; startMs?: number } = {}): SignalRouter {
  const gapMs = opts.gapMs ?? 3000;
  const startMs = opts.startMs ?? Math.min(gapMs, 1000);
  return {
    deliver(signal) {
      pubsub.publish('CALL_SIGNAL', signal.toSessionId, { signal });
    },
    close(sessionId) {
      pubsub.publish('CALL_SIGNAL', sessionId, { closed: true });
    },
    listen(sessionId) {
      const sub = pubsub.subscribe('CALL_SIGNAL', sessionId)[Symbol.asyncIterator]();
      const out: SignalEnvelope[] = [];
      const pairs = new Map<string, Pair>();
      let done = false;
      let waiter: ((r: IteratorResult<SignalEnvelope, undefined>) => void) | null = null;
      const flush = () => {
        if (!waiter) return;
        if (out.length) {
          const w = waiter;
          waiter = null;
          w({ done: false, value: out.shift()! });
        } else if (done) {
          const w = waiter;
          waiter = null;
          w({ done: true, value: undefined });
        }
      };
      const release = (p: Pair) => {
        while (p.next !== null && p.held.has(p.next)) {
          out.push(p.held.get(p.next)!);
          p.held.delete(p.next);
          p.next++;
        }
        if (p.held.size === 0 && p.timer) {
          clearTimeout(p.timer);
          p.timer = undefined;
        } else if (p.held.size > 0 && !p.timer && !done) {
          p.timer = setTimeout(() => {
            p.timer = undefined;
            if (p.held.size === 0) return;
            p.next = Math.min(...p.held.keys());
            release(p);
            flush();
          }, p.next === null ? startMs : gapMs);
        }
      };
      const accept = (s: SignalEnvelope) => {
        let p = pairs.get(s.fromSessionId);
        if (!p) pairs.set(s.fromSessionId, (p = { next: null, held: new Map() }));
        if (p.next === null && s.seq === 1) p.next = 1;
        if (p.next !== null && s.seq < p.next) return; // a duplicate, or after a skipped gap
        p.held.set(s.seq, s);
        release(p);
      };
      const finish = () => {
        done = true;
        for (const p of pairs.values()) if (p.timer) clearTimeout(p.timer);
        flush();
      };
      // listening starts at subscribe() (decision 095): the ping below comes back to this stream
      let pending = sub.next();
      const token = randomUUID();
      let heard: () => void = () => {};
      const ready = new Promise<void>((resolve) => {
        heard = resolve;
        setTimeout(resolve, 1000).unref();
      });
      pubsub.publish('CALL_SIGNAL', sessionId, { ping: token });
      void (async () => {
        try {
          for (;;) {
            const r = await pending;
            if (done || r.done || 'closed' in r.value) return;
            pending = sub.next();
            if ('ping' in r.value) {
              if (r.value.ping === token) heard();
              continue;
            }
            accept(r.value.signal);
            flush();
          }
        } catch {
          // the pub/sub failed: the stream ends (the client re-subscribes)
        } finally {
          finish();
        }
      })();
      // a hand-written iterator, not an async generator: return() must end a stream that is
      // waiting for a signal (a generator would queue the return behind that wait for ever)
      const stream: SignalStream = {
        ready,
        next: () =>
          new Promise((resolve) => {
            waiter = resolve;
            flush();
          }),
        async return() {
          if (!done) {
            finish();
            await sub.return?.();
          }
          return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]() {
          return stream;
        },
      };
      return stream;
    },
  };
}
