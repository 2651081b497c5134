import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFormatOf, dateOrderOf, isDateAllowed, isoDateOf, parseDateText } from './date-text';

const validDate = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= new Date(Date.UTC(year, month, 0)).getUTCDate());
const separator = fc.constantFrom('.', '-', '/', ' ');

describe('typed dates', () => {
  it("reads the locale's order: day first in Spanish, month first in English", () => {
    expect(dateOrderOf('es')).toBe('DMY');
    expect(dateOrderOf('en')).toBe('MDY');
    expect(parseDateText('3/4/2026', 'DMY')).toEqual({ year: 2026, month: 4, day: 3 });
    expect(parseDateText('3/4/2026', 'MDY')).toEqual({ year: 2026, month: 3, day: 4 });
    expect(parseDateText('2026-04-03', 'YMD')).toEqual({ year: 2026, month: 4, day: 3 });
  });

  it('takes dots, dashes, slashes or spaces between the numbers', () => {
    for (const text of ['25.12.2026', '25-12-2026', '25/12/2026', '25 12 2026', ' 25 / 12 . 2026 ']) {
      expect(parseDateText(text, 'DMY')).toEqual({ year: 2026, month: 12, day: 25 });
    }
  });

  it('refuses months beyond 1-12, days beyond 1-31 or the month, years not of 4 digits, and other text', () => {
    for (const text of [
      '25/13/2026',
      '0/12/2026',
      '32/1/2026',
      '31/4/2026',
      '29/2/2026',
      '1/1/26',
      '1/1/02026',
      '1/1',
      '1/1/2026/1',
      'a/1/2026',
      '',
      '1,1,2026',
      '001/1/2026',
    ]) {
      expect(parseDateText(text, 'DMY')).toBeNull();
    }
    expect(parseDateText('29/2/2024', 'DMY')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('reads back any date written in any order with any separator', () => {
    fc.assert(
      fc.property(
        validDate,
        fc.constantFrom('DMY', 'MDY', 'YMD' as const),
        separator,
        fc.boolean(),
        (date, order, sep, padded) => {
          const write = (n: number) => (padded ? String(n).padStart(2, '0') : String(n));
          const fields = { D: write(date.day), M: write(date.month), Y: String(date.year) };
          const text = [...order].map((letter) => fields[letter as 'D' | 'M' | 'Y']).join(sep);
          expect(parseDateText(text, order)).toEqual(date);
        },
      ),
    );
  });

  it('never accepts a month or day out of range, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        const parsed = parseDateText(text, 'DMY');
        if (parsed === null) return;
        expect(parsed.month).toBeGreaterThanOrEqual(1);
        expect(parsed.month).toBeLessThanOrEqual(12);
        expect(parsed.day).toBeGreaterThanOrEqual(1);
        expect(parsed.day).toBeLessThanOrEqual(31);
        expect(String(parsed.year)).toHaveLength(4);
      }),
    );
  });

  it('writes the value as YYYY-MM-DD and the display format in the locale order', () => {
    expect(isoDateOf({ year: 2026, month: 4, day: 3 })).toBe('2026-04-03');
    expect(dateFormatOf('DMY')).toBe('DD/MM/YYYY');
    expect(dateFormatOf('MDY')).toBe('MM/DD/YYYY');
    expect(dateFormatOf('YMD')).toBe('YYYY-MM-DD');
  });

  it('disables dates outside min/max and on disabled weekdays', () => {
    const limits = { minDate: '2026-03-02', maxDate: '2026-03-31', disabledWeekdays: [0, 6] };
    expect(isDateAllowed('2026-03-02', limits)).toBe(true); // a Monday, the first allowed day
    expect(isDateAllowed('2026-03-01', limits)).toBe(false); // before min (and a Sunday)
    expect(isDateAllowed('2026-03-07', limits)).toBe(false); // a Saturday
    expect(isDateAllowed('2026-03-31', limits)).toBe(true);
    expect(isDateAllowed('2026-04-01', limits)).toBe(false);
    expect(isDateAllowed('2026-03-07', {})).toBe(true);
  });
});
