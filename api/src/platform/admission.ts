import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import { ErrorCode, LIMITS, MSG } from '@poolmates/schema';
import { AppError } from './errors.js';
import type { Context } from './context.js';

/** What admission control allows at once (config ADMISSION_*, decision 060). */
export interface AdmissionLimits {
  /** Admitted work running at once. */
  concurrency: number;
  /** Work waiting for a slot; past it a newcomer is refused at once. */
  queue: number;
  /** The longest a waiting one waits: then it is refused instead of run (accepted work never waits for seconds). */
  queueWaitMs: number;
  /** One owner's running + waiting work; past it RATE_LIMITED (a per-person limit, not overload). */
  perPerson: number;
}

/** Decides, per piece of sheddable work, whether to refuse it now (decision 101). */
export interface Shedder {
  shed(): boolean;
  /** The share refused now (0–0.95), for /metrics and tests. */
  level(): number;
  stop(): void;
}

/**
 * Load shedding by the event loop's utilisation (decision 101). Past capacity the wait is before
 * admission sees a request: in the kernel's socket buffers while the loop is saturated (2026-11-28:
 * refusals were answered at p99 6.25 s, like accepted writes), where the queue bound cannot reach.
 * Every `windowMs` the loop's utilisation over that window is read: at or above `over` the share of
 * new mutations refused at once grows by `step` (at most 0.95) — from 0 only on the second such
 * window in a row (decision 101, amended) — below it the share halves. A refusal costs a counter;
 * the saturated loop gets back to the work it accepted.
 */
export function utilizationShedder(opts: { over: number; windowMs?: number; step?: number; utilization?: () => number; random?: () => number }): Shedder {
  const windowMs = opts.windowMs ?? 100;
  const step = opts.step ?? 0.1;
  const random = opts.random ?? Math.random;
  let last = performance.eventLoopUtilization();
  const sample =
    opts.utilization ??
    (() => {
      const now = performance.eventLoopUtilization();
      const u = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return u;
    });
  let share = 0;
  let before = false;
  const timer = setInterval(() => {
    const over = sample() >= opts.over;
    // a lone saturated window (a collection, a burst) starts nothing: shedding starts on the second
    // in a row, and once it has started every saturated window raises it
    if (over && (before || share > 0)) share = Math.min(0.95, share + step);
    else if (!over) share = share < 0.02 ? 0 : share / 2;
    before = over;
  }, windowMs);
  timer.unref();
  return {
    shed: () => share > 0 && random() < share,
    level: () => share,
    stop: () => clearInterval(timer),
  };
}

/**
 * Mutations never shed (decision 101): a call's signalling, lost in the middle of a connection's
 * setup, would leave a pair of the call unconnected (the client does not retry a signal), and
 * leaving a call frees the others' mesh. Small, rare, and the saturated loop gains nothing by them.
 */
const NEVER_SHED = new Set(['sendCallSignal', 'sendCallSignals', 'leaveCall']);

/** Whether an operation may be shed: a mutation with at least one root field outside NEVER_SHED. */
export function sheddable(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.some((s) => s.kind !== 'Field' || !NEVER_SHED.has(s.name.value));
}

/**
 * A mutation of only a call's signalling counts against its own share, this many times a person's
 * write share: a fifth person joining a call sends its offers and candidates to four peers at once
 * over the socket (decision 098), more than the eight changes a person may have under way, and a
 * refused signal leaves a pair unconnected. Their own rate limit (callSignal) still bounds them.
 */
const SIGNAL_SHARE = 8;

/**
 * A mutation's slot at either door (HTTP/shim plugin, socket): a call's signalling on its own
 * share and never shed; any other mutation shed while the loop is saturated (decision 101), else on
 * the person's share.
 */
export function enterMutation(admission: Admission, operation: OperationDefinitionNode | null | undefined, owner: string | null): ReturnType<Admission['enter']> {
  if (!sheddable(operation)) return admission.enter(owner === null ? null : `${owner}/signal`, admission.limits.perPerson * SIGNAL_SHARE);
  return admission.shedding() ? 'busy' : admission.enter(owner);
}

