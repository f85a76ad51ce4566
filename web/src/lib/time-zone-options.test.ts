import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions, zoneOptionText } from './time-zone-options';

describe('timeZoneLabel', () => {
  it('says UTC once, not "UTC (UTC+00:00)" (issue 28)', () => {
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });

  it('names a place with its offset at this instant', () => {
    expect(timeZoneLabel('Asia/Kolkata')).toBe('India · Kolkata (UTC+05:30)');
    expect(timeZoneLabel('Europe/Madrid')).toMatch(/^Spain · Madrid \(UTC\+0[12]:00\)$/);
  });

  it("a zone not in the list: its name, readable", () => {
    expect(timeZoneLabel('Not/A_Zone')).toBe('Not/A Zone');
  });

  it('the pickers show a chosen zone the same way', () => {
    const utc = timeZoneOptions().find((o) => o.value === 'UTC');
    expect(utc && zoneOptionText(utc)).toBe('UTC');
    expect(zoneOptionText({ label: 'India · Kolkata', meta: 'UTC+05:30' })).toBe('India · Kolkata (UTC+05:30)');
  });
});
