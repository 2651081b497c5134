import { UTCDate } from '@date-fns/utc';
import { addDays as addCalendarDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './add-days.ts';

describe('addDays', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
    // Years before 1000 keep four digits; years before 100 are not read as 19xx.
    expect(addDays('0259-07-31', 1)).toBe('0259-08-01');
    expect(addDays('0059-12-31', 1)).toBe('0060-01-01');
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

describe('addDays against date-fns', () => {
  it('gives the days date-fns gives on a UTC date, for any date and any count', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -3_000, max: 3_000 }),
        (date, days) => {
          const day = date.toISOString().slice(0, 10);
          const expected = addCalendarDays(new UTCDate(`${day}T00:00:00Z`), days)
            .toISOString()
            .slice(0, 10);
          expect(addDays(day, days)).toBe(expected);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
