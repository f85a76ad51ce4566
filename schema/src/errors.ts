import { ErrorCode } from './error-codes.js';
import { MSG, SPEC_TEXT } from './messages.js';

export { ErrorCode } from './error-codes.js';

/**
 * Legacy envelope STATUSCODE: 0 success, 1 user error, 2 session invalid, 3 cancelled/withdrawn, 503 busy (retry,
 * decision 060), 429 one person's share of admission control (retry, decision 090; only for a refusal with
 * `retryAfterMs`, set by the shim: the domain's limits — sign-in, codes, write limits — stay 1, which a legacy
 * client shows, spec accounts.md).
 */
export const LegacyStatus = { OK: 0, ERROR: 1, SESSION_INVALID: 2, WITHDRAWN: 3, RATE_LIMITED: 429, UNAVAILABLE: 503 } as const;
export type LegacyStatus = (typeof LegacyStatus)[keyof typeof LegacyStatus];

export function legacyStatusFor(code: string | undefined): LegacyStatus {
  if (code === ErrorCode.UNAUTHENTICATED) return LegacyStatus.SESSION_INVALID;
  if (code === ErrorCode.REQUEST_WITHDRAWN) return LegacyStatus.WITHDRAWN;
  if (code === ErrorCode.UNAVAILABLE) return LegacyStatus.UNAVAILABLE;
  return LegacyStatus.ERROR;
}

/** A form error: which field and the exact message to show under it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Screen text → the spec's verbatim text, for the legacy REST MESSAGE. Screen texts that two spec
 * messages share (a username under 2 characters at register and in settings, an email taken at
 * register and in settings) map to the one the REST doors answer; a row that needs the other one
 * says so in its `onError`.
 */
const LEGACY_KEYS = ['emailInvalid', 'credentialsIncorrect', 'usernameTaken', 'emailTaken', 'mobileTaken', 'noRecord', 'fileTooBig', 'imageInvalid', 'emailUpdatedOtpSent', 'topicFileTooBig', 'topicImageInvalid', 'requestWithdrawn', 'squadFull', 'signInIdentifierInvalid'] as const;
// Built on first use, not at load: a top-level `new Map(…)` is code a bundler must keep, and with it
// every message and limit, in any web chunk that imports just `ErrorCode` (decision 035).
let legacyText: ReadonlyMap<string, string> | undefined;

/** The text a legacy client reads for a message (unchanged unless the spec spelled it otherwise). */
export function legacyMessage(message: string): string {
  legacyText ??= new Map(LEGACY_KEYS.map((k) => [MSG[k], SPEC_TEXT[k]]));
  return legacyText.get(message) ?? message;
}
