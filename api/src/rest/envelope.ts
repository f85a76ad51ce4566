import { legacyMessage, LegacyStatus, legacyStatusFor } from '@poolmates/schema';

/** The legacy response envelope, kept exactly (DECISIONS.md: names and words). */
export interface Envelope {
  STATUSCODE: LegacyStatus;
  STATUS: 'SUCCESS' | 'ERROR';
  MESSAGE: string;
  PAYLOAD: unknown;
  /** Only the follower/following lists: `{next: {page, limit}}` beside a plain PAYLOAD list (pools-and-squads.md §7). */
  NEXT?: unknown;
  /** Only /logout: "success (1 = success) or error" at the top level (active-topic.md §7). */
  success?: 1;
  error?: string;
}

/** MESSAGE is always the spec's own text (`legacyMessage`: the screen fixes its typos, this door keeps them). */
export const ok = (PAYLOAD: unknown, MESSAGE = 'Success'): Envelope => ({ STATUSCODE: LegacyStatus.OK, STATUS: 'SUCCESS', MESSAGE: legacyMessage(MESSAGE), PAYLOAD });

export const fail = (MESSAGE: string, code?: string): Envelope => ({
  STATUSCODE: legacyStatusFor(code),
  STATUS: 'ERROR',
  MESSAGE: legacyMessage(MESSAGE),
  PAYLOAD: null,
});

/** A legacy body that is missing a field or has the wrong type: STATUSCODE 1 with a clear message. */
export class LegacyInputError extends Error {}

/** Thrown by a row's `payload` when the data means failure for a legacy client (e.g. check password: false). */
export class LegacyFailure extends Error {}
