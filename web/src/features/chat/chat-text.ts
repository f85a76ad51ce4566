import { dayHeading } from '../../lib/time-format';
import { paths } from '../../lib/paths';

/** The Message page with the conversation with one person open (the profile's Message button too). */
export const chatPath = (userId: string) => paths.chatWith(userId);

/** A message's sanitised HTML as one line of plain text (previews, the Messages panel). */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** 'Today', 'Yesterday' or the date, for the day separators of a conversation (lib/time-format.ts). */
export const dayLabel = (iso: string, now: Date = new Date()) => dayHeading(iso, now);

/** The local calendar day of a time, as a key. */
export const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};