/** Gives the slot back; a second call does nothing. */
export type Release = () => void;
/** Why work was refused: the process is full (`busy`) or one person has too much under way (`person`). */
export type Refusal = 'busy' | 'person';

interface Waiter {
  owner: string | null;
  at: number;
  timer: NodeJS.Timeout;
  resolve(answer: Release | Refusal): void;
}

/**
 * A concurrency limiter with a bounded queue and a bounded wait (issue 27, decision 060). Work
 * that cannot run at once waits in order; one that waited `queueWaitMs` is refused (its timer),
 * never run late; a full queue refuses at once. Costs nothing per request beyond a counter when
 * there is room (the answer is then synchronous).
 */
export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly byOwner = new Map<string, number>();
  /** Work running now per person (an owner's part before `/`: their writes and subscription starts together). */
  private readonly runningOf = new Map<string, number>();
  /** Refusals since start (for /metrics). */
  refused = { busy: 0, person: 0, shed: 0 };

  constructor(
    readonly limits: AdmissionLimits,
    private shedder: Shedder | null = null,
  ) {}

  /** The share of mutations shed now (0 without a shedder), for /metrics. */
  shedLevel(): number {
    return this.shedder?.level() ?? 0;
  }

  /** Replaces the shedder (tests: one that sheds, installed after their setup's writes); the old one is stopped. */
  useShedder(shedder: Shedder | null): void {
    this.shedder?.stop();
    this.shedder = shedder;
  }

  /**
   * Work that may be shed (a mutation, not a subscription's start) asks this first: true while the
   * process is saturated, other work is under way, and this one drew a refusal (decision 101) —
   * counted as busy.
   */
  shedding(): boolean {
    // nothing under way: the loop's saturation is not requests' (a start-up's seeding and first
    // compiles, a sweep) and refusing the only one saves nothing — the first sign-in after
    // `npm start` was refused as busy (2026-11-29)
    if (this.shedder === null || this.running === 0 || !this.shedder.shed()) return false;
    this.refused.busy++;
    this.refused.shed++;
    return true;
  }

  /** Work running now and waiting now (for /metrics and tests). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * A slot now, a promise of one (or of a refusal once the wait bound passes), or a refusal now.
   * `share`: how many the owner may have running + waiting (default `perPerson`).
   */
  enter(owner: string | null, share: number = this.limits.perPerson): Release | Refusal | Promise<Release | Refusal> {
    if (owner !== null && (this.byOwner.get(owner) ?? 0) >= share) return this.refuse('person');
    // a free slot with someone waiting means each of them waits on their own person's half (next()
    // hands a freed slot to the first who may run): a newcomer who may run takes it
    if (this.running < this.limits.concurrency && this.mayRun(owner)) {
      this.take(owner);
      return this.releaser(owner);
    }
    if (this.waiting.length >= this.limits.queue) return this.refuse('busy');
    this.own(owner, 1);
    return new Promise<Release | Refusal>((resolve) => {
      const waiter: Waiter = {
        owner,
        at: performance.now(),
        resolve,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(waiter);
          if (i >= 0) this.waiting.splice(i, 1);
          this.own(owner, -1);
          resolve(this.refuse('busy'));
        }, this.limits.queueWaitMs),
      };
      waiter.timer.unref();
      this.waiting.push(waiter);
    });
  }

  /**
   * One person runs at most half the slots (at least one): the rest stay for the others, and a
   * waiting write of another person is handed a freed slot before that person's next (probe
   * 2026-11-27: one person's subscribe loop held every slot and the queue in front of everyone).
   */
  private mayRun(owner: string | null): boolean {
    if (owner === null) return true;
    return (this.runningOf.get(personOf(owner)) ?? 0) < Math.max(1, Math.floor(this.limits.concurrency / 2));
  }

  private run(owner: string | null, delta: number) {
    if (owner === null) return;
    const person = personOf(owner);
    const n = (this.runningOf.get(person) ?? 0) + delta;
    if (n > 0) this.runningOf.set(person, n);
    else this.runningOf.delete(person);
  }

  private refuse(why: Refusal): Refusal {
    this.refused[why]++;
    return why;
  }

  private own(owner: string | null, delta: number) {
    if (owner === null) return;
    const n = (this.byOwner.get(owner) ?? 0) + delta;
    if (n > 0) this.byOwner.set(owner, n);
    else this.byOwner.delete(owner);
  }

  private take(owner: string | null) {
    this.running++;
    this.run(owner, 1);
    this.own(owner, 1);
  }

  private releaser(owner: string | null): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.running--;
      this.run(owner, -1);
      this.own(owner, -1);
      this.next();
    };
  }

  /**
   * Hands free slots to the waiting, oldest first among those whose person may run more; one that
   * waited past the bound is refused, not run.
   */
  private next() {
    let i = 0;
    while (this.running < this.limits.concurrency && i < this.waiting.length) {
      const waiter = this.waiting[i];
      if (performance.now() - waiter.at > this.limits.queueWaitMs) {
        this.waiting.splice(i, 1);
        clearTimeout(waiter.timer);
        this.own(waiter.owner, -1);
        waiter.resolve(this.refuse('busy'));
        continue;
      }
      if (!this.mayRun(waiter.owner)) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      clearTimeout(waiter.timer);
      this.running++; // the owner's count already holds it
      this.run(waiter.owner, 1);
      waiter.resolve(this.releaser(waiter.owner));
    }
  }
}

