import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';

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
 * The date (YYYY-MM-DD) an instant falls on in a school's time zone (decision 0136): the day its due
 * dates, overdue, late charges, reminders, auto-pay and report days are counted in. UTC when the zone
 * is unknown to the runtime.
 */
export const schoolDate = (at: Date, timeZone: string): string =>
  formatISO(new TZDate(at.getTime(), zoneOrUtc(timeZone)), { representation: 'date' });

/** The first instant of a date (YYYY-MM-DD) in a school's time zone. */
export function schoolDayStart(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, zoneOrUtc(timeZone)).getTime());
}
