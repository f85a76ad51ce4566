import { ErrorCode, MSG } from '@poolmates/schema';
import { AppError, forbidden, notFound } from '../../platform/errors.js';

/** A call as its rules need it: its topic's squad, who started it, whether it still runs. */
export interface CallHead {
  id: number;
  topicId: number;
  startedById: number;
  endedAt: Date | null;
  squad: number[];
}

/**
 * Who may do what with a call (decision 042). Every rule is about the call's squad at the moment
 * of asking (membership is read with the call, in the same statement): a person removed from the
 * squad loses the call with it.
 */
interface CallPolicy {
  assertMember(head: CallHead | null, viewerId: number): asserts head is CallHead;
  assertRunning(head: CallHead | null, viewerId: number): asserts head is CallHead;
  assertStarter(head: CallHead | null, viewerId: number): asserts head is CallHead;
  ended(): AppError;
  full(): AppError;
  sessionUnknown(): AppError;
}

export const callPolicy: CallPolicy = {
  /** Reads (state, chat, events): squad members. An unknown call is NOT_FOUND, another squad's FORBIDDEN. */
  assertMember(head: CallHead | null, viewerId: number): asserts head is CallHead {
    if (!head) throw notFound(MSG.callNotFound);
    if (!head.squad.includes(viewerId)) throw forbidden(MSG.callSquadOnly);
  },
  /** Joining, leaving, media, signals, chat: a member, and the call still runs. */
  assertRunning(head: CallHead | null, viewerId: number): asserts head is CallHead {
    callPolicy.assertMember(head, viewerId);
    if (head.endedAt) throw new AppError(ErrorCode.CALL_ENDED, MSG.callEnded);
  },
  /** Stop Call: the starter only (the others leave). */
  assertStarter(head: CallHead | null, viewerId: number): asserts head is CallHead {
    callPolicy.assertRunning(head, viewerId);
    if (head.startedById !== viewerId) throw new AppError(ErrorCode.NOT_CALL_STARTER, MSG.callNotStarter);
  },
  ended: () => new AppError(ErrorCode.CALL_ENDED, MSG.callEnded),
  full: () => new AppError(ErrorCode.CALL_FULL, MSG.callFull),
  sessionUnknown: () => new AppError(ErrorCode.CALL_SESSION_UNKNOWN, MSG.callSessionUnknown),
};
