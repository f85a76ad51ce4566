import { addDays, DAY_MS, dateInZone } from '@poolmates/schema';
import { type TopicCalendar, topicDayNumber } from '../topics/topic.policy.js';

export type { TopicCalendar };

/** A topic's calendar and its end instant (start + duration days, DECISIONS.md): what today's state follows. */
export interface TopicSpan extends TopicCalendar {
  endsAt: Date;
}

export type DayState = 'BEFORE' | 'RUNNING' | 'ENDED';

/** Day 1's date: the start instant's calendar date in the topic's zone. */
export const startDate = (t: TopicCalendar) => dateInZone(t.startsAt, t.timezone);

/** Whole days from calendar date `a` to `b` ("YYYY-MM-DD"); DST never matters to dates. */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The topic day (1-based, unclamped: 0 or less before the start, above durationDays after the end) of `now` — decision 082's one definition. */
export const rawDay = topicDayNumber;

/** Day N's calendar date in the topic's zone. */
export const dateOfDay = (t: TopicCalendar, day: number) => addDays(startDate(t), day - 1);

/** Day `day` of the topic from calendar date `date` (same zone). */
export const dayOfDate = (t: TopicCalendar, date: string) => daysBetween(startDate(t), date) + 1;

/**
 * The day check-ins, streaks, freezes and reminders count as today (decision 082 amended): the
 * calendar day, held at the last day from the date after it until the end instant — the topic
 * still runs (day N) and day N's check-in is still open, so it is not yet missed.
 */
export function countedDay(t: TopicSpan, now: Date): number {
  const raw = rawDay(t, now);
  const total = Math.max(t.durationDays, 1);
  return raw > total && now < t.endsAt ? total : raw;
}

/**
 * The day a missed-day reminder asks about: the counted day's yesterday, and for a day after the end
 * instant the last day. The end instant is start + N × 24 h: across a DST change (or a start late at
 * night) it may fall on the date after the day after the last, where "yesterday" is already past the
 * last day — its miss was never reminded (review of 082). `send` keeps it to once.
 */
export function missedDay(t: TopicSpan, now: Date): number {
  if (now >= t.endsAt && now.getTime() - t.endsAt.getTime() < DAY_MS) return Math.max(t.durationDays, 1);
  return countedDay(t, now) - 1;
}

/**
 * Today as the check-in card and the timeline show it: the day clamped to 1..total, and the state by
 * the topic's instants as the header's (decision 082 amended): BEFORE until the start instant (the
 * start date before the start time included: no check-in yet), RUNNING until the end instant (the
 * morning after the last date included: day N, its check-in open), then ENDED.
 */
export function topicDay(t: TopicSpan, now: Date): { day: number; totalDays: number; date: string; state: DayState; startsAt: Date } {
  const raw = rawDay(t, now);
  const total = Math.max(t.durationDays, 1);
  const state: DayState = now < t.startsAt ? 'BEFORE' : now < t.endsAt ? 'RUNNING' : 'ENDED';
  const day = Math.min(Math.max(raw, 1), total);
  return { day, totalDays: total, date: dateOfDay(t, day), state, startsAt: t.startsAt };
}

/** ISO-8601 week of a calendar date: "2026-W48" (Monday first; the week's Thursday decides its year). */
export function isoWeek(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const dow = (d.getUTCDay() + 6) % 7; // Monday 0
  d.setUTCDate(d.getUTCDate() - dow + 3); // that week's Thursday
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** What one person did on one day, as streaks see it. */
export interface DayMark {
  recapped: boolean;
  freeze: boolean;
}

export interface StreakResult {
  current: number;
  best: number;
  includesToday: boolean;
}

/**
 * A streak from per-day marks (decision 044). Days 1..min(today, total) are looked at: a recapped day
 * counts 1, a frozen day keeps the run alive but adds nothing, any other day breaks it — except today
 * (while the topic runs), which cannot break it before it is over. `counts(day)`: 'hit' | 'keep' | 'miss'.
 */
export function streakOf(todayRaw: number, total: number, counts: (day: number) => 'hit' | 'keep' | 'miss'): StreakResult {
  const last = Math.min(todayRaw, total);
  if (last < 1) return { current: 0, best: 0, includesToday: false };
  let best = 0;
  let run = 0;
  for (let d = 1; d <= last; d++) {
    const c = counts(d);
    if (c === 'hit') run += 1;
    else if (c === 'miss' && !(d === todayRaw)) run = 0;
    best = Math.max(best, run);
  }
  const includesToday = todayRaw <= total && counts(todayRaw) === 'hit';
  return { current: run, best, includesToday };
}
