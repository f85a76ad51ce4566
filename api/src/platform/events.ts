import type { EntityManager } from '@mikro-orm/postgresql';
import { MSG } from '@poolmates/schema';
import { clock } from './clock.js';
import { userInput } from './errors.js';
import { runPrepared } from './prepared.js';
import type { LogEventPayload, PubSub } from './pubsub.js';

/**
 * The domain event log (decision 051): one transactional outbox every live screen reads.
 *
 * - A write appends its event **in its own transaction** (`appendEvent`), so the event exists if
 *   and only if the change does. Each stream (`topic:<id>` for a squad, `user:<id>` for a person)
 *   numbers its events 1, 2, 3… with no gap: the append bumps the stream's row in `event_streams`,
 *   whose row lock holds the next writer of that stream until this one commits — so a stream's
 *   events become visible in the order of their numbers (a bigserial's ids do not: two writers can
 *   commit 11 before 10, and a subscriber that saw 11 live would skip 10 forever).
 * - After the commit the writer publishes the events (`publishEvents`): the pub/sub (memory or
 *   Redis) only wakes subscribers up and carries the payload so a delivery reads nothing; the log
 *   stays the truth.
 * - `logStream` is the one delivery path: the events after the client's cursor first (the catch-up
 *   after a dropped socket), then the live ones, each once and in order; a live event that arrives
 *   ahead of a missing number (another process's, or a publish lost on Redis) makes it read the gap
 *   from the log. Past `maxCatchUp` missed events, or when pruning took the one after the cursor,
 *   it sends one RESET instead (the screen reloads). Unstored events (`publishEphemeral`, seq 0:
 *   typing) pass through a stream opened with `ephemeral: true`, live only.
 */

/** A stream name: `topic:<id>` (a squad), `pool:<id>` (a pool's public page: its comments, decision 068) or `user:<id>` (a person). */
export type StreamName = `topic:${number}` | `pool:${number}` | `user:${number}`;
export const topicStream = (topicId: number): StreamName => `topic:${topicId}`;
export const poolStream = (topicId: number): StreamName => `pool:${topicId}`;
export const userStream = (userId: number): StreamName => `user:${userId}`;

/** One event as stored and as published (JSON-safe: it may cross Redis); `kind` is `<feature>.<what>`, e.g. `post.created`. */
export type LogEvent = LogEventPayload;

/** What a subscriber of a stream receives: its events, or RESET (too much missed: reload, then go on from `seq`). */
export type Delivered = LogEvent | { stream: string; seq: number; kind: 'RESET'; actorId: null; data: Record<string, never>; at: string };

/** An `events` row as a statement answers it (`created_at as at`; through `row_to_json` too). */
export type EventRow = { stream: string; seq: string | number; kind: string; actor_id: number | null; data: LogEvent['data']; at: Date | string };
type Row = EventRow;
export const eventFromRow = (r: Row): LogEvent => ({
  stream: r.stream,
  seq: Number(r.seq),
  kind: r.kind,
  actorId: r.actor_id,
  data: r.data ?? {},
  at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
});

/** Fixed text with binds, run as a named prepared statement (decision 072). */
const APPEND_SQL = `with s as (
    insert into event_streams as es (stream, last_seq) values ($1::text, 1)
    on conflict (stream) do update set last_seq = es.last_seq + 1
    returning last_seq)
  insert into events (stream, seq, kind, actor_id, data, created_at)
  select $1::text, s.last_seq, $2::text, $3::int, $4::jsonb, $5::timestamptz from s
  returning stream, seq, kind, actor_id, data, created_at as at`;

/**
 * Appends one event to a stream inside the caller's transaction (`em` must be the transaction's)
 * and answers it. Call it last in the transaction: the stream stays locked until the commit.
 */
export async function appendEvent(em: EntityManager, stream: StreamName, kind: string, actorId: number | null, data: LogEvent['data'] = {}): Promise<LogEvent> {
  const [row] = await runPrepared<Row>(em, 'event.append', APPEND_SQL, [stream, kind, actorId, JSON.stringify(data), clock.now()]);
  return eventFromRow(row);
}

