import { tz } from '@date-fns/tz';
import { addDays, formatISO, startOfDay, startOfISOWeek } from 'date-fns';
import { zoneOrUtc } from '../../../lib/known-zone.ts';

/** The student's day in their time zone (UTC when they have none or it is unknown). */
export type ReviewDay = {
  /** Start of today and of tomorrow, as instants (23 or 25 hours apart on a daylight-saving change). */
  start: Date;
  end: Date;
  /** Start of this week's Monday, as an instant. */
  weekStart: Date;
  /** Today's date (YYYY-MM-DD) in the time zone. */
  date: string;
  /** The time zone the day was reckoned in. */
  timeZone: string;
};

/**
 * The last day worked out in each zone: every request of a day asks for the same one, and the
 * time-zone arithmetic (`Intl`) is the costly part.
 */
const lastDays = new Map<string, ReviewDay>();

/** Today in a time zone: its first instant, the next day's, this week's Monday's, and its date. */
export function reviewDay(now: Date, timeZone: string | null): ReviewDay {
  const known = zoneOrUtc(timeZone);
  let day = lastDays.get(known);
  if (!day || now < day.start || now >= day.end) {
    const zone = tz(known);
    const start = startOfDay(now, { in: zone });
    day = {
      start: new Date(start.getTime()),
      end: new Date(addDays(start, 1, { in: zone }).getTime()),
      weekStart: new Date(startOfISOWeek(now, { in: zone }).getTime()),
      date: formatISO(start, { representation: 'date' }),
      timeZone: known,
    };
    lastDays.set(known, day);
  }
  // A copy: the remembered day's instants are not the caller's to change.
  return { ...day, start: new Date(day.start), end: new Date(day.end), weekStart: new Date(day.weekStart) };
}

/** The first instants of the `count` days after a review day, in its time zone. */
export const followingDayStarts = (day: ReviewDay, count: number): Date[] =>
  Array.from(
    { length: count },
    (_, i) => new Date(addDays(day.start, i + 1, { in: tz(day.timeZone) }).getTime()),
  );
