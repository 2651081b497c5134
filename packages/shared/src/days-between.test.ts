import { describe, expect, it } from 'vitest';
import { daysBetween } from './days-between.ts';

describe('daysBetween', () => {
  it('counts calendar days across months, leap days and daylight-saving dates', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('is zero for the same day and negative backwards', () => {
    expect(daysBetween('2026-05-10', '2026-05-10')).toBe(0);
    expect(daysBetween('2026-05-10', '2026-05-01')).toBe(-9);
  });
});