/**
 * One statement that makes a single-row write and appends its event (the fast path of decision
 * 051: atomic without a transaction of its own). `write` is an `insert … returning …` or
 * `update … returning …` of at most one row; `dataSql` builds the event's data from that row,
 * aliased `w` (e.g. `jsonb_build_object('checkInId', w.id)`). No row written, no event.
 */
export async function writeWithEvent<R extends object>(
  em: EntityManager,
  write: { sql: string; params: unknown[] },
  event: { stream: StreamName; kind: string; actorId: number | null; dataSql: string },
): Promise<{ row: R | null; event: LogEvent | null }> {
  const sql = `with w as (${write.sql}),
    s as (insert into event_streams as es (stream, last_seq) select ?, 1 from w
          on conflict (stream) do update set last_seq = es.last_seq + 1 returning last_seq),
    e as (insert into events (stream, seq, kind, actor_id, data, created_at)
          select ?, s.last_seq, ?, ?, ${event.dataSql}, ? from s, w
          returning stream, seq, kind, actor_id, data, created_at as at)
    select (select row_to_json(w) from w) as row, (select row_to_json(e) from e) as event`;
  const [r] = await em
    .getConnection()
    .execute<{ row: R | null; event: Row | null }[]>(sql, [...write.params, event.stream, event.stream, event.kind, event.actorId, clock.now()], 'all', em.getTransactionContext());
  return { row: r?.row ?? null, event: r?.event ? eventFromRow(r.event) : null };
}

/**
 * An event that is not stored (a typing indicator): live only, never replayed, numbered 0 so it
 * moves no cursor. Only a stream opened with `ephemeral: true` passes it through.
 */
export function publishEphemeral(pubsub: PubSub, stream: StreamName, kind: string, actorId: number | null, data: LogEvent['data'] = {}): void {
  pubsub.publish('LOG_EVENT', stream, { stream, seq: 0, kind, actorId, data, at: clock.now().toISOString() });
}

/**
 * What an event shows, read once and shared by every subscriber of this process that delivers it
 * (issue 27: a fan-out reads nothing per recipient): a read asked again under the same key within
 * `ttlMs` answers the first one's promise; a failed read is forgotten (the next one asks again).
 * The key is a string (the event's stream and number, with whatever else shapes the read) or the
 * event object itself (a live-only event, seq 0: every subscriber of a process receives the same
 * object, memory or Redis pub/sub).
 */
export function sharedEventReads<T>(ttlMs = 5_000): (key: string | object, read: () => Promise<T>) => Promise<T> {
  const byKey = new Map<string, Promise<T>>();
  const byObject = new WeakMap<object, Promise<T>>();
  return (key, read) => {
    const kept = typeof key === 'string' ? byKey.get(key) : byObject.get(key);
    if (kept) return kept;
    const made = read();
    const forget = () => {
      if (typeof key !== 'string') byObject.delete(key);
      else if (byKey.get(key) === made) byKey.delete(key);
    };
    made.catch(forget);
    if (typeof key !== 'string') byObject.set(key, made);
    else {
      byKey.set(key, made);
      setTimeout(forget, ttlMs).unref();
    }
    return made;
  };
}

/** Hands committed events to the live subscribers (after the commit: an event of a rolled-back write never goes out). */
export function publishEvents(pubsub: PubSub, events: readonly (LogEvent | null | undefined)[]): void {
  for (const e of events) if (e) pubsub.publish('LOG_EVENT', e.stream, e);
}

/** The stream's newest number (0 when it has none): where a screen that just loaded starts listening. */
export async function streamHead(em: EntityManager, stream: StreamName): Promise<number> {
  const rows = await em.getConnection().execute<{ last_seq: string }[]>('select last_seq from event_streams where stream = ?', [stream], 'all', em.getTransactionContext());
  return rows.length ? Number(rows[0].last_seq) : 0;
}

