import { describe, expect, it } from 'vitest';
import { addDays, reviewDay } from './review-day.ts';

describe("the student's review day", () => {
  it("is the day in the student's time zone", () => {
    const day = reviewDay(new Date('2026-03-02T03:00:00Z'), 'America/Bogota');
    expect(day).toEqual({
      date: '2026-03-01',
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-03-02T05:00:00Z'),
    });
  });

  it('is the UTC day without a time zone or with an unknown one', () => {
    for (const zone of [null, 'Mars/Olympus']) {
      expect(reviewDay(new Date('2026-03-02T03:00:00Z'), zone)).toMatchObject({
        date: '2026-03-02',
        start: new Date('2026-03-02T00:00:00Z'),
      });
    }
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });
});
