import { upcomingTime } from '../../lib/time-format';
import { paths } from '../../lib/paths';

/** "Day 2 of 7" while running; the start in the viewer's zone before; "Ended" after. */
export function dayLabel(t: { state: string; currentDay: number | null; durationDays: number; startsAt?: string | null }, now = new Date()): string {
  if (t.state === 'RUNNING' && t.currentDay) return `Day ${t.currentDay} of ${t.durationDays}`;
  if (t.state === 'ENDED') return 'Ended';
  return t.startsAt ? `Starts ${localStart(t.startsAt, now)}` : 'Not started yet';
}

/** A start instant in the viewer's own zone, near ones in words (lib/time-format.ts). */
export const localStart = (iso: string, now = new Date()) => upcomingTime(iso, now);

/** "2/3 joined". */
export const squadFill = (t: { memberCount: number; squadSize: number }) => `${t.memberCount}/${t.squadSize} joined`;

export const workspacePath = paths.workspace;
export const poolDetailPath = paths.poolDetails;
export const accountPath = paths.account;
