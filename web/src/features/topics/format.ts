import { timelineDate } from '@poolmates/schema';

/** "Start" in the spec's form: a date and time as "01-Dec-2026@09:00 AM". */
export function startLabel(startDate: string, startTime: string): string {
  return `${/^\d{4}-\d{2}-\d{2}$/.test(startDate) ? timelineDate(startDate) : startDate}@${startTime}`;
}

/**
 * An instant as "01-Dec-2026@09:00 AM" in a zone: the viewer's own unless `zone` is given (issue
 * 17: starts were shown in the pool's zone only). One format for every start on screen.
 */
export function startInZone(iso: string, zone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return startLabel(`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`);
}

/** The viewer's own IANA zone. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How close an upcoming start is: "Starts soon" only within a day (issue 17), else "Upcoming". */
export function upcomingLabel(startsAt: string, now: number = Date.now()): 'Starts soon' | 'Upcoming' {
  return Date.parse(startsAt) - now <= 24 * 3_600_000 ? 'Starts soon' : 'Upcoming';
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A person's shown name (lib/person.ts), kept here for the pool pages' imports. */
export { personName } from '../../lib/person';

/**
 * The 'Want' line of a card: friends wanted besides the owner (the squad size counts the owner,
 * DECISIONS.md), so a squad of 3 wants 2 friends; size 1 is 'Only you'.
 */
export function wantedFriends(squadSize: number): string {
  return squadSize <= 1 ? 'Only you' : plural(squadSize - 1, 'friend');
}
