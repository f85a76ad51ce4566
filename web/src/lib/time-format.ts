import { DAY_MS, timelineDate } from '@poolmates/schema';

/**
 * The one way the web app writes a time (issue 28, decision 054). Three forms and nothing else:
 * - the spec's start form "01-Dec-2026@09:00 AM" wherever the spec names it (a pool's 'Start');
 * - a relative form for recent items: "just now", "5 minutes ago", "3 days ago";
 * - one absolute form, in the viewer's zone: "Fri 27 Nov 2026, 07:00 AM".
 * A time tied to a pool carries the viewer's zone name where it differs from the pool's.
 * Tests run in UTC with an en-US locale; the forms are fixed (en-US parts) so they read the same
 * in every browser.
 */

/**
 * One `Intl.DateTimeFormat` per zone and form, made once: constructing one costs far more than
 * formatting with it, and a list (the Timeline's days, the pool cards) formats many times
 * (decision 081).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone ?? ''}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options })));
  return f;
}

/** The viewer's own IANA zone. */
export const viewerZone = (): string => formatter(undefined, {}).resolvedOptions().timeZone;

type Parts = Record<string, string>;
const partsOf = (iso: string | Date, zone: string | undefined, options: Intl.DateTimeFormatOptions): Parts =>
  Object.fromEntries(
    formatter(zone, options)
      .formatToParts(typeof iso === 'string' ? new Date(iso) : iso)
      .map((p) => [p.type, p.value]),
  );

const clock = (p: Parts) => `${p.hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: true };

/** "Start" in the spec's form from a pool's own date and time: "01-Dec-2026@09:00 AM". */
export function startLabel(startDate: string, startTime: string): string {
  return `${/^\d{4}-\d{2}-\d{2}$/.test(startDate) ? timelineDate(startDate) : startDate}@${startTime}`;
}

/** An instant in the spec's start form, in the viewer's zone unless `zone` is given. */
export function startInZone(iso: string, zone?: string): string {
  const p = partsOf(iso, zone, { year: 'numeric', month: '2-digit', day: '2-digit', ...CLOCK });
  return startLabel(`${p.year}-${p.month}-${p.day}`, clock(p));
}

/** "07:00 AM" in the viewer's zone (or `zone`). */
export function clockTime(iso: string, zone?: string): string {
  return clock(partsOf(iso, zone, CLOCK));
}

/** The absolute form: "Fri 27 Nov 2026, 07:00 AM" in the viewer's zone (or `zone`). */
export function absoluteTime(iso: string, zone?: string): string {
  const p = partsOf(iso, zone, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', ...CLOCK });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${clock(p)}`;
}

/** A calendar date alone: "27 Nov 2026" ("Member since"). */
export function calendarDate(iso: string, zone?: string): string {
  const p = partsOf(iso, zone, { year: 'numeric', month: 'short', day: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
}

/** A zone's offset from UTC in minutes at an instant. */
function offsetMinutes(iso: string, zone: string): number {
  const name = partsOf(iso, zone, { timeZoneName: 'longOffset' }).timeZoneName ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

/**
 * The viewer's zone as a short name ("GMT+1", "EST", "IST") when, at that instant, it is not the
 * pool's; '' when they agree (then no zone is shown, as the pool's zone is the one meant).
 */
export function zoneNote(iso: string, poolZone: string | null | undefined, zone: string = viewerZone()): string {
  if (!poolZone) return '';
  try {
    if (offsetMinutes(iso, zone) === offsetMinutes(iso, poolZone)) return '';
  } catch {
    return '';
  }
  return partsOf(iso, zone, { timeZoneName: 'short' }).timeZoneName ?? '';
}

/** A pool-bound instant in the start form with the viewer's zone when it differs: "01-Dec-2026@09:00 AM GMT+1". */
export function poolTime(iso: string, poolZone: string | null | undefined, zone?: string): string {
  const note = zoneNote(iso, poolZone, zone ?? viewerZone());
  return `${startInZone(iso, zone)}${note ? ` ${note}` : ''}`;
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;

/**
 * The relative form: "just now" under a minute (never "0 minutes ago"), then minutes, hours, days,
 * months, years (the spec's currentTime texts, pools-and-squads.md). A time a little in the future
 * (clock skew) reads "just now" too.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return unit(days, 'day');
  if (days < 365) return unit(Math.floor(days / 30), 'month');
  return unit(Math.floor(days / 365), 'year');
}

/** Whole calendar days from `now` to `at` in the viewer's zone (or `zone`). */
function dayDiff(at: string, now: Date, zone?: string): number {
  const key = (d: string | Date) => {
    const p = partsOf(d, zone, { year: 'numeric', month: '2-digit', day: '2-digit' });
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day));
  };
  return Math.round((key(at) - key(now)) / DAY_MS);
}

/**
 * An upcoming instant, near ones in words: "today at 09:00 AM", "tomorrow at 09:00 AM",
 * else the absolute form with the distance: "Tue 1 Dec 2026, 09:00 AM (in 8 days)".
 */
export function upcomingTime(iso: string, now: Date = new Date(), zone?: string): string {
  const days = dayDiff(iso, now, zone);
  if (days === 0) return `today at ${clockTime(iso, zone)}`;
  if (days === 1) return `tomorrow at ${clockTime(iso, zone)}`;
  return days > 1 ? `${absoluteTime(iso, zone)} (in ${days} days)` : absoluteTime(iso, zone);
}

/** A conversation's day separator: "Today", "Yesterday", else the date ("Fri 27 Nov 2026"). */
export function dayHeading(iso: string, now: Date = new Date(), zone?: string): string {
  const days = dayDiff(iso, now, zone);
  if (days === 0) return 'Today';
  if (days === -1) return 'Yesterday';
  const p = partsOf(iso, zone, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}
