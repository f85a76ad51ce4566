import { timelineDate } from '@poolmates/schema';

/** "Start" on cards: the topic's own date and time, as "01-Dec-2026@09:00 AM". */
export function startLabel(startDate: string, startTime: string): string {
  return `${/^\d{4}-\d{2}-\d{2}$/.test(startDate) ? timelineDate(startDate) : startDate}@${startTime}`;
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
