import { daysBetween, REPORT_DAILY_MAX_DAYS } from '@puente/shared';
import { addDays } from '../../lib/add-days.ts';

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** A range is charted by day up to about three months, by month beyond. */
export const granularityOf = (from: string, to: string) =>
  daysBetween(from, to) <= REPORT_DAILY_MAX_DAYS ? ('day' as const) : ('month' as const);

/**
 * A range split for the roll-ups: the whole months inside it (read from the monthly table) and the days
 * at its ends (from the daily one), so a long range reads about 30 times fewer rows.
 */
export function splitRange(from: string, to: string) {
  const firstFull = from.endsWith('-01') ? from : nextMonth(monthOf(from));
  const afterLastFull = monthOf(addDays(to, 1));
  if (firstFull >= afterLastFull) return { months: null, days: [{ from, to }] };
  const days = [];
  if (from < firstFull) days.push({ from, to: addDays(firstFull, -1) });
  if (afterLastFull <= to) days.push({ from: afterLastFull, to });
  return { months: { from: firstFull, before: afterLastFull }, days };
}

/** Every period of the range (days, or first days of months), so a chart shows the quiet ones at zero. */
export function periodsOf(from: string, to: string, granularity: 'day' | 'month'): string[] {
  const periods: string[] = [];
  if (granularity === 'day') for (let d = from; d <= to; d = addDays(d, 1)) periods.push(d);
  else for (let m = monthOf(from); m <= to; m = nextMonth(m)) periods.push(m);
  return periods;
}
