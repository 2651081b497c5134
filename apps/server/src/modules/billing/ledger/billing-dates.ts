export { daysBetween } from '@puente/shared';
export { addDays } from '../../../lib/add-days.ts';
export { schoolDate } from '../../../lib/school-date.ts';

/**
 * A calendar date as text, YYYY-MM-DD. Billing dates are days of the school's time zone (`schoolDate`,
 * decision 0136); `isoDate` is only the calendar arithmetic below, on dates at UTC midnight.
 */
export type IsoDate = string;

export const isoDate = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** The first day of the month `months` after the month of `date`. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return isoDate(new Date(Date.UTC(year, month - 1 + months, 1)));
}

/** Day `day` of the month of `monthStart`, clamped to the month's last day (31 -> 28 in February). */
export function dayOfMonth(monthStart: IsoDate, day: number): IsoDate {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(new Date(Date.UTC(year, month - 1, Math.min(day, lastDay))));
}
