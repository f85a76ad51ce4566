import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relative time', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it.each([
    ['2026-06-01T11:59:40Z', '0 minutes ago'],
    ['2026-06-01T11:59:00Z', '1 minute ago'],
    ['2026-06-01T10:00:00Z', '2 hours ago'],
    ['2026-05-30T12:00:00Z', '2 days ago'],
    ['2026-03-01T12:00:00Z', '3 months ago'],
    ['2024-05-01T12:00:00Z', '2 years ago'],
  ])('%s reads %s', (iso, text) => expect(relativeTime(iso, now)).toBe(text));
});
