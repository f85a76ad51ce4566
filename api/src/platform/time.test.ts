import { dateInZone } from '@poolmates/schema';
import { describe, expect, it } from 'vitest';
import { rememberedInZone, timeInZone } from './time.js';

describe('rememberedInZone', () => {
  it('answers as the formatter does, per instant and zone, and keeps at most `max` answers', () => {
    let calls = 0;
    const counted = (d: Date, z: string) => (calls++, timeInZone(d, z));
    const time = rememberedInZone(counted, 3);
    const a = new Date('2026-03-29T00:30:00Z');
    const b = new Date('2026-03-29T01:30:00Z'); // Berlin springs forward at 01:00 UTC
    expect(time(a, 'Europe/Berlin')).toBe(timeInZone(a, 'Europe/Berlin'));
    expect(time(b, 'Europe/Berlin')).toBe(timeInZone(b, 'Europe/Berlin'));
    expect(time(a, 'America/New_York')).toBe(timeInZone(a, 'America/New_York'));
    expect(time(new Date(a), 'Europe/Berlin')).toBe('01:30 AM');
    expect(calls).toBe(3);
    time(b, 'Asia/Tokyo'); // a fourth answer: the kept ones are dropped
    time(a, 'Europe/Berlin');
    expect(calls).toBe(5);
    const date = rememberedInZone(dateInZone);
    expect(date(b, 'Pacific/Kiritimati')).toBe(dateInZone(b, 'Pacific/Kiritimati'));
  });

  it('throws as the formatter does and keeps nothing for it', () => {
    const time = rememberedInZone(timeInZone);
    expect(() => time(new Date('2026-01-01T00:00:00Z'), 'Not/AZone')).toThrow(RangeError);
    expect(() => time(new Date('2026-01-01T00:00:00Z'), 'Not/AZone')).toThrow(RangeError);
  });
});