/** SQL: the newest number of the stream named by `stream` (an SQL expression or a placeholder), as text (`streamHead`; "0" when it has none). */
export const streamHeadSql = (stream: string) => `coalesce((select es.last_seq from event_streams es where es.stream = ${stream}), 0)::text`;

/** SQL: the newest number of the pool stream of the topic id `topicId` (an SQL expression), as text. */
export const poolStreamHeadSql = (topicId: string) => streamHeadSql(`'pool:' || ${topicId}`);

/** Events of a stream after `after` and before `before` (exclusive), oldest first, at most `limit`. */
export async function eventsBetween(em: EntityManager, stream: StreamName, after: number, before: number | null, limit: number): Promise<LogEvent[]> {
  const rows = await em
    .getConnection()
    .execute<Row[]>(
      `select stream, seq, kind, actor_id, data, created_at as at from events where stream = ? and seq > ? ${before === null ? '' : 'and seq < ?'} order by seq limit ?`,
      before === null ? [stream, after, limit] : [stream, after, before, limit],
      'all',
    );
  return rows.map(eventFromRow);
}

/** The membership events (`member.*`) of a stream in (after, upTo]: what a RESET must still see. */
async function membershipEventsBetween(em: EntityManager, stream: StreamName, after: number, upTo: number): Promise<LogEvent[]> {
  const rows = await em
    .getConnection()
    .execute<Row[]>(
      `select stream, seq, kind, actor_id, data, created_at as at from events where stream = ? and seq > ? and seq <= ? and kind like 'member.%' order by seq`,
      [stream, after, upTo],
      'all',
    );
  return rows.map(eventFromRow);
}

/** A client's cursor: parsed at the one id boundary (platform/ids.ts). */
export { parseCursor } from './ids.js';

/** What a subscriber's filter decides for an event it sees (every event of the stream passes it, in order). */
export type Admit = 'send' | 'skip' | 'end' | 'send-end';

export interface LogStreamOptions {
  pubsub: PubSub;
  /** A fresh EntityManager for the stream's own reads (the head, the catch-up, a gap). */
  em: () => EntityManager;
  stream: StreamName;
  /** The last number the client saw; null: from now. */
  after: number | null;
  /** Past this many missed events one RESET replaces them. */
  maxCatchUp: number;
  /** Sees every event in order (kind filter, membership by events); default: send. */
  admit?: (e: LogEvent) => Admit;
  /**
   * The subscriber's right to the stream, checked (throwing to refuse) just AFTER the head is read:
   * a removal committed before the check refuses, one after it is an event past the head, which
   * `admit` sees — no instant in between.
   */
  authorize?: () => Promise<void>;
  /** Pass live unstored events (`seq` 0, `publishEphemeral`) through `admit` as they come; they move no cursor. Default: ignored. */
  ephemeral?: boolean;
}

/**
 * One subscriber's events of one stream: the missed ones after `after`, then live, each once and
 * in order of `seq`. Listening starts before the catch-up is read, so an event committed in between
 * comes through one of the two. A cursor ahead of the stream's head is refused (it was never sent).
 * The returned iterator ends at once when its subscriber leaves (as `endsWithSubscriber` does).
 */
