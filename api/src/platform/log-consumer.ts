import { createHash } from 'node:crypto';
import type { AppDeps } from './context.js';
import { eventFromRow, type EventRow, type LogEvent } from './events.js';
import { asBackgroundWork } from './jobs.js';
import { clock } from './clock.js';
import { Binds, runPrepared } from './prepared.js';

/**
 * A consumer of the log (decision 068): work that follows a write — a Web Push, a mail — done from
 * the log instead of being called inline by the write.
 *
 * - **Resumable by the last number it handled**, per stream (`log_consumers`): a process that dies
 *   mid-batch, or a handler that fails, leaves the cursor where it was, and the next tick (this
 *   process or another) reads the same events again — at least once, never lost (the log is the
 *   truth). Handlers are therefore idempotent (a push carries a tag the browser replaces).
 * - **Never blocks the writer**: it runs after the commit, on its own connection; a write only
 *   nudges it (in this process), and a sweep every `intervalMs` catches what other processes wrote.
 * - **One at a time across processes**: a tick holds a transaction-scoped advisory lock on the
 *   consumer's name (another process's tick skips), and the cursors move in that transaction.
 * - A stream's events commit in the order of their numbers (decision 051), so reading after the
 *   cursor never skips one that commits later.
 */
export interface LogConsumerOptions {
  /** Its name (≤ 32 characters): the cursors' key and the lock. */
  name: string;
  /** The streams it reads, by prefix (`user:`). */
  streams: 'user:' | 'topic:' | 'pool:';
  /** The kinds it handles; the other events of those streams only move the cursor. */
  kinds: readonly string[];
  /** Handles one batch, in order per stream; throwing leaves the cursors (retried at the next tick). */
  handle: (events: LogEvent[]) => Promise<void>;
  /** The sweep's period (default 5 s). */
  intervalMs?: number;
  /** At most this many streams per tick (default 200). */
  batchStreams?: number;
  /**
   * Handle an event only once it is this old (by its time; a mail that waits for a burst to end,
   * decision 073): a pass moves each stream's cursor up to its first younger event, and a nudged
   * event is read when it comes of age. The log is the delay: nothing is queued for it.
   */
  delayMs?: number;
}

export interface LogConsumer {
  readonly name: string;
  /** One pass: handles what is new; answers how many events it handled (0 when another process holds the lock). */
  tick(): Promise<number>;
  /**
   * Something was written: a pass soon (coalesced). With the committed events, only the streams
   * that got an event of its kinds are read (none: no pass); without, every stream is.
   */
  nudge(events?: readonly LogEvent[]): void;
  stop(): Promise<void>;
}

const consumers = new WeakMap<object, LogConsumer[]>();

/**
 * Nudges this app's consumers after a commit with its events (cheap; the sweep covers a missed
 * nudge). `only`: the consumers the writer knows have work (a message's recipient with a browser to
 * push to, or mail wanted): the others' sweep moves their cursors over these events later, in bulk.
 */
export function nudgeLogConsumers(deps: object, events?: readonly LogEvent[], only?: readonly string[]): void {
  for (const c of consumers.get(deps) ?? []) if (!only || only.includes(c.name)) c.nudge(events);
}

/** Stops this app's consumers (the app stops). */
export async function stopLogConsumers(deps: object): Promise<void> {
  for (const c of consumers.get(deps) ?? []) await c.stop();
  consumers.delete(deps);
}

const lockKey = (name: string): string => createHash('sha256').update(`log-consumer:${name}`).digest().readBigInt64BE(0).toString();

