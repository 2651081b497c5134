import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTime,
  fromTwelveHour,
  hourChoices,
  minuteChoices,
  parseTimeText,
  toTwelveHour,
} from './time-text';

describe('typed times', () => {
  it('reads hours 0-23 with optional minutes 0-59', () => {
    expect(parseTimeText('0')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTimeText('23:59')).toEqual({ hours: 23, minutes: 59 });
    expect(parseTimeText('7.15')).toEqual({ hours: 7, minutes: 15 });
    expect(parseTimeText('7 15')).toEqual({ hours: 7, minutes: 15 });
    expect(parseTimeText('07:05')).toEqual({ hours: 7, minutes: 5 });
    for (const text of ['24', '24:00', '12:60', '-1', 'abc', '', '1:2:3', '123', '12:345']) {
      expect(parseTimeText(text)).toBeNull();
    }
  });

  it('adds 12 for a p suffix when the hour is under 12', () => {
    expect(parseTimeText('3p')).toEqual({ hours: 15, minutes: 0 });
    expect(parseTimeText('3:30 pm')).toEqual({ hours: 15, minutes: 30 });
    expect(parseTimeText('11:45 P.M.')).toEqual({ hours: 23, minutes: 45 });
    expect(parseTimeText('12p')).toEqual({ hours: 12, minutes: 0 });
    expect(parseTimeText('15p')).toEqual({ hours: 15, minutes: 0 });
    expect(parseTimeText('9a')).toEqual({ hours: 9, minutes: 0 });
    expect(parseTimeText('9 am')).toEqual({ hours: 9, minutes: 0 });
  });

  it('reads a single-digit minute under 6 without a leading zero as tens', () => {
    expect(parseTimeText('9:3')).toEqual({ hours: 9, minutes: 30 });
    expect(parseTimeText('9:5p')).toEqual({ hours: 21, minutes: 50 });
    expect(parseTimeText('9:0')).toEqual({ hours: 9, minutes: 0 });
    expect(parseTimeText('9:6')).toEqual({ hours: 9, minutes: 6 });
    expect(parseTimeText('9:03')).toEqual({ hours: 9, minutes: 3 });
  });

  it('reads back every time it writes, and never answers one out of range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        expect(parseTimeText(formatTime({ hours, minutes }))).toEqual({ hours, minutes });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        const time = parseTimeText(text);
        if (!time) return;
        expect(time.hours).toBeGreaterThanOrEqual(0);
        expect(time.hours).toBeLessThanOrEqual(23);
        expect(time.minutes).toBeGreaterThanOrEqual(0);
        expect(time.minutes).toBeLessThanOrEqual(59);
      }),
    );
  });

  it('offers minutes 00 to 55 in steps of 5, and hours 0-23 or 0-12', () => {
    expect(minuteChoices()).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(hourChoices('24h')).toHaveLength(24);
    expect(hourChoices('12h')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('maps a time to the 12-hour picker and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hours) => {
        const { hour, pm } = toTwelveHour({ hours, minutes: 0 });
        expect(hour).toBeGreaterThanOrEqual(0);
        expect(hour).toBeLessThanOrEqual(12);
        expect(fromTwelveHour(hour, pm)).toBe(hours);
      }),
    );
  });
});
