import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorCode } from '@poolmates/schema';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/**
 * "Busy, retrying…" (issue 27, decision 060): how many operations are waiting to be tried again
 * because the server refused them as busy. The connection banner shows the status while any is.
 */
let waiting = 0;
const listeners = new Set<() => void>();
const changeWaiting = (delta: number) => {
  waiting += delta;
  for (const listener of listeners) listener();
};
export const busyRetries = {
  count: () => waiting,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export interface BusyRetryOptions {
  /** Tries after the first, then the refusal reaches the page (its own error and Retry). */
  retries?: number;
  /** The first backoff; it doubles each try, with jitter, up to `maxMs` (Retry-After is honoured when longer). */
  baseMs?: number;
  maxMs?: number;
}

type Result = ApolloLink.Result;
type GraphQLErrorLike = { extensions?: Record<string, unknown> | null };

/** A refusal of admission control: UNAVAILABLE, or RATE_LIMITED that carries a retry hint (a person's share; the ordinary rate limits carry none). */
const isBusyError = (e: GraphQLErrorLike): boolean => {
  const code = e.extensions?.code;
  return code === ErrorCode.UNAVAILABLE || (code === ErrorCode.RATE_LIMITED && typeof e.extensions?.retryAfterMs === 'number');
};
const hintOf = (errors: readonly GraphQLErrorLike[]): number | null => {
  const ms = errors.find(isBusyError)?.extensions?.retryAfterMs;
  return typeof ms === 'number' ? ms : null;
};
/** Retry-After (seconds) of the HTTP response, in ms. */
const retryAfterOf = (response: Response | undefined): number | null => {
  const seconds = Number(response?.headers.get('retry-after'));
  return response && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
};

/** How long to wait before trying again, or null when the failure is not a busy refusal. */
export function busyWait(failure: unknown, response: Response | undefined): number | null {
  if (ServerError.is(failure)) {
    if (failure.statusCode !== 503 && failure.statusCode !== 429) return null;
    // 429 is also an ordinary proxy's rate limit: retried only with the app's own hint
    if (failure.statusCode === 429 && !/retryAfterMs/.test(failure.bodyText)) return null;
    return retryAfterOf(failure.response) ?? 0;
  }
  if (CombinedGraphQLErrors.is(failure)) return failure.errors.some(isBusyError) ? (retryAfterOf(response) ?? hintOf(failure.errors) ?? 0) : null;
  const result = failure as Result | null;
  if (result && typeof result === 'object' && 'errors' in result && Array.isArray(result.errors) && result.data == null && result.errors.some(isBusyError)) {
    return retryAfterOf(response) ?? hintOf(result.errors) ?? 0;
  }
  return null;
}

/**
 * Whether an operation may be sent again: a query or subscription (nothing changes), or a mutation
 * that carries a `clientId` (the server answers a repeat with what it stored the first time).
 */
export function safeToRetry(operation: ApolloLink.Operation): boolean {
  if (operation.operationType !== OperationTypeNode.MUTATION) return true;
  const vars = operation.variables as Record<string, unknown>;
  const hasId = (v: unknown) => typeof v === 'string' && v.length > 0;
  return hasId(vars.clientId) || Object.values(vars).some((v) => v !== null && typeof v === 'object' && hasId((v as Record<string, unknown>).clientId));
}

/**
 * Tries an operation the server refused as busy (HTTP 503/429 with Retry-After, UNAVAILABLE on the
 * socket) again after a backoff — only one safe to repeat, and only before any of its results
 * arrived — counting it in `busyRetries` while it waits. Past the tries, the refusal goes on.
 */
export function busyRetryLink(options: BusyRetryOptions = {}): ApolloLink {
  const { retries = 5, baseMs = 500, maxMs = 8000 } = options;
  return new ApolloLink((operation, forward) => {
    if (!safeToRetry(operation)) return forward(operation);
    return new Observable<Result>((observer) => {
      let sub: Subscription | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let tries = 0;
      let delivered = false;
      let counted = false;
      const count = (on: boolean) => {
        if (on === counted) return;
        counted = on;
        changeWaiting(on ? 1 : -1);
      };
      /** Schedules the next try for a busy refusal; false when the failure should go on. */
      const retried = (failure: unknown): boolean => {
        if (delivered || tries >= retries) return false;
        const hint = busyWait(failure, (operation.getContext() as { response?: Response }).response);
        if (hint === null) return false;
        const backoff = Math.min(maxMs, baseMs * 2 ** tries) * (0.75 + Math.random() * 0.5);
        tries++;
        count(true);
        sub?.unsubscribe();
        timer = setTimeout(start, Math.max(hint, backoff));
        return true;
      };
      const start = () => {
        // a subscription's retry under way waits for nothing: the server says nothing when it
        // accepts one (only a refusal or an event comes), so it stops counting now — the banner
        // stayed up until the subscription's first event, for minutes (probe 2026-11-27)
        if (tries > 0 && operation.operationType === OperationTypeNode.SUBSCRIPTION) count(false);
        sub = forward(operation).subscribe({
          next: (value) => {
            if (!delivered && retried(value)) return;
            delivered = true;
            count(false);
            observer.next(value);
          },
          error: (err: unknown) => {
            if (retried(err)) return;
            count(false);
            observer.error(err);
          },
          complete: () => {
            if (timer !== undefined && counted) return; // a retry is scheduled: its own try completes
            count(false);
            observer.complete();
          },
        });
      };
      start();
      return () => {
        clearTimeout(timer);
        sub?.unsubscribe();
        count(false);
      };
    });
  });
}
