/**
 * A calendar day (YYYY-MM-DD, a date with no time: a due date, a ledger day) as the reader reads it, e.g.
 * "26 oct 2026" / "Oct 26, 2026". Read in UTC, where the day was written: no zone moves it to the day before.
 */
export function calendarDayText(day: string, language: string) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-ES', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
