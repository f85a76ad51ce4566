import { describe, expect, it } from 'vitest';
import { absoluteTime, calendarDate, clockTime, dayHeading, poolTime, relativeTime, startInZone, startLabel, upcomingTime, zoneNote } from './time-format';

// The tests' viewer is in UTC (vitest config); a zone is passed where another viewer is meant.
describe('time-format: the one way the app writes a time (issue 28)', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');

  it.each([
    ['2026-06-01T11:59:40Z', 'just now'],
    ['2026-06-01T12:00:30Z', 'just now'], // a little in the future (clock skew)
    ['2026-06-01T11:59:00Z', '1 minute ago'],
    ['2026-06-01T11:15:00Z', '45 minutes ago'],
    ['2026-06-01T10:00:00Z', '2 hours ago'],
    ['2026-05-30T12:00:00Z', '2 days ago'],
    ['2026-03-01T12:00:00Z', '3 months ago'],
    ['2024-05-01T12:00:00Z', '2 years ago'],
  ])('relative: %s reads %s, never "0 minutes ago"', (iso, text) => expect(relativeTime(iso, now)).toBe(text));

  it("the spec's start form, in the viewer's zone or a given one", () => {
    expect(startLabel('2026-11-28', '07:00 AM')).toBe('28-Nov-2026@07:00 AM');
    expect(startInZone('2026-12-01T09:00:00.000Z')).toBe('01-Dec-2026@09:00 AM');
    expect(startInZone('2026-12-01T09:00:00.000Z', 'Asia/Kolkata')).toBe('01-Dec-2026@02:30 PM');
    expect(startInZone('2026-12-02T00:05:00.000Z')).toBe('02-Dec-2026@12:05 AM');
  });

  it('one absolute form and a clock time', () => {
    expect(absoluteTime('2026-11-27T07:00:00Z')).toBe('Fri 27 Nov 2026, 07:00 AM');
    expect(absoluteTime('2026-11-27T07:00:00Z', 'America/New_York')).toBe('Fri 27 Nov 2026, 02:00 AM');
    expect(clockTime('2026-11-27T19:05:00Z')).toBe('07:05 PM');
    expect(calendarDate('2026-11-27T19:05:00Z')).toBe('27 Nov 2026');
  });

  it("names the viewer's zone only where it differs from the pool's", () => {
    const iso = '2026-12-01T03:30:00.000Z';
    expect(zoneNote(iso, 'Asia/Kolkata', 'UTC')).toBe('UTC');
    expect(zoneNote(iso, 'Europe/London', 'UTC')).toBe(''); // same offset in December
    expect(zoneNote('2026-07-01T03:30:00.000Z', 'Europe/London', 'UTC')).toBe('UTC'); // BST in July
    expect(zoneNote(iso, 'Asia/Kolkata', 'Asia/Calcutta')).toBe('');
    expect(zoneNote(iso, null, 'UTC')).toBe('');
    expect(poolTime(iso, 'Asia/Kolkata')).toBe('01-Dec-2026@03:30 AM UTC');
    expect(poolTime(iso, 'UTC')).toBe('01-Dec-2026@03:30 AM');
    expect(poolTime(iso, 'UTC', 'Asia/Kolkata')).toBe('01-Dec-2026@09:00 AM GMT+5:30');
  });

  it('upcoming times in words when near, the absolute form with the distance when not', () => {
    const today = new Date('2026-11-27T06:00:00Z');
    expect(upcomingTime('2026-11-27T09:00:00Z', today)).toBe('today at 09:00 AM');
    expect(upcomingTime('2026-11-28T09:00:00Z', today)).toBe('tomorrow at 09:00 AM');
    expect(upcomingTime('2026-12-01T09:00:00Z', today)).toBe('Tue 1 Dec 2026, 09:00 AM (in 4 days)');
    // the calendar day is the viewer's: 23:30 UTC on the 27th is already the 28th in Kolkata
    expect(upcomingTime('2026-11-27T23:30:00Z', today, 'Asia/Kolkata')).toBe('tomorrow at 05:00 AM');
  });

  it("a conversation's day headings", () => {
    const at = new Date('2026-11-27T12:00:00Z');
    expect(dayHeading('2026-11-27T01:00:00Z', at)).toBe('Today');
    expect(dayHeading('2026-11-26T23:00:00Z', at)).toBe('Yesterday');
    expect(dayHeading('2026-11-20T10:00:00Z', at)).toBe('Fri 20 Nov 2026');
  });
});
