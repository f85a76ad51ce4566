import { randomUUID } from 'node:crypto';
import { HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode, LIMITS, MSG, type FieldError } from '@poolmates/schema';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from './logger.js';
import { isDatabaseOutage, OUTAGE_RETRY_AFTER } from './outage.js';

/** An expected failure with a stable code from `schema/`: the only kind of error a client sees. */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
    this.name = 'AppError';
  }
  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }
}

/** A form error: one or more fields with the spec's exact messages; `message` is the first one. */
export function fieldErrors(errors: FieldError[]): AppError {
  return new AppError(ErrorCode.BAD_USER_INPUT, errors[0].message, { field: errors[0].field, fieldErrors: errors });
}

export const userInput = (field: string, message: string) => fieldErrors([{ field, message }]);
export const unauthenticated = (message: string = MSG.notSignedIn) => new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(ErrorCode.FORBIDDEN, message);
export const notFound = (message: string = MSG.notFound) => new AppError(ErrorCode.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const rateLimited = (message: string) => new AppError(ErrorCode.RATE_LIMITED, message);

/** Throws the collected form errors, if any. */
export function assertValid(errors: FieldError[]): void {
  if (errors.length > 0) throw fieldErrors(errors);
}

/** Codes Apollo/graphql-js produce for a malformed request: safe to show as they are. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo `formatError`: AppErrors and request errors pass through; anything else is logged with an
 * id and reaches the client as INTERNAL_SERVER_ERROR carrying only that id.
 */
export function createErrorFormatter(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      // `http` is the answer's head (status, headers: Apollo reads it), not the body's
      const { http: _http, ...extensions } = original.extensions;
      return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    // the database went away under a statement: to retry, not a server error (decision 094)
    if (isDatabaseOutage(original) || isDatabaseOutage(error)) {
      return { message: MSG.databaseUnavailable, locations: formatted.locations, path: formatted.path, extensions: { code: ErrorCode.UNAVAILABLE, retryAfterMs: LIMITS.admissionRetryAfterMs } };
    }
    const code = formatted.extensions?.code;
    const isPlainGraphQL = original instanceof GraphQLError && !(original.originalError && !(original.originalError instanceof GraphQLError));
    if (typeof code === 'string' && REQUEST_CODES.has(code) && (isPlainGraphQL || original === error)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    if (code === undefined && original instanceof GraphQLError && !original.originalError && !original.path && !formatted.path) {
      // graphql-js validation/coercion errors without a code (an error with a path came from
      // executing a field — e.g. a value its type cannot serialize — and is ours, not the request's)
      return { message: formatted.message, locations: formatted.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    }
    const id = randomUUID();
    log.error({ err: original, errorId: id, path: formatted.path }, 'unexpected error');
    return {
      message: `Internal server error: ${id}`,
      path: formatted.path,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, errorId: id },
    };
  };
}

/**
 * The error of a request the database's outage stopped: UNAVAILABLE with `retryAfterMs`, and for
 * Apollo an HTTP head (503, Retry-After) — Apollo takes `extensions.http` off before formatting;
 * the error formatter leaves it out of the body too.
 */
export function databaseUnavailable(): AppError {
  return new AppError(ErrorCode.UNAVAILABLE, MSG.databaseUnavailable, {
    retryAfterMs: LIMITS.admissionRetryAfterMs,
    http: { status: 503, headers: new HeaderMap([['retry-after', OUTAGE_RETRY_AFTER]]) },
  });
}
