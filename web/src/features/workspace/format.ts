import { DAY_MS } from '@poolmates/schema';

/** "Day 2 of 7" while running; the start in the viewer's zone before; "Ended" after. */
export function dayLabel(t: { state: string; currentDay: number | null; durationDays: number; startsAt?: string | null }, now = new Date()): string {
  if (t.state === 'RUNNING' && t.currentDay) return `Day ${t.currentDay} of ${t.durationDays}`;
  if (t.state === 'ENDED') return 'Ended';
  return t.startsAt ? `Starts ${localStart(t.startsAt, now)}` : 'Not started yet';
}

/**
 * A start instant in the viewer's own time zone (the browser's), relative where it helps:
 * "today at 09:00", "tomorrow at 09:00", "Tue 1 Dec at 09:00 (in 8 days)".
 */
export function localStart(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const dayIndex = (d: Date) => Math.floor((d.getTime() - d.getTimezoneOffset() * 60_000) / DAY_MS);
  const days = dayIndex(at) - dayIndex(now);
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  const date = at.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
  return days > 1 ? `${date} at ${time} (in ${days} days)` : `${date} at ${time}`;
}

/** "2/3 joined". */
export const squadFill = (t: { memberCount: number; squadSize: number }) => `${t.memberCount}/${t.squadSize} joined`;

export const workspacePath = (topicId: string, tab = '') => `/homepage/active/${topicId}${tab ? `/${tab}` : ''}`;
export const poolDetailPath = (topicId: string) => `/homepage/pool/pooldetails/${topicId}`;
export const accountPath = (userId: string) => `/homepage/account/${userId}`;
