import type { ApolloServerPlugin } from '@apollo/server';
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
  /** Refusals since start (for /metrics). */
  refused = { busy: 0, person: 0 };

  constructor(readonly limits: AdmissionLimits) {}

  /** Work running now and waiting now (for /metrics and tests). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** A slot now, a promise of one (or of a refusal once the wait bound passes), or a refusal now. */
  enter(owner: string | null): Release | Refusal | Promise<Release | Refusal> {
    if (owner !== null && (this.byOwner.get(owner) ?? 0) >= this.limits.perPerson) return this.refuse('person');
    if (this.running < this.limits.concurrency && this.waiting.length === 0) {
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
    this.own(owner, 1);
  }

  private releaser(owner: string | null): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.running--;
      this.own(owner, -1);
      this.next();
    };
  }

  /** Hands free slots to the waiting, oldest first; one that waited past the bound is refused, not run. */
  private next() {
    while (this.running < this.limits.concurrency && this.waiting.length > 0) {
      const waiter = this.waiting.shift()!;
      clearTimeout(waiter.timer);
      if (performance.now() - waiter.at > this.limits.queueWaitMs) {
        this.own(waiter.owner, -1);
        waiter.resolve(this.refuse('busy'));
        continue;
      }
      this.running++; // the owner's count already holds it
      waiter.resolve(this.releaser(waiter.owner));
    }
  }
}

export const admissionLimits = (config: { ADMISSION_CONCURRENCY: number; ADMISSION_QUEUE: number; ADMISSION_QUEUE_WAIT_MS: number; ADMISSION_PER_PERSON: number }): AdmissionLimits => ({
  concurrency: config.ADMISSION_CONCURRENCY,
  queue: config.ADMISSION_QUEUE,
  queueWaitMs: config.ADMISSION_QUEUE_WAIT_MS,
  perPerson: config.ADMISSION_PER_PERSON,
});

/** The retryable error of a refusal: UNAVAILABLE (busy) or RATE_LIMITED (one person's share), with the wait to retry after. */
export function refusalError(why: Refusal): AppError {
  const retryAfterMs = LIMITS.admissionRetryAfterMs;
  return why === 'busy'
    ? new AppError(ErrorCode.UNAVAILABLE, MSG.serverBusy, { retryAfterMs })
    : new AppError(ErrorCode.RATE_LIMITED, MSG.tooManyChangesAtOnce, { retryAfterMs });
}

/** Retry-After in whole seconds (at least 1). */
export const retryAfterSeconds = (ms: number = LIMITS.admissionRetryAfterMs) => String(Math.max(1, Math.ceil(ms / 1000)));

/** The owner whose share a signed-in person's work counts against; visitors (sign-in, register) share the process's. */
export const ownerOf = (ctx: Pick<Context, 'viewerRow'> | null | undefined): string | null => {
  const id = ctx?.viewerRow?.id;
  return id === undefined || id === null ? null : `user:${id}`;
};

/**
 * Apollo plugin: every mutation (HTTP GraphQL and the REST shim, which runs its operations through
 * Apollo) takes a slot once its operation is known, before it executes, and gives it back as its
 * response is sent. Refused: nothing ran — HTTP 503 (busy) or 429 (one person's share) with
 * Retry-After, and the retryable error in the body (the shim maps UNAVAILABLE to STATUSCODE 503).
 */
export function admissionPlugin(admission: Admission): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let release: Release | null = null;
      // Apollo runs the plugins' didResolveOperation together: when another one refuses (the
      // guards), the response is sent while this one may still wait for a slot — given back at once
      let sent = false;
      return {
        async didResolveOperation(rc) {
          if (rc.operation?.operation !== 'mutation') return;
          let answer = admission.enter(ownerOf(rc.contextValue));
          if (answer instanceof Promise) answer = await answer;
          if (typeof answer === 'function') {
            if (sent) answer();
            else release = answer;
            return;
          }
          if (sent) return;
          rc.response.http.status = answer === 'busy' ? 503 : 429;
          rc.response.http.headers.set('retry-after', retryAfterSeconds());
          throw refusalError(answer);
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
