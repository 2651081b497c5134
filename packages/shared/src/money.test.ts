import { describe, expect, it } from 'vitest';
import { centsToAmount, formatAmount, formatCount, formatLongDate } from './money.ts';

describe('money and dates for a reader', () => {
  it('turns cents into the amount the API sends', () => {
    expect(centsToAmount(123_450)).toBe(1234.5);
    expect(centsToAmount(5)).toBe(0.05);
  });

  it('writes amounts with 2 decimals and grouping in each language', () => {
    expect(formatAmount(1234.5, 'es')).toBe('1.234,50');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(centsToAmount(5_000), 'es')).toBe('50,00');
    expect(formatCount(12_000, 'es')).toBe('12.000');
  });

  it('writes a calendar date as a long date, the same day in every time zone', () => {
    expect(formatLongDate('2026-03-10', 'es')).toBe('10 de marzo de 2026');
    expect(formatLongDate('2026-03-10', 'en')).toBe('March 10, 2026');
    expect(formatLongDate('2026-03-10T23:30:00.000Z', 'es')).toBe('10 de marzo de 2026');
  });
});
