import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { addDays } from './add-days.ts';

/** Whether the runtime knows each zone asked for (checking costs far more than remembering). */
const knownZones = new Map<string, boolean>();

function zoneOrUtc(timeZone: string): string {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known ? timeZone : 'UTC';
}

/**
 * The last day worked out in each zone, with its first instant and the next day's: every request of a
 * day asks for the same one, and the time-zone arithmetic (`Intl`) is the costly part.
 */
const lastDays = new Map<string, { date: string; start: number; end: number }>();

/**
 * The date (YYYY-MM-DD) an instant falls on in a school's time zone (decision 0136): the day its due
 * dates, overdue, late charges, reminders, auto-pay and report days are counted in. UTC when the zone
 * is unknown to the runtime.
 */
export function schoolDate(at: Date, timeZone: string): string {
  const time = at.getTime();
  const last = lastDays.get(timeZone);
  if (last && time >= last.start && time < last.end) return last.date;
  const zone = zoneOrUtc(timeZone);
  const date = formatISO(new TZDate(time, zone), { representation: 'date' });
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
