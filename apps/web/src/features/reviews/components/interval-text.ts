import type { TFunction } from 'i18next';

const HOUR = 60;
const DAY = 24 * HOUR;

/** A number with at most one decimal in the reader's language ('1,5' / '1.5'). */
const oneDecimal = (value: number, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', { maximumFractionDigits: 1 }).format(value);

/**
 * A next interval (minutes) as the rating buttons and the summary show it, in the reader's language:
 * "<1 min", "10 min", "5 h", "3 días", "1,4 meses", "1,5 años" ("3 days", "1.4 months", "1.5 years").
 */
export function intervalText(minutes: number, t: TFunction<'reviews'>, language: string): string {
  if (minutes < 1) return t('interval.now');
  if (minutes < HOUR) return t('interval.minutes', { count: Math.round(minutes) });
  if (minutes < DAY) return t('interval.hours', { count: Math.round(minutes / HOUR) });
  const days = minutes / DAY;
  if (days < 30) return t('interval.days', { count: Math.round(days) });
  if (days < 365) {
    const months = Math.round((days / 30) * 10) / 10;
    return t('interval.months', { count: months, value: oneDecimal(months, language) });
  }
  const years = Math.round((days / 365) * 10) / 10;
  return t('interval.years', { count: years, value: oneDecimal(years, language) });
}
