import { upcomingTime, zoneNote } from '../../lib/time-format';
import { paths } from '../../lib/paths';

/**
 * "Day 2 of 7" while running; the start in the viewer's zone before, naming that zone where it is
 * not the pool's ("Starts Thu 3 Dec 2026, 04:30 AM UTC (in 5 days)", as the pool lists say it);
 * "Ended" after.
 */
export function dayLabel(t: { state: string; currentDay: number | null; durationDays: number; startsAt?: string | null; timezone?: string | null }, now = new Date(), zone?: string): string {
  if (t.state === 'RUNNING' && t.currentDay) return `Day ${t.currentDay} of ${t.durationDays}`;
  if (t.state === 'ENDED') return 'Ended';
  if (!t.startsAt) return 'Not started yet';
  const when = upcomingTime(t.startsAt, now, zone);
  const note = zoneNote(t.startsAt, t.timezone, zone);
  if (!note) return `Starts ${when}`;
  // the zone right after the clock: before "(in 5 days)" when there is one
  const distance = / \(in \d+ days\)$/.exec(when);
  return distance ? `Starts ${when.slice(0, distance.index)} ${note}${distance[0]}` : `Starts ${when} ${note}`;
}

/** A start instant in the viewer's own zone, near ones in words (lib/time-format.ts). */
export const localStart = (iso: string, now = new Date()) => upcomingTime(iso, now);

/** "2/3 joined". */
export const squadFill = (t: { memberCount: number; squadSize: number }) => `${t.memberCount}/${t.squadSize} joined`;

export const workspacePath = paths.workspace;
export const poolDetailPath = paths.poolDetails;
export const accountPath = paths.account;
