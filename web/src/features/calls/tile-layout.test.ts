import { describe, expect, it } from 'vitest';
import { tileLayout } from './tile-layout';

describe('the call room tiles by count (issue 28)', () => {
  // the stage of a 1280×800 window with the side column, and of a 375×812 phone
  const desk = [928, 690] as const;
  const phone = [359, 700] as const;

  it('fill a desktop room for 1–5 people', () => {
    expect(tileLayout(1, ...desk)).toEqual({ columns: 1, width: 928, height: 690 });
    for (let n = 1; n <= 5; n++) {
      const l = tileLayout(n, ...desk);
      const rows = Math.ceil(n / l.columns);
      // every tile fits, and together they take most of the stage's width or height
      expect(l.columns * l.width + (l.columns - 1) * 8).toBeLessThanOrEqual(desk[0]);
      expect(rows * l.height + (rows - 1) * 8).toBeLessThanOrEqual(desk[1]);
      expect(Math.max((l.columns * l.width) / desk[0], (rows * l.height) / desk[1])).toBeGreaterThan(0.9);
      expect(l.width / l.height).toBeLessThanOrEqual(16 / 9 + 0.01);
      expect(l.width / l.height).toBeGreaterThanOrEqual(0.99);
    }
    expect(tileLayout(2, ...desk).columns).toBe(2);
    expect(tileLayout(4, ...desk).columns).toBe(2);
    expect(tileLayout(5, ...desk).columns).toBe(3);
  });

  it('stack on a phone held upright: one column up to four, two for five', () => {
    expect(tileLayout(1, ...phone)).toEqual({ columns: 1, width: 359, height: 478 });
    expect(tileLayout(2, ...phone).columns).toBe(1);
    expect(tileLayout(2, ...phone).width).toBe(359);
    expect(tileLayout(3, ...phone).columns).toBe(1);
    expect(tileLayout(4, ...phone).columns).toBe(1);
    expect(tileLayout(5, ...phone).columns).toBe(2);
  });

  it('is a tile even before the stage is measured', () => {
    expect(tileLayout(3, 0, 0).columns).toBe(1);
  });
});
