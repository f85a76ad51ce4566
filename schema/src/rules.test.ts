import { describe, expect, it } from 'vitest';
import { isReportReason, REPORT_REASONS, REPORT_REASONS_HELP } from './enums.js';
import { DAY_MS, LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { restoreWindow } from './restore-window.js';

const at = new Date('2026-01-01T12:00:00Z');
const plus = (ms: number) => new Date(at.getTime() + ms);

describe('the restore window (one rule for sign-in, restore and the purge)', () => {
  it('is open for 30 days after deactivation, to the millisecond', () => {
    expect(LIMITS.restoreWindowDays).toBe(30);
    expect(restoreWindow.endsAt(at)).toEqual(plus(30 * DAY_MS));
    expect(restoreWindow.isOpen(at, at)).toBe(true);
    expect(restoreWindow.isOpen(at, plus(30 * DAY_MS - 1))).toBe(true);
    expect(restoreWindow.isOpen(at, plus(30 * DAY_MS))).toBe(false);
    expect(restoreWindow.isOpen(null, at)).toBe(false);
  });

  it("the purge sweep's cutoff agrees with isOpen at its boundary", () => {
    const now = plus(30 * DAY_MS);
    expect(restoreWindow.cutoff(now)).toEqual(at);
    expect(restoreWindow.isOpen(restoreWindow.cutoff(now), now)).toBe(false);
    expect(restoreWindow.isOpen(plus(1), now)).toBe(true);
  });

  it('its message names the same number of days', () => {
    expect(MSG.restoreWindowOver).toBe('The 30-day restore window has ended.');
  });
});

describe('report reasons (one list for the api, the legacy shim and the web)', () => {
  it('are the eight of pools-and-squads.md §3 in wire order', () => {
    expect(REPORT_REASONS).toEqual(['Harassment', 'Spam', 'Hate Speech', 'Violence', 'Suicide or Self-Harm', 'Misinformation', 'Terrorism', 'Sexually Explicit Content']);
    expect(REPORT_REASONS_HELP).toBe('Reason 1–8: Harassment, Spam, Hate Speech, Violence, Suicide or Self-Harm, Misinformation, Terrorism, Sexually Explicit Content.');
  });

  it('accept the integers 1–8 only', () => {
    expect([1, 8].map(isReportReason)).toEqual([true, true]);
    expect([0, 9, 1.5, Number.NaN].map(isReportReason)).toEqual([false, false, false, false]);
  });
});
