import { TZDate } from '@date-fns/tz';
import { addDays } from './add-days.ts';
import { zoneOrUtc } from './known-zone.ts';
import { wallDate } from './wall-clock.ts';

/**
 * The last day worked out in each zone, with its first instant and the next day's: every request of a
 * day asks for the same one, and the time-zone arithmetic (`Intl`) is the costly part.
 */
const lastDays = new Map<string, { date: string; start: number; end: number }>();

/**
 * The date (YYYY-MM-DD) an instant falls on in a school's time zone (decision 0136): the day its due
 * dates, overdue, late charges, reminders, auto-pay and report days are counted in. UTC when the zone
 * is unknown to the runtime. An instant of the remembered day costs two comparisons; any other, one
 * formatting. The remembered day moves only forward (to a later day, as a running server's requests do):
 * the billing day's reading of old ledger entries, day after day, does not work out each one's bounds.
 */
export function schoolDate(at: Date, timeZone: string): string {
  const time = at.getTime();
  const last = lastDays.get(timeZone);
  if (last && time >= last.start && time < last.end) return last.date;
  const zone = zoneOrUtc(timeZone);
  const date = wallDate(time, zone);
  if (!last || time >= last.end)
    lastDays.set(timeZone, {
      date,
      start: schoolDayStart(date, zone).getTime(),
      end: schoolDayStart(addDays(date, 1), zone).getTime(),
    });
  return date;
}

/** The first instant of a date (YYYY-MM-DD) in a school's time zone. */
export function schoolDayStart(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, zoneOrUtc(timeZone)).getTime());
}
