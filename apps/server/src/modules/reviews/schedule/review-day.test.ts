import { tz } from '@date-fns/tz';
import { addDays, formatISO, startOfDay, startOfISOWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { walkThereAndBack } from '../../../../test/walk-instants.ts';
import { followingDayStarts, reviewDay } from './review-day.ts';

const HOUR = 3_600_000;
const hoursOf = (day: { start: Date; end: Date }) => (day.end.getTime() - day.start.getTime()) / HOUR;

describe("the student's review day", () => {
  it("is the day in the student's time zone", () => {
    const day = reviewDay(new Date('2026-03-02T03:00:00Z'), 'America/Bogota');
    expect(day).toEqual({
      date: '2026-03-01',
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-03-02T05:00:00Z'),
      weekStart: new Date('2026-02-23T05:00:00Z'),
      timeZone: 'America/Bogota',
    });
  });

  it('is the UTC day without a time zone or with an unknown one', () => {
    for (const zone of [null, 'Mars/Olympus']) {
      expect(reviewDay(new Date('2026-03-02T03:00:00Z'), zone)).toEqual({
        date: '2026-03-02',
        start: new Date('2026-03-02T00:00:00Z'),
        end: new Date('2026-03-03T00:00:00Z'),
        weekStart: new Date('2026-03-02T00:00:00Z'),
        timeZone: 'UTC',
      });
    }
  });

  it.each([
    {
      change: 'spring, 2026-03-29',
      date: '2026-03-29',
      nows: ['2026-03-28T23:30:00Z', '2026-03-29T12:00:00Z', '2026-03-29T21:59:59Z'],
      start: '2026-03-28T23:00:00Z',
      end: '2026-03-29T22:00:00Z',
      hours: 23,
    },
    {
      change: 'autumn, 2026-10-25',
      date: '2026-10-25',
      nows: ['2026-10-24T22:30:00Z', '2026-10-25T12:00:00Z', '2026-10-25T22:59:59Z'],
      start: '2026-10-24T22:00:00Z',
      end: '2026-10-25T23:00:00Z',
      hours: 25,
    },
  ])(
    'starts at local midnight and lasts $hours hours on the $change change (Europe/Madrid)',
    ({ date, nows, start, end, hours }) => {
      for (const now of nows) {
        const day = reviewDay(new Date(now), 'Europe/Madrid');
        expect(day.date).toBe(date);
        expect(day.start).toEqual(new Date(start));
        expect(day.end).toEqual(new Date(end));
        expect(hoursOf(day)).toBe(hours);
      }
    },
  );

  it("starts the week at Monday's local midnight across a change (Europe/Madrid)", () => {
    // Wednesday 1 April 2026 (summer time); Monday 30 March began in summer time too, the Sunday before
    // it changed. Thursday 26 March: Monday 23 March began in winter time.
    expect(reviewDay(new Date('2026-04-01T10:00:00Z'), 'Europe/Madrid').weekStart).toEqual(
      new Date('2026-03-29T22:00:00Z'),
    );
    expect(reviewDay(new Date('2026-03-29T10:00:00Z'), 'Europe/Madrid').weekStart).toEqual(
      new Date('2026-03-22T23:00:00Z'),
    );
  });

  it('is always 24 hours in zones without daylight saving (America/Bogota, Asia/Tokyo)', () => {
    for (const [zone, start] of [
      ['America/Bogota', '2026-03-29T05:00:00Z'],
      ['Asia/Tokyo', '2026-03-28T15:00:00Z'],
    ] as const) {
      const day = reviewDay(new Date('2026-03-29T12:00:00Z'), zone);
      expect(day.start).toEqual(new Date(start));
      expect(hoursOf(day)).toBe(24);
      expect(day.date).toBe('2026-03-29');
    }
    expect(hoursOf(reviewDay(new Date('2026-10-25T12:00:00Z'), 'Asia/Tokyo'))).toBe(24);
  });

  it('gives the following days their local midnights, across a change (Europe/Madrid)', () => {
    const day = reviewDay(new Date('2026-03-27T12:00:00Z'), 'Europe/Madrid');
    expect(followingDayStarts(day, 4)).toEqual([
      new Date('2026-03-27T23:00:00Z'),
      new Date('2026-03-28T23:00:00Z'),
      new Date('2026-03-29T22:00:00Z'),
      new Date('2026-03-30T22:00:00Z'),
    ]);
  });

  it('answers each instant of a walk over days, back and forth, as a fresh reckoning would (the last day is remembered)', () => {
    const fresh = (now: Date, zone: string) => {
      const inZone = tz(zone);
      const start = startOfDay(now, { in: inZone });
      return {
        start: new Date(start.getTime()),
        end: new Date(addDays(start, 1, { in: inZone }).getTime()),
        weekStart: new Date(startOfISOWeek(now, { in: inZone }).getTime()),
        date: formatISO(start, { representation: 'date' }),
        timeZone: zone,
      };
    };
    // Every 41 minutes over eight days around Madrid's spring change (a Monday among them), then back.
    for (const now of walkThereAndBack('2026-03-24T20:00:00Z', '2026-04-01T04:00:00Z', 41))
      for (const zone of ['Europe/Madrid', 'America/Bogota'])
        expect(reviewDay(now, zone)).toEqual(fresh(now, zone));
  });

  it("is the caller's to change: a changed answer changes no later one", () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const first = reviewDay(now, 'Europe/Madrid');
    first.start.setTime(0);
    first.weekStart.setTime(0);
    expect(reviewDay(now, 'Europe/Madrid').start).toEqual(new Date('2026-03-01T23:00:00Z'));
    expect(reviewDay(now, 'Europe/Madrid').weekStart).toEqual(new Date('2026-03-01T23:00:00Z'));
  });
});
