import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToAmount,
  formatAmount,
  formatCount,
  formatLongDate,
  formatMoney,
  formatMonth,
  parseMoneyText,
} from './money.ts';

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

  it('writes money with the currency before it, the sign before the currency', () => {
    expect(formatMoney(1_050, 'es')).toBe('$10,50');
    expect(formatMoney(-65_000, 'es')).toBe('-$650,00');
    expect(formatMoney(123_450, 'en')).toBe('$1,234.50');
  });

  it('writes a calendar date as a long date, the same day in every time zone', () => {
    expect(formatLongDate('2026-03-10', 'es')).toBe('10 de marzo de 2026');
    expect(formatLongDate('2026-03-10', 'en')).toBe('March 10, 2026');
    expect(formatLongDate('2026-03-10T23:30:00.000Z', 'es')).toBe('10 de marzo de 2026');
  });

  it('writes months for staff screens, never as ISO text', () => {
    expect(formatMonth('2026-08', 'es')).toBe('ago 2026');
    expect(formatMonth('2026-08', 'en')).toBe('Aug 2026');
    expect(formatMonth('2026-08-31', 'en')).toBe('Aug 2026');
    expect(formatMonth('2026-1', 'es')).toBe('2026-1');
  });
});

const cents = (text: string) => parseMoneyText(text);
const read = (value: number) => ({ kind: 'cents', cents: value });
const refused = (error: string) => ({ kind: 'error', error });

describe('an amount as typed', () => {
  it('reads the examples of both languages the same way, whatever the reader', () => {
    expect(cents('10,50')).toEqual(read(1_050));
    expect(cents('10.50')).toEqual(read(1_050));
    expect(cents('1.234,56')).toEqual(read(123_456));
    expect(cents('1,234.56')).toEqual(read(123_456));
    expect(cents('49.99')).toEqual(read(4_999));
    expect(cents('49,99')).toEqual(read(4_999));
  });

  it('reads one or two decimals, whole units, leading zeros, a bare decimal part and spaces around', () => {
    expect(cents('10,5')).toEqual(read(1_050));
    expect(cents('10.5')).toEqual(read(1_050));
    expect(cents('1234')).toEqual(read(123_400));
    expect(cents('0,05')).toEqual(read(5));
    expect(cents(',50')).toEqual(read(50));
    expect(cents('007')).toEqual(read(700));
    expect(cents('  12,30 ')).toEqual(read(1_230));
    expect(cents('0')).toEqual(read(0));
  });

  it('reads a repeated separator as thousands groups', () => {
    expect(cents('1.234.567')).toEqual(read(123_456_700));
    expect(cents('1,234,567')).toEqual(read(123_456_700));
    expect(cents('1.234.567,8')).toEqual(read(123_456_780));
    expect(cents('12,345,678.90')).toEqual(read(1_234_567_890));
  });

  it('reads a sign, the ASCII minus or the one Intl may write', () => {
    expect(cents('-10,50')).toEqual(read(-1_050));
    expect(cents('\u22121.234,56')).toEqual(read(-123_456));
    expect(cents('-0')).toEqual(read(0));
  });

  it('refuses one separator followed by exactly 3 digits as ambiguous: thousands or decimals?', () => {
    for (const text of ['1.234', '1,234', '12.345', '123,456', '-1.234', '1.000', '999,999'])
      expect(cents(text), text).toEqual(refused('ambiguous'));
  });

  it('refuses more than 2 decimals', () => {
    for (const text of ['1234.567', '0,125', '0.500', ',500', '1.234,567', '1,234.5678', '10,5050'])
      expect(cents(text), text).toEqual(refused('decimals'));
  });

  it('refuses anything else it cannot read for sure', () => {
    const malformed = [
      'abc',
      '10 50',
      '1 234,56',
      '10.',
      '10,',
      '.',
      ',',
      '-',
      '--1',
      '+10',
      '1e3',
      '$10',
      '10€',
      '1.2.3',
      '1,23,456',
      '12.34.56',
      '1,234.567,89',
      '1.234,56.78',
      '0.123,45',
      '1.23,45',
      '1234.567,89',
      '1..234',
      'Infinity',
      'NaN',
      '0x10',
      '١٠',
    ];
    for (const text of malformed) expect(cents(text), text).toEqual(refused('malformed'));
  });

  it('refuses more cents than a double holds exactly', () => {
    expect(cents('9.999.999.999.999,99')).toEqual(read(999_999_999_999_999));
    expect(cents('10.000.000.000.000,00')).toEqual(refused('too-large'));
  });

  it('reads back every amount as either language writes it (format, then parse, is the identity)', () => {
    const languages = fc.constantFrom('es', 'en');
    // Every value of an integer cents column (PostgreSQL integer), signed.
    fc.assert(
      fc.property(fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), languages, (value, locale) => {
        expect(cents(formatAmount(centsToAmount(value), locale))).toEqual(read(value));
      }),
      { numRuns: 2_000 },
    );
    // And far beyond it (the bigint totals of the reports), small values often.
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -100_000, max: 100_000 }),
          fc.integer({ min: -(10 ** 13), max: 10 ** 13 }),
        ),
        languages,
        (value, locale) => {
          expect(cents(formatAmount(centsToAmount(value), locale))).toEqual(read(value));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
