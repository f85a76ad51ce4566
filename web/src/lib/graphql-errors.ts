import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorCode, SOMETHING_BROKE, type FieldError } from '@poolmates/schema';

/** A failed operation, reduced to what a form shows: per-field messages and/or one form message. */
export interface FormErrors {
  code: string | null;
  fields: Record<string, string>;
  form: string | null;
}

function isFieldErrorList(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e) => e && typeof e === 'object' && typeof e.field === 'string' && typeof e.message === 'string',
    )
  );
}

export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/**
 * Turns an Apollo error into form errors. BAD_USER_INPUT errors carrying `extensions.fieldErrors`
 * (or `extensions.field`) go under their fields when `knownFields` has them; everything else becomes
 * the form-level message.
 */
export function toFormErrors(error: unknown, knownFields: readonly string[]): FormErrors {
  const result: FormErrors = { code: errorCode(error), fields: {}, form: null };
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const ext = e.extensions ?? {};
      const list = isFieldErrorList(ext.fieldErrors)
        ? ext.fieldErrors
        : typeof ext.field === 'string'
          ? [{ field: ext.field, message: e.message }]
          : [];
      let placed = false;
      for (const fe of list) {
        if (knownFields.includes(fe.field)) {
          result.fields[fe.field] ??= fe.message;
          placed = true;
        }
      }
      if (!placed && !result.form) {
        result.form = ext.code === ErrorCode.INTERNAL_SERVER_ERROR ? SOMETHING_BROKE : e.message;
      }
    }
    return result;
  }
  if (ServerError.is(error)) {
    result.form = SOMETHING_BROKE;
    return result;
  }
  result.form = 'Could not reach the server. Check your connection and try again.';
  return result;
}

/** Field errors from the shared validators, keyed by field (first message wins). */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const e of errors) map[e.field] ??= e.message;
  return map;
}

/** A copy of an error map without one field (used when the user edits that field). */
export function withoutKey(map: Record<string, string>, key: string): Record<string, string> {
  if (!(key in map)) return map;
  const next = { ...map };
  delete next[key];
  return next;
}

/** `extensions.retryAfterSeconds` of a RATE_LIMITED answer (the code resend countdown), else null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const value = e.extensions?.retryAfterSeconds;
    if (e.extensions?.code === ErrorCode.RATE_LIMITED && typeof value === 'number' && value > 0) return value;
  }
  return null;
}

/** The one message a small form shows for a failed operation (field or form level). */
export function errorMessage(error: unknown): string {
  const { fields, form } = toFormErrors(error, []);
  return form ?? Object.values(fields)[0] ?? SOMETHING_BROKE;
}

/**
 * Why a query that should have found something failed to load, when the answer is no verdict on the
 * record: `offline` (the request never got an answer) or `server` (a 5xx or an internal error).
 * Null for an answered query (a missing record is `null` data or a NOT_FOUND, FORBIDDEN,
 * BAD_USER_INPUT or UNAUTHENTICATED error):
 * only then may a page say "not found" (issue 17: a network failure is not a deleted pool).
 */
export function loadFailure(error: unknown): 'offline' | 'server' | null {
  if (!error) return null;
  if (CombinedGraphQLErrors.is(error)) {
    const verdict = (code: unknown) => code === ErrorCode.NOT_FOUND || code === ErrorCode.FORBIDDEN || code === ErrorCode.BAD_USER_INPUT || code === ErrorCode.UNAUTHENTICATED;
    return error.errors.every((e) => verdict(e.extensions?.code)) ? null : 'server';
  }
  if (ServerError.is(error)) return 'server';
  return 'offline';
}
