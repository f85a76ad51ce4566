import { FocusPhase } from './accountability.types.js';

/** What the focus timer's state is computed from (a row, or a snapshot in an event). */
export interface FocusBase {
  id: number;
  topicId: number;
  startedById: number;
  startedAt: Date;
  focusMinutes: number;
  breakMinutes: number;
}

export interface FocusState extends FocusBase {
  phase: FocusPhase;
  phaseEndsAt: Date;
  round: number;
  serverNow: Date;
}

/** A session cycles focus → break until stopped; after this long it counts as over (a forgotten timer). */
export const FOCUS_MAX_MS = 12 * 3_600_000;

/**
 * The phase at `now`, from the start and the durations alone (decision 044): every process and every
 * late joiner computes the same answer, so nothing has to be stored at each switch.
 */
export function focusState(s: FocusBase, now: Date): FocusState {
  const focus = s.focusMinutes * 60_000;
  const cycle = focus + s.breakMinutes * 60_000;
  const elapsed = Math.max(now.getTime() - s.startedAt.getTime(), 0);
  const round = Math.floor(elapsed / cycle) + 1;
  const within = elapsed % cycle;
  const phase = within < focus ? FocusPhase.FOCUS : FocusPhase.BREAK;
  const roundStart = s.startedAt.getTime() + (round - 1) * cycle;
  const phaseEndsAt = new Date(roundStart + (phase === FocusPhase.FOCUS ? focus : cycle));
  return { ...s, phase, phaseEndsAt, round, serverNow: now };
}

export const focusExpired = (s: Pick<FocusBase, 'startedAt'>, now: Date) => now.getTime() - s.startedAt.getTime() >= FOCUS_MAX_MS;
