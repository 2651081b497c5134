import { describe, expect, it } from 'vitest';
import { availabilityWindows, freeSlots, localDay, zonedInstant } from './availability-windows.ts';

const MADRID = 'Europe/Madrid';
const BOGOTA = 'America/Bogota';
const iso = (d: Date) => d.toISOString();
const bogotaClock = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: BOGOTA,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);

describe('availability windows', () => {
  const monday9to12 = [{ weekday: 1, startTime: '09:00', endTime: '12:00' }];

  it('keeps the tutor’s local hours across the March change (Madrid moves, Bogotá does not)', () => {
    const windows = availabilityWindows({
      timeZone: MADRID,
      rules: monday9to12,
      exceptions: [],
      from: new Date('2027-03-20T00:00:00Z'),
      to: new Date('2027-04-03T00:00:00Z'),
    });
    expect(windows.map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ['2027-03-22T08:00:00.000Z', '2027-03-22T11:00:00.000Z'], // CET, UTC+1
      ['2027-03-29T07:00:00.000Z', '2027-03-29T10:00:00.000Z'], // CEST, UTC+2
    ]);
    // The student in Bogotá (UTC-5 all year) sees the slot an hour earlier after Madrid's change.
    expect(windows.map((w) => bogotaClock(w.start))).toEqual(['Mon 03:00', 'Mon 02:00']);
  });

  it('keeps the tutor’s local hours across the October change', () => {
    const windows = availabilityWindows({
      timeZone: MADRID,
      rules: monday9to12,
      exceptions: [],
      from: new Date('2027-10-23T00:00:00Z'),
      to: new Date('2027-11-06T00:00:00Z'),
    });
    expect(windows.map((w) => iso(w.start))).toEqual([
      '2027-10-25T07:00:00.000Z',
      '2027-11-01T08:00:00.000Z',
    ]);
    expect(windows.map((w) => bogotaClock(w.start))).toEqual(['Mon 02:00', 'Mon 03:00']);
  });

  it('a window across the skipped hour is two real hours long', () => {
    const windows = availabilityWindows({
      timeZone: MADRID,
      rules: [{ weekday: 7, startTime: '01:00', endTime: '04:00' }],
      exceptions: [],
      from: new Date('2027-03-27T00:00:00Z'),
      to: new Date('2027-03-29T00:00:00Z'),
    });
    expect(windows.map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ['2027-03-28T00:00:00.000Z', '2027-03-28T02:00:00.000Z'],
    ]);
  });

  it('days off remove the day, extra hours add to it, partial time off cuts a window', () => {
    const windows = availabilityWindows({
      timeZone: MADRID,
      rules: monday9to12,
      exceptions: [
        { day: '2027-03-22', kind: 'off', startTime: null, endTime: null },
        { day: '2027-03-29', kind: 'off', startTime: '10:00', endTime: '11:00' },
        { day: '2027-03-30', kind: 'extra', startTime: '18:00', endTime: '19:00' },
      ],
      from: new Date('2027-03-20T00:00:00Z'),
      to: new Date('2027-04-03T00:00:00Z'),
    });
    expect(windows.map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ['2027-03-29T07:00:00.000Z', '2027-03-29T08:00:00.000Z'],
      ['2027-03-29T09:00:00.000Z', '2027-03-29T10:00:00.000Z'],
      ['2027-03-30T16:00:00.000Z', '2027-03-30T17:00:00.000Z'],
    ]);
  });

  it('a window ending at 24:00 ends at the next local midnight', () => {
    expect(iso(zonedInstant('2027-01-04', '24:00', MADRID))).toBe('2027-01-04T23:00:00.000Z');
    expect(localDay(new Date('2027-01-04T23:30:00Z'), MADRID)).toBe('2027-01-05');
    expect(localDay(new Date('2027-01-05T03:30:00Z'), BOGOTA)).toBe('2027-01-04');
  });
});

describe('free slots', () => {
  const windows = [{ start: new Date('2027-03-22T08:00:00Z'), end: new Date('2027-03-22T11:00:00Z') }];

  it('steps every 30 minutes, fits the length, skips busy time and respects notice and horizon', () => {
    const slots = freeSlots({
      windows,
      busy: [{ start: new Date('2027-03-22T09:00:00Z'), end: new Date('2027-03-22T09:30:00Z') }],
      lengthMinutes: 60,
      earliest: new Date('2027-03-22T08:30:00Z'),
      latest: new Date('2027-03-22T10:00:00Z'),
    });
    expect(slots.map(iso)).toEqual(['2027-03-22T09:30:00.000Z', '2027-03-22T10:00:00.000Z']);
  });
});
