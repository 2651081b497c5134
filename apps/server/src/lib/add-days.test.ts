import { describe, expect, it } from 'vitest';
import { addDays } from './add-days.ts';

describe('addDays', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('is a whole day on the dates the clocks change, whatever zone the process runs in', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -1)).toBe('2026-10-25');
  });

  it('steps through a whole year one day at a time', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 365; i++) day = addDays(day, 1);
    expect(day).toBe('2027-01-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });
});
