import { describe, expect, it } from 'vitest';
import { tutorSlots } from './tutor-slots.ts';

/** The 60-minute slots of a Madrid tutor free on Mondays 09:00–12:00 (08:00–11:00 UTC in winter). */
const mondayMorningSlots = (from: string, to: string, now: string) =>
  tutorSlots({
    timeZone: 'Europe/Madrid',
    profile: null,
    rules: [{ weekday: 1, startTime: '09:00', endTime: '12:00' }],
    exceptions: [],
    busy: [],
    from: new Date(from),
    to: new Date(to),
    lengthMinutes: 60,
    now: new Date(now),
  }).map((slot) => slot.toISOString());

describe("a tutor's free slots", () => {
  it('start on the half hours of the availability, whatever minute the notice ends at', () => {
    // Now is Sunday 20:26 UTC, so the 12 hours of notice end on Monday at 08:26 UTC, inside the window.
    expect(
      mondayMorningSlots('2027-01-04T00:00:00Z', '2027-01-05T00:00:00Z', '2027-01-03T20:26:00Z'),
    ).toEqual([
      '2027-01-04T08:30:00.000Z',
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:00:00.000Z',
    ]);
  });

  it('start on the half hours of the availability in a range that starts at the present minute', () => {
    // "Next week" from Monday 08:26 UTC: the Madrid window of that Monday is already open.
    expect(
      mondayMorningSlots('2027-01-11T08:26:00Z', '2027-01-12T00:00:00Z', '2027-01-04T08:26:00Z'),
    ).toEqual([
      '2027-01-11T08:30:00.000Z',
      '2027-01-11T09:00:00.000Z',
      '2027-01-11T09:30:00.000Z',
      '2027-01-11T10:00:00.000Z',
    ]);
  });
});