/** The person an owner is (`user:7/subscribe` → `user:7`). */
const personOf = (owner: string) => {
  const slash = owner.indexOf('/');
  return slash < 0 ? owner : owner.slice(0, slash);
};

export const admissionLimits = (config: { ADMISSION_CONCURRENCY: number; ADMISSION_QUEUE: number; ADMISSION_QUEUE_WAIT_MS: number; ADMISSION_PER_PERSON: number }): AdmissionLimits => ({
  concurrency: config.ADMISSION_CONCURRENCY,
  queue: config.ADMISSION_QUEUE,
  queueWaitMs: config.ADMISSION_QUEUE_WAIT_MS,
  perPerson: config.ADMISSION_PER_PERSON,
});

export const readAdmissionLimits = (config: { READ_ADMISSION_CONCURRENCY: number; READ_ADMISSION_QUEUE: number; READ_ADMISSION_QUEUE_WAIT_MS: number; READ_ADMISSION_PER_PERSON: number }): AdmissionLimits => ({
  concurrency: config.READ_ADMISSION_CONCURRENCY,
  queue: config.READ_ADMISSION_QUEUE,
  queueWaitMs: config.READ_ADMISSION_QUEUE_WAIT_MS,
  perPerson: config.READ_ADMISSION_PER_PERSON,
});

