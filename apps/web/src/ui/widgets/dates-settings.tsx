import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import type { SupportedLocale } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The interface language as the date widgets use it. */
export function useWidgetLocale(): SupportedLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}

/**
 * The date widgets' settings: dayjs's language, the week starting on Monday in Spanish and Sunday in
 * English, and every month drawn as 6 weeks (the spec's 42-day grid).
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  const locale = useWidgetLocale();
  const settings: DatesProviderSettings = {
    locale,
    firstDayOfWeek: locale === 'es' ? 1 : 0,
    consistentWeeks: true,
  };
  return <DatesProvider settings={settings}>{children}</DatesProvider>;
}

/** The calendar's translated labels for its header buttons. */
export function useCalendarLabels() {
  const { t } = useTranslation('widgets');
  return {
    monthLevelControl: t('calendar.monthLevel'),
    yearLevelControl: t('calendar.yearLevel'),
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('calendar.previousYear'),
    nextYear: t('calendar.nextYear'),
    previousDecade: t('calendar.previousDecade'),
    nextDecade: t('calendar.nextDecade'),
  };
}

/** A Mantine `excludeDate` that disables the given weekdays (0 = Sunday … 6 = Saturday). */
export const excludeWeekdays = (weekdays: readonly number[] | undefined) =>
  weekdays?.length
    ? (date: string) => weekdays.includes(new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay())
    : undefined;
