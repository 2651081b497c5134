import type { TFunction } from 'i18next';

const HOUR = 60;
const DAY = 24 * HOUR;

/** A next interval (minutes) as the rating buttons show it: "<1 min", "10 min", "5 h", "3 d", "2 mes", "1.5 a". */
export function intervalText(minutes: number, t: TFunction<'reviews'>): string {
  if (minutes < 1) return t('interval.now');
  if (minutes < HOUR) return t('interval.minutes', { count: Math.round(minutes) });
  if (minutes < DAY) return t('interval.hours', { count: Math.round(minutes / HOUR) });
  const days = minutes / DAY;
  if (days < 30) return t('interval.days', { count: Math.round(days) });
  if (days < 365) return t('interval.months', { count: Math.round((days / 30) * 10) / 10 });
  return t('interval.years', { count: Math.round((days / 365) * 10) / 10 });
}
