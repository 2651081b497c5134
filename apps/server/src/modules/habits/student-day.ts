import { tz } from '@date-fns/tz';
import { formatISO, startOfDay } from 'date-fns';

/** Whether the runtime knows a time zone's name. */
function knownZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone a student's days are reckoned in: their own, else the school's, else UTC. */
export const studentZone = (own: string | null, school: string | null): string =>
  knownZone(own) ? own : knownZone(school) ? school : 'UTC';

/** Today's date (YYYY-MM-DD) in a zone, and the hour (0–23) it is there. */
export function localNow(now: Date, timeZone: string): { date: string; hour: number } {
  const zone = tz(timeZone);
  const date = formatISO(startOfDay(now, { in: zone }), { representation: 'date' });
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
  return { date, hour };
}
