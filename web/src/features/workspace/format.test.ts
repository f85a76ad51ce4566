import { describe, expect, it } from 'vitest';
import { dayLabel } from './format';

/** Issue 28 item 2, as the newcomer's walk of 2026-11-28 found it: the home card said "Starts Thu 3 Dec 2026, 04:30 AM" with no zone while the pool lists said "03-Dec-2026@04:30 AM UTC". */
describe('dayLabel: a squad card and the workspace header', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const upcoming = { state: 'UPCOMING', currentDay: null, durationDays: 8, startsAt: '2026-12-03T04:30:00.000Z' };

  it("names the viewer's zone where it is not the pool's, before the distance", () => {
    expect(dayLabel({ ...upcoming, timezone: 'Asia/Kolkata' }, now, 'UTC')).toBe('Starts Thu 3 Dec 2026, 04:30 AM UTC (in 5 days)');
    expect(dayLabel({ ...upcoming, startsAt: '2026-11-29T03:30:00.000Z', timezone: 'Asia/Kolkata' }, now, 'UTC')).toBe('Starts tomorrow at 03:30 AM UTC');
    expect(dayLabel({ ...upcoming, timezone: 'Asia/Kolkata' }, now, 'Europe/Berlin')).toBe('Starts Thu 3 Dec 2026, 05:30 AM GMT+1 (in 5 days)');
  });

  it("says no zone when the viewer's is the pool's (or the pool's is not known)", () => {
    expect(dayLabel({ ...upcoming, timezone: 'UTC' }, now, 'UTC')).toBe('Starts Thu 3 Dec 2026, 04:30 AM (in 5 days)');
    expect(dayLabel({ ...upcoming, timezone: 'Asia/Kolkata' }, now, 'Asia/Kolkata')).toBe('Starts Thu 3 Dec 2026, 10:00 AM (in 5 days)');
    expect(dayLabel(upcoming, now, 'UTC')).toBe('Starts Thu 3 Dec 2026, 04:30 AM (in 5 days)');
  });

  it('running and ended pools name no time', () => {
    expect(dayLabel({ ...upcoming, state: 'RUNNING', currentDay: 2, timezone: 'Asia/Kolkata' }, now, 'UTC')).toBe('Day 2 of 8');
    expect(dayLabel({ ...upcoming, state: 'ENDED', timezone: 'Asia/Kolkata' }, now, 'UTC')).toBe('Ended');
  });
});
