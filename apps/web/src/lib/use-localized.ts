import type { SupportedLocale, TLocalizedText } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Picks the interface language's side of a text given in both languages; follows language changes. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const locale: SupportedLocale = i18n.language === 'en' ? 'en' : 'es';
  return (text: TLocalizedText) => text[locale] || text.es;
}

/** Formats an instant as a date in the interface language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-ES';
  return (instant: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(instant));
}
