import { TZDate } from '@date-fns/tz';
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

/** One formatter per zone for the wall-clock date (building an `Intl.DateTimeFormat` costs far more than using it). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date (YYYY-MM-DD) of an instant in a zone the runtime knows, from one formatting. */
function wallDate(time: number, zone: string): string {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(zone, format);
  }
  let year = '';
  let month = '';
  let day = '';
  for (const part of format.formatToParts(time)) {
    if (part.type === 'year') year = part.value.padStart(4, '0');
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

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
