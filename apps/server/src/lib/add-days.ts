/** YYYY-MM-DD of a year (0-9999, four digits as PostgreSQL reads it), a month (1-12) and a day. */
export const calendarDate = (year: number, month: number, day: number): string =>
  `${year < 1000 ? String(year).padStart(4, '0') : year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;

/**
 * The calendar date (YYYY-MM-DD) `days` after another (before, when negative). A UTC date carries a day
 * past the month's end into the next month (and back), at UTC where no day is longer than another: the
 * same days as date-fns' `addDays` on a UTC date (add-days.test.ts checks them against it), without
 * parsing the text as a date or building one, since the account figures count hundreds of such days per
 * read (decision 0175).
 */
export function addDays(isoDate: string, days: number): string {
  // setUTCFullYear, not Date.UTC, which would read years 0-99 as 1900-1999.
  const at = new Date(0);
  at.setUTCFullYear(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10) + days);
  return calendarDate(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}
