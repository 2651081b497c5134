export { daysBetween } from '@puente/shared';

import { calendarDate } from '../../../lib/add-days.ts';

export { addDays } from '../../../lib/add-days.ts';
export { schoolDate } from '../../../lib/school-date.ts';

/**
 * A calendar date as text, YYYY-MM-DD. Billing dates are days of the school's time zone (`schoolDate`,
 * decision 0136); `isoDate` is only the calendar arithmetic below, on dates at UTC midnight.
 */
export type IsoDate = string;

export const isoDate = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/**
 * The first day of the month `months` after the month of `date`. Counted on the text's year and month,
 * as are the days below: an account's schedule is a dozen of each per read (decision 0175).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const monthIndex = +date.slice(0, 4) * 12 + (+date.slice(5, 7) - 1) + months;
  const year = Math.floor(monthIndex / 12);
  return calendarDate(year, monthIndex - year * 12 + 1, 1);
}

const leapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Day `day` of the month of `monthStart`, clamped to the month's last day (31 -> 28 in February). */
export function dayOfMonth(monthStart: IsoDate, day: number): IsoDate {
  const year = +monthStart.slice(0, 4);
  const month = +monthStart.slice(5, 7);
  const lastDay = month === 2 && leapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
  return calendarDate(year, month, Math.min(day, lastDay));
}
