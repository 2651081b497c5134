import { DEFAULT_LOCALE, isSupportedLocale, type SupportedLocale } from '@puente/shared';

export const LOCALE_STORAGE_KEY = 'puente.locale';

/** The locale kept in local storage, or the default (Spanish). */
export function storedLocale(): SupportedLocale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isSupportedLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: SupportedLocale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
