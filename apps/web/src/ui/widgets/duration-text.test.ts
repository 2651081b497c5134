import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, settleDuration } from './duration-text';

const value = (minutes: number | null) => ({ kind: 'value', minutes });
const invalid = { kind: 'invalid' };

describe('typed durations', () => {
  it('reads an optional minus sign, hours and minutes', () => {
    const signed = { allowNegative: true };
    expect(parseDuration('1:30', {})).toEqual(value(90));
    expect(parseDuration('2h 5', {})).toEqual(value(125));
    expect(parseDuration('2h', {})).toEqual(value(120));
    expect(parseDuration('3', {})).toEqual(value(180));
    expect(parseDuration('0.45', {})).toEqual(value(45));
    expect(parseDuration('-1:15', signed)).toEqual(value(-75));
    expect(parseDuration('- 0 45', signed)).toEqual(value(-45));
    for (const text of ['1:60', 'abc', '1:2:3', '12345', '1,5', '--1'])
      expect(parseDuration(text, signed)).toEqual(invalid);
  });

  it('refuses a negative duration unless allowed', () => {
    expect(parseDuration('-1:00', {})).toEqual(invalid);
    expect(parseDuration('-1:00', { allowNegative: false })).toEqual(invalid);
  });

  it('makes below zero 0 when negatives are not allowed, and clamps above the maximum', () => {
    expect(settleDuration(-5, {})).toBe(0);
    expect(settleDuration(-5, { allowNegative: true })).toBe(-5);
    expect(settleDuration(600, { max: 480 })).toBe(480);
    expect(parseDuration('10:00', { max: 480 })).toEqual(value(480));
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (minutes, max, allowNegative) => {
          const settled = settleDuration(minutes, { max, allowNegative });
          expect(settled).toBeLessThanOrEqual(max);
          if (!allowNegative) expect(settled).toBeGreaterThanOrEqual(0);
          if ((allowNegative || minutes >= 0) && minutes <= max) expect(settled).toBe(minutes);
        },
      ),
    );
  });

  it('reads an empty input as null when nullable, else 0', () => {
    expect(parseDuration('  ', { nullable: true })).toEqual(value(null));
    expect(parseDuration('', {})).toEqual(value(0));
  });

  it('writes [-]H:MM and reads back what it writes', () => {
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(-5)).toBe('-0:05');
    expect(formatDuration(null)).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: -599_999, max: 599_999 }), (minutes) => {
        expect(parseDuration(formatDuration(minutes), { allowNegative: true })).toEqual(value(minutes));
      }),
    );
  });
});