export function startLogConsumer(deps: Pick<AppDeps, 'orm' | 'log'>, opts: LogConsumerOptions): LogConsumer {
  const interval = opts.intervalMs ?? 5000;
  const batch = opts.batchStreams ?? 200;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let soon: NodeJS.Timeout | null = null;
  // the streams nudged since the last pass (a pass reads only these, by key); `all`: a sweep is due
  const pending = new Set<string>();
  let all = false;
  const kinds = new Set(opts.kinds);
  const delay = opts.delayMs ?? 0;
  // delayed: the nudged streams by when their event comes of age (to the second), each with its timer
  const later = new Map<number, { streams: Set<string>; timer: NodeJS.Timeout }>();

  /** One pass over `only` (the nudged streams) or, without, over every stream of its prefix. */
  async function pass(only?: readonly string[]): Promise<number> {
    let handled = 0;
    await deps.orm.em.fork().transactional(async (em) => {
      // fixed texts with binds, named prepared statements (decisions 072, 089): a sweep every few
      // seconds per consumer, and a pass per nudged write, were each planned from scratch
      const [{ locked }] = await runPrepared<{ locked: boolean }>(em, 'log-consumer.lock', 'select pg_try_advisory_xact_lock($1::bigint) as locked', [lockKey(opts.name)]);
      if (!locked) return;
      // the streams with events after this consumer's cursor (a new stream: from its start); a
      // nudged pass looks its streams up by key instead of scanning every stream (O(written), not O(people)).
      // Delayed: a stream's head for this pass is the event before its first one younger than the delay
      const b = new Binds();
      const head = delay
        ? `coalesce((select min(e.seq) - 1 from events e where e.stream = s.stream and e.seq > coalesce(c.seq, 0) and e.created_at > ${b.v(new Date(clock.now().getTime() - delay), 'timestamptz')}), s.last_seq)`
        : 's.last_seq';
      const consumer = b.v(opts.name, 'text');
      const which = only ? `s.stream = any(${b.v(only, 'text[]')})` : `s.stream like ${b.v(`${opts.streams}%`, 'text')}`;
      const behind = await runPrepared<{ stream: string; after: string; head: string }>(
        em,
        'log-consumer.behind',
        `select b.stream, b.after, b.head from (
           select s.stream, coalesce(c.seq, 0) as after, ${head} as head from event_streams s
             left join log_consumers c on c.consumer = ${consumer} and c.stream = s.stream
            where ${which} and s.last_seq > coalesce(c.seq, 0)) b
          where b.head > b.after order by b.stream limit ${b.v(batch, 'int')}`,
        b.values,
      );
      if (behind.length === 0) return;
      const streams = behind.map((x) => x.stream);
      const heads = behind.map((x) => String(x.head));
      const rows = await runPrepared<EventRow>(
        em,
        'log-consumer.events',
        `select e.stream, e.seq, e.kind, e.actor_id, e.data, e.created_at as at
           from events e join unnest($1::text[], $2::bigint[], $3::bigint[]) as b(stream, after, head) on e.stream = b.stream and e.seq > b.after and e.seq <= b.head
          where e.kind = any($4::text[]) order by e.stream, e.seq`,
        [streams, behind.map((x) => String(x.after)), heads, [...opts.kinds]],
      );
      const events = rows.map(eventFromRow);
      if (events.length) await opts.handle(events);
      handled = events.length;
      await runPrepared(
        em,
        'log-consumer.advance',
        `insert into log_consumers (consumer, stream, seq) select $1::text, b.stream, b.head from unnest($2::text[], $3::bigint[]) as b(stream, head)
          on conflict (consumer, stream) do update set seq = greatest(log_consumers.seq, excluded.seq)`,
        [opts.name, streams, heads],
      );
      if (!only && behind.length === batch) all = true; // more streams waiting
    });
    return handled;
  }

  /** A pass over every stream (the sweep; a test). */
  async function tick(): Promise<number> {
    all = true;
    return run();
  }

  async function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    if (!all && !pending.size) return 0; // nothing nudged (a timer after the loop took it)
    running = (async () => {
      // first yield: a loop that had nothing to await would clear `running` in its `finally` before
      // the assignment above and leave the consumer holding a settled promise for ever
      await Promise.resolve();
      let total = 0;
      try {
        for (;;) {
          again = false;
          if (all) {
            all = false;
            pending.clear(); // a full pass covers them
            total += await asBackgroundWork(() => pass());
          } else if (pending.size) {
            const only = [...pending].slice(0, batch);
            for (const s of only) pending.delete(s);
            try {
              total += await asBackgroundWork(() => pass(only));
            } catch (err) {
              for (const s of only) pending.add(s); // retried with the next pass
              throw err;
            }
          }
          if ((!again && !all && !pending.size) || consumer.stopped()) break;
        }
      } catch (err) {
        // the cursors did not move: the same events come again at the next tick
        if (!stopped) deps.log.warn({ err, consumer: opts.name }, 'log consumer: a pass failed; retried at the next one');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  const sweep = setInterval(() => void tick(), interval);
  sweep.unref();

  /** Runs a pass soon (coalesced) for what is pending. */
  function soonRun(): void {
    if (soon || (!all && !pending.size)) return;
    soon = setTimeout(() => {
      soon = null;
      if (!stopped) void run();
    }, 20);
    soon.unref();
  }

  /** A delayed consumer's nudged stream: read once its event is `delay` old (its second's timer). */
  function whenOfAge(stream: string, at: string): void {
    const due = Math.ceil((Date.parse(at) + delay) / 1000) * 1000;
    const slot = later.get(due);
    if (slot) {
      slot.streams.add(stream);
      return;
    }
    const timer = setTimeout(() => {
      const s = later.get(due);
      later.delete(due);
      if (stopped || !s) return;
      for (const x of s.streams) pending.add(x);
      soonRun();
    }, Math.max(0, due - clock.now().getTime()) + 50);
    timer.unref();
    later.set(due, { streams: new Set([stream]), timer });
  }

  const consumer: LogConsumer & { stopped(): boolean } = {
    name: opts.name,
    tick,
    stopped: () => stopped,
    nudge(events) {
      if (stopped) return;
      if (!events) {
        if (!delay) all = true; // a delayed consumer's sweep comes anyway: nothing nudged is of age yet
      } else
        for (const e of events) {
          if (!kinds.has(e.kind) || !e.stream.startsWith(opts.streams)) continue;
          if (delay) whenOfAge(e.stream, e.at);
          else pending.add(e.stream);
        }
      soonRun();
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      if (soon) clearTimeout(soon);
      for (const { timer } of later.values()) clearTimeout(timer);
      later.clear();
      await running?.catch(() => 0);
    },
  };
  const list = consumers.get(deps) ?? [];
  list.push(consumer);
  consumers.set(deps, list);
  return consumer;
}
