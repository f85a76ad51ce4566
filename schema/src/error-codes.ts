// The error codes alone, with no imports: the web app's entry needs only these (decision 071), and
// errors.ts (which re-exports them) pulls the message table in.
/** Stable error codes carried in GraphQL `extensions.code`, mapped once to the legacy STATUSCODE. */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  SQUAD_FULL: 'SQUAD_FULL',
  REQUEST_WITHDRAWN: 'REQUEST_WITHDRAWN',
  /** Group calls (decision 042). */
  CALL_FULL: 'CALL_FULL',
  CALL_ENDED: 'CALL_ENDED',
  NOT_CALL_STARTER: 'NOT_CALL_STARTER',
  CALL_SESSION_UNKNOWN: 'CALL_SESSION_UNKNOWN',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** Overload (decision 060): refused before any work was done; retry after `extensions.retryAfterMs`. */
  UNAVAILABLE: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