/** The retryable error of a refusal: UNAVAILABLE (busy) or RATE_LIMITED (one person's share), with the wait to retry after. */
export function refusalError(why: Refusal, of: 'changes' | 'reads' = 'changes'): AppError {
  const retryAfterMs = LIMITS.admissionRetryAfterMs;
  // without a stack (nobody reads a refusal's): a reconnect storm's refusals come by the ten
  // thousand (32,578 subscribes refused and retried while 1,000 sockets opened, 2026-11-29), and
  // GraphQLError captures a stack twice — 40 % of a refusal's cost
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return why === 'busy'
      ? new AppError(ErrorCode.UNAVAILABLE, MSG.serverBusy, { retryAfterMs })
      : new AppError(ErrorCode.RATE_LIMITED, of === 'reads' ? MSG.tooManyReadsAtOnce : MSG.tooManyChangesAtOnce, { retryAfterMs });
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Retry-After in whole seconds (at least 1). */
export const retryAfterSeconds = (ms: number = LIMITS.admissionRetryAfterMs) => String(Math.max(1, Math.ceil(ms / 1000)));

/** The owner whose share a signed-in person's work counts against; visitors (sign-in, register) share the process's. */
export const ownerOf = (ctx: Pick<Context, 'viewerRow'> | null | undefined): string | null => {
  const id = ctx?.viewerRow?.id;
  return id === undefined || id === null ? null : `user:${id}`;
};

/**
 * The owner a read counts against (decision 090): a signed-in person, or a visitor's address — a
 * shared bucket for every visitor would let one scraper refuse every other visitor's first page;
 * an address bounds the scraper alone (an office behind one address gets twice a person's share).
 * No address known (no socket peer): the process's bound only.
 */
export const readOwnerOf = (ctx: Pick<Context, 'viewerRow' | 'ip'> | null | undefined): string | null =>
  ownerOf(ctx) ?? (ctx?.ip ? `ip:${ctx.ip}` : null);

/** A visitor's address may run this many times a person's share of reads. */
const shareOf = (owner: string | null, limits: AdmissionLimits) => (owner?.startsWith('ip:') ? limits.perPerson * LIMITS.readAdmissionPerAddressFactor : limits.perPerson);

/**
 * A read outside Apollo (a spliced page, decision 066) takes a read slot: its release, or the
 * refusal's HTTP status, Retry-After and error as Apollo's plugin would answer it.
 */
export function admitRead(reads: Admission, ctx: Pick<Context, 'viewerRow' | 'ip'>) {
  const answer = (got: Release | Refusal) => {
    if (typeof got === 'function') return got;
    const e = refusalError(got, 'reads');
    return { status: got === 'busy' ? 503 : 429, retryAfter: retryAfterSeconds(), error: { message: e.message, extensions: { code: e.extensions.code, retryAfterMs: LIMITS.admissionRetryAfterMs } } };
  };
  const owner = readOwnerOf(ctx);
  const got = reads.enter(owner, shareOf(owner, reads.limits));
  return got instanceof Promise ? got.then(answer) : answer(got);
}

/**
 * Apollo plugin: every mutation (HTTP GraphQL and the REST shim, which runs its operations through
 * Apollo) takes a slot once its operation is known, before it executes, and gives it back as its
 * response is sent. Refused: nothing ran — HTTP 503 (busy) or 429 (one person's share) with
 * Retry-After, and the retryable error in the body (the shim maps UNAVAILABLE to STATUSCODE 503).
 */
export function admissionPlugin(admission: Admission, reads?: Admission): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let release: Release | null = null;
      // Apollo runs the plugins' didResolveOperation together: when another one refuses (the
      // guards), the response is sent while this one may still wait for a slot — given back at once
      let sent = false;
      return {
        async didResolveOperation(rc) {
          const kind = rc.operation?.operation;
          // a query (each of a batch's, the shim's reads) takes a read slot (decision 090); when
          // there is room the answer is synchronous: a counter, no await
          const read = kind === 'query' && reads !== undefined;
          if (kind !== 'mutation' && !read) return;
          let answer: ReturnType<Admission['enter']>;
          if (read) {
            const owner = readOwnerOf(rc.contextValue);
            answer = reads.enter(owner, shareOf(owner, reads.limits));
          } else answer = enterMutation(admission, rc.operation, ownerOf(rc.contextValue));
          if (answer instanceof Promise) answer = await answer;
          if (typeof answer === 'function') {
            if (sent) answer();
            else release = answer;
            return;
          }
          if (sent) return;
          rc.response.http.status = answer === 'busy' ? 503 : 429;
          rc.response.http.headers.set('retry-after', retryAfterSeconds());
          throw refusalError(answer, read ? 'reads' : 'changes');
        },
        async willSendResponse() {
          sent = true;
          release?.();
          release = null;
        },
      };
    },
  };
}
