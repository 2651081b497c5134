import type { TFunction } from 'i18next';

/** Minutes as the page writes them: "12 min", "1 h 5 min". */
export function minutesText(minutes: number, t: TFunction<'progress'>) {
  if (minutes < 60) return t('minutes.value', { count: minutes });
  return t('minutes.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
