import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '../../platform/time.js';
import { FocusPhase } from './accountability.types.js';
import { DAY_MS } from '@poolmates/schema';
import { countedDay, isoWeek, missedDay, rawDay, streakOf, topicDay } from './days.js';
import { fold, icalText } from './ical.js';
import { focusState } from './focus.js';

describe('topic days', () => {
  it('the last day is reminded as missed after the end instant, even when that falls the date after next (DST, review of 082)', () => {
    // 23:30 CET on 26 March, 3 × 24 h: Berlin springs forward on the 28th, so the end instant is
    // 00:30 CEST on the 30th — day 5's date; the day after the last (the 29th) never sees it
    const start = zonedToUtc('2027-03-26', '23:30', 'Europe/Berlin');
    const ber = { startsAt: start, endsAt: new Date(start.getTime() + 3 * DAY_MS), timezone: 'Europe/Berlin', durationDays: 3 };
    expect(ber.endsAt.toISOString()).toBe(zonedToUtc('2027-03-30', '00:30', 'Europe/Berlin').toISOString());
    expect(missedDay(ber, zonedToUtc('2027-03-27', '10:00', 'Europe/Berlin'))).toBe(1);
    // the 29th, before the end: day 3's check-in still open, day 2 the one missed
    expect(missedDay(ber, zonedToUtc('2027-03-29', '23:00', 'Europe/Berlin'))).toBe(2);
    // from the end instant, for a day: day 3
    expect(missedDay(ber, ber.endsAt)).toBe(3);
    expect(missedDay(ber, zonedToUtc('2027-03-30', '20:00', 'Europe/Berlin'))).toBe(3);
    // and not forever after
    expect(missedDay(ber, new Date(ber.endsAt.getTime() + 2 * DAY_MS))).toBeGreaterThan(3);
  });

  it('day N is the calendar date in the topic zone, whatever UTC says (Auckland, Los Angeles)', () => {
    const aklStart = zonedToUtc('2027-04-03', '09:00', 'Pacific/Auckland');
    const akl = { startsAt: aklStart, endsAt: new Date(aklStart.getTime() + 3 * DAY_MS), timezone: 'Pacific/Auckland', durationDays: 3 };
    // 00:30 on 5 April in Auckland is still 4 April in UTC
    expect(rawDay(akl, zonedToUtc('2027-04-05', '00:30', 'Pacific/Auckland'))).toBe(3);
    expect(rawDay(akl, new Date('2027-04-04T12:30:00Z'))).toBe(3);
    expect(topicDay(akl, zonedToUtc('2027-04-02', '23:59', 'Pacific/Auckland'))).toMatchObject({ day: 1, state: 'BEFORE' });
    // the date after the last, before the end instant (start + 3 × 24 h: 08:00, NZ clocks went back
    // on the 4th): the topic still runs, day 3 (decision 082 amended)
    expect(topicDay(akl, zonedToUtc('2027-04-06', '00:00', 'Pacific/Auckland'))).toMatchObject({ day: 3, state: 'RUNNING', date: '2027-04-05' });
    expect(countedDay(akl, zonedToUtc('2027-04-06', '00:00', 'Pacific/Auckland'))).toBe(3);
    expect(topicDay(akl, akl.endsAt)).toMatchObject({ day: 3, state: 'ENDED', date: '2027-04-05' });
    expect(countedDay(akl, akl.endsAt)).toBe(4);
    const la = { startsAt: zonedToUtc('2027-03-12', '23:30', 'America/Los_Angeles'), timezone: 'America/Los_Angeles', durationDays: 5 };
    // the spring-forward night (14 March): 23:30 PDT is 06:30 UTC on the 15th, still day 3
    expect(rawDay(la, zonedToUtc('2027-03-14', '23:30', 'America/Los_Angeles'))).toBe(3);
    expect(rawDay(la, zonedToUtc('2027-03-15', '00:10', 'America/Los_Angeles'))).toBe(4);
  });

  it("today's state follows the topic's instants, as its header: the start date before the start time is BEFORE (decision 082 amended)", () => {
    const start = zonedToUtc('2027-06-01', '22:00', 'America/Los_Angeles');
    const t = { startsAt: start, endsAt: new Date(start.getTime() + 21 * DAY_MS), timezone: 'America/Los_Angeles', durationDays: 21 };
    expect(topicDay(t, zonedToUtc('2027-06-01', '21:59', 'America/Los_Angeles'))).toEqual({ day: 1, totalDays: 21, date: '2027-06-01', state: 'BEFORE', startsAt: start });
    expect(topicDay(t, start)).toMatchObject({ day: 1, state: 'RUNNING' });
    expect(topicDay(t, zonedToUtc('2027-06-22', '08:00', 'America/Los_Angeles'))).toMatchObject({ day: 21, state: 'RUNNING', date: '2027-06-21' });
    expect(topicDay(t, new Date(t.endsAt.getTime() - 1))).toMatchObject({ day: 21, state: 'RUNNING' });
    expect(topicDay(t, t.endsAt)).toMatchObject({ day: 21, state: 'ENDED' });
  });

  it('ISO weeks: Monday first, the year of the Thursday', () => {
    expect(isoWeek('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(isoWeek('2026-11-29')).toBe('2026-W48'); // the Sunday after
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2021-01-03')).toBe('2020-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});

describe('streaks', () => {
  const from = (s: string) => (d: number) => (({ h: 'hit', k: 'keep', m: 'miss' }) as const)[s[d - 1] as 'h' | 'k' | 'm'];
  it('counts recapped days; today not yet recapped does not break it; a freeze keeps but adds nothing', () => {
    expect(streakOf(3, 5, from('hhm'))).toEqual({ current: 2, best: 2, includesToday: false });
    expect(streakOf(3, 5, from('hhh'))).toEqual({ current: 3, best: 3, includesToday: true });
    expect(streakOf(4, 5, from('hmhh'))).toEqual({ current: 2, best: 2, includesToday: true });
    expect(streakOf(4, 5, from('hkhh'))).toEqual({ current: 3, best: 3, includesToday: true });
    expect(streakOf(5, 5, from('hhhmm'))).toEqual({ current: 0, best: 3, includesToday: false });
    expect(streakOf(5, 5, from('hhhhm'))).toEqual({ current: 4, best: 4, includesToday: false });
  });
  it('days before the start and after the end do not count', () => {
    expect(streakOf(0, 5, from('hhhhh'))).toEqual({ current: 0, best: 0, includesToday: false });
    // ended: the last day missed breaks it (it is no longer "today")
    expect(streakOf(7, 3, from('hhm'))).toEqual({ current: 0, best: 2, includesToday: false });
    expect(streakOf(7, 3, from('hhh'))).toEqual({ current: 3, best: 3, includesToday: false });
  });
});

describe('focus timer state', () => {
  it('phase, round and the switch come from the start and durations alone', () => {
    const startedAt = new Date('2026-11-26T10:00:00Z');
    const s = { id: 1, topicId: 1, startedById: 1, startedAt, focusMinutes: 25, breakMinutes: 5 };
    expect(focusState(s, new Date('2026-11-26T10:10:00Z'))).toMatchObject({ phase: FocusPhase.FOCUS, round: 1, phaseEndsAt: new Date('2026-11-26T10:25:00Z') });
    expect(focusState(s, new Date('2026-11-26T10:25:00Z'))).toMatchObject({ phase: FocusPhase.BREAK, round: 1, phaseEndsAt: new Date('2026-11-26T10:30:00Z') });
    expect(focusState(s, new Date('2026-11-26T10:31:00Z'))).toMatchObject({ phase: FocusPhase.FOCUS, round: 2, phaseEndsAt: new Date('2026-11-26T10:55:00Z') });
  });
});

describe('iCalendar text', () => {
  it('escapes and folds at 75 octets without splitting a character', () => {
    expect(icalText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = fold(line).split('\r\n');
    for (const l of folded) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
  });
});
