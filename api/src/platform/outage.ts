import { ErrorCode, LIMITS, MSG } from '@poolmates/schema';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/** Socket errors of a database that cannot be reached (a closed port, a dropped connection, a gone Unix socket). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/**
 * PostgreSQL's: class 08 (connection exception) but 08P01 — a protocol violation is a statement of
 * ours that does not fit (a bind count against its prepared statement): a bug, answered 500 and
 * logged, not hidden as "unavailable" (review of 094) — shutting down / starting up (57P01–57P03),
 * no connection slot (53300).
 */
const SQLSTATE = /^(08(?!P01)...|57P0[123]|53300)$/;
/** node-postgres' and its pool's own wording (no code on these). */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/**
 * Does this error (or what it wraps: `cause`, GraphQL's `originalError`) say the database cannot be
 * reached, rather than that a statement failed? Then the request is answered as unavailable, to
 * retry, not as a server error (decision 094).
 */
export function isDatabaseOutage(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    // already said: a context that could not read its session (context.ts)
    if (e instanceof GraphQLError && e.extensions.code === ErrorCode.UNAVAILABLE && e.message === MSG.databaseUnavailable) return true;
    const { code, syscall, message } = e as { code?: unknown; syscall?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code) || (code === 'ENOENT' && syscall === 'connect'))) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    e = (e as { originalError?: unknown }).originalError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Retry-After (seconds) of an outage's answer: as admission's busy refusal (decision 060). */
export const OUTAGE_RETRY_AFTER = String(Math.max(1, Math.ceil(LIMITS.admissionRetryAfterMs / 1000)));

/** The GraphQL body of that answer, for a request stopped before Apollo (a body's session read). */
export const unavailableBody = () => JSON.stringify({ errors: [{ message: MSG.databaseUnavailable, extensions: { code: ErrorCode.UNAVAILABLE, retryAfterMs: LIMITS.admissionRetryAfterMs } }] });

/**
 * Apollo plugin: an answer whose errors include the outage's (a resolver's statement failed as the
 * database went away; the formatter made it UNAVAILABLE) goes out as 503 with Retry-After, as one
 * stopped at its session read, unless another plugin set its status (admission's refusal).
 */
export function outagePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || response.http.status !== undefined) return;
          if (!response.body.singleResult.errors?.some((e) => e.extensions?.code === ErrorCode.UNAVAILABLE && e.message === MSG.databaseUnavailable)) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', OUTAGE_RETRY_AFTER);
        },
      };
    },
  };
}
