import { describe, expect, it } from 'vitest';
import { startInZone, upcomingLabel, wantedFriends } from './format';

describe('times and counts on pool pages (issue 17)', () => {
  it('shows a start in the viewer’s zone, in the one spec format', () => {
    const iso = '2026-12-01T09:00:00.000Z';
    expect(startInZone(iso)).toBe('01-Dec-2026@09:00 AM'); // the tests' viewer is in UTC
    expect(startInZone(iso, 'Asia/Kolkata')).toBe('01-Dec-2026@02:30 PM');
    expect(startInZone('2026-12-01T23:45:00.000Z', 'America/New_York')).toBe('01-Dec-2026@06:45 PM');
    expect(startInZone('2026-12-02T00:05:00.000Z')).toBe('02-Dec-2026@12:05 AM');
  });

  it("says 'Starts soon' only within a day", () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(upcomingLabel('2026-11-21T11:00:00Z', now)).toBe('Starts soon');
    expect(upcomingLabel('2026-12-03T12:00:00Z', now)).toBe('Upcoming');
  });

  it('wants the friends besides the owner', () => {
    expect(wantedFriends(3)).toBe('2 friends');
    expect(wantedFriends(2)).toBe('1 friend');
    expect(wantedFriends(1)).toBe('Only you');
  });
});
