import { ErrorCode, LEGACY_POST_ALERTS } from '@poolmates/schema';
import { AppError } from '../../platform/errors.js';

/**
 * A composer error: BAD_USER_INPUT on `field` with the correct English message, and — for the
 * spec's four alerts — `extensions.legacyMessage`, the alert verbatim, typos included, which the
 * legacy REST shim answers as its MESSAGE (decision 029).
 */
export function postInput(field: string, message: string): AppError {
  const legacy = LEGACY_POST_ALERTS[message];
  return new AppError(ErrorCode.BAD_USER_INPUT, message, { field, fieldErrors: [{ field, message }], ...(legacy ? { legacyMessage: legacy } : {}) });
}

/** The legacy MESSAGE for a GraphQL error message: the spec's alert where it has one. */
export const legacyPostMessage = (message: string): string => LEGACY_POST_ALERTS[message] ?? message;
