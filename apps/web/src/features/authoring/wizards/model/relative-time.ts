const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago an instant was, in the interface language ("hace 5 minutos", "yesterday"): the
 * largest whole unit, from seconds to years. An instant in the future (clocks apart) reads as now.
 */
export function relativeTime(instant: string, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language === 'en' ? 'en' : 'es', { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(instant).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
