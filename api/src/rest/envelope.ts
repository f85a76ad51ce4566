import { legacyMessage, LegacyStatus, legacyStatusFor } from '@poolmates/schema';
import type { Envelope } from '../platform/legacy-row.js';

/** The legacy response envelope: its type lives beside the row's (platform/legacy-row.ts). */
export type { Envelope };

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