export async function logStream(opts: LogStreamOptions): Promise<AsyncIterableIterator<Delivered>> {
  const { pubsub, stream, maxCatchUp } = opts;
  const admit = opts.admit ?? (() => 'send' as const);
  // listening starts at subscribe() (decision 095), before the head and the catch-up are read
  const live = pubsub.subscribe('LOG_EVENT', stream);
  /**
   * The next live event, asked ahead (so an event published meanwhile is already waiting). Marked
   * handled: a failure (an overflow) asked for and then abandoned — the subscriber left at a
   * `yield` — would be an unhandled rejection, which ends the process; awaited, it still throws.
   */
  const ask = () => {
    const p = live.next();
    p.catch(() => {});
    return p;
  };
  let pending = ask();
  let head: number;
  try {
    head = await streamHead(opts.em(), stream);
    await opts.authorize?.();
    if (opts.after !== null && opts.after > head) throw userInput('after', MSG.eventCursorAhead);
  } catch (err) {
    await live.return?.();
    throw err;
  }
  let last = opts.after ?? head;
  let ended = false;

  async function* run(): AsyncGenerator<Delivered> {
    /** Every event in order through `admit`; false when the stream ends here. */
    function* pass(e: LogEvent): Generator<Delivered, boolean> {
      last = e.seq;
      const verdict = admit(e);
      if (verdict === 'send' || verdict === 'send-end') yield e;
      return verdict === 'send' || verdict === 'skip';
    }
    try {
      if (opts.after !== null && opts.after < head) {
        const missed = await eventsBetween(opts.em(), stream, opts.after, null, maxCatchUp + 1);
        // numbers have no gaps, so a log without the one after the cursor was pruned past it
        if (missed.length > maxCatchUp || missed[0]?.seq !== opts.after + 1) {
          // too much missed (or pruned): reload, then go on from the head; the membership events in
          // between still pass `admit` (a removal meanwhile ends the stream)
          for (const e of await membershipEventsBetween(opts.em(), stream, opts.after, head)) {
            const verdict = admit(e);
            if (verdict === 'end' || verdict === 'send-end') return;
          }
          last = head;
          yield { stream, seq: head, kind: 'RESET', actorId: null, data: {}, at: clock.now().toISOString() };
        } else {
          for (const e of missed) if (!(yield* pass(e))) return;
        }
      }
      // live from here on: an event this subscriber would skip, arriving next in order with nothing
      // queued before it, is passed over where it is published — no wake-up of this generator (a
      // post woke each member's accountability stream, a chat message the notification and call
      // streams of both people, for nothing; issue 27). `admit` is pure; its other answers wake it.
      live.dropWhen?.((e) => {
        if (ended) return false;
        if (e.seq === 0) return !opts.ephemeral || admit(e) !== 'send';
        if (e.seq !== last + 1 || admit(e) !== 'skip') return false;
        last = e.seq;
        return true;
      });
      for (;;) {
        const r = await pending;
        if (r.done || ended) return;
        pending = ask();
        const e = r.value;
        if (e.seq === 0) {
          // not stored (typing): now or never, in no order of the log
          if (opts.ephemeral && admit(e) === 'send') yield e;
          continue;
        }
        if (e.seq <= last) continue; // sent already (catch-up, a gap read, or a duplicate)
        if (e.seq > last + 1) {
          // events missing before this one: the log has them
          const gap = await eventsBetween(opts.em(), stream, last, e.seq, e.seq - last);
          for (const g of gap) if (g.seq > last && !(yield* pass(g))) return;
        }
        if (!(yield* pass(e))) return;
      }
    } finally {
      ended = true;
      await live.return?.();
    }
  }

  const events = run();
  const stop = async () => {
    ended = true;
    try {
      await live.return?.();
    } catch {
      // ending anyway
    }
  };
  const it: AsyncIterableIterator<Delivered> = {
    next: () => events.next(),
    async return(value?: unknown) {
      await stop();
      return events.return(value as never);
    },
    async throw(err?: unknown) {
      await stop();
      return events.throw(err);
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}

/**
 * Membership as events (decision 051): a squad stream's subscriber was a member when it subscribed
 * (checked then, once); `member.removed`/`member.left` of that person ends the stream right after
 * delivering it — nothing of the squad after the removal reaches them, and no event re-reads the
 * membership. `only` narrows what is sent (every event still passes, so the removal is seen).
 */
export function squadAdmit(viewerId: number, only?: (kind: string) => boolean): (e: LogEvent) => Admit {
  return (e) => {
    const out = (e.kind === 'member.removed' || e.kind === 'member.left') && Number(e.data.userId) === viewerId;
    if (out) return only && !only(e.kind) ? 'end' : 'send-end';
    return !only || only(e.kind) ? 'send' : 'skip';
  };
}
