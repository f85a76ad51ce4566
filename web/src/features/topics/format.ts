/** The start forms live in the one time module (lib/time-format.ts, issue 28). */
export { poolTime, startInZone, startLabel, viewerZone, zoneNote } from '../../lib/time-format';

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
