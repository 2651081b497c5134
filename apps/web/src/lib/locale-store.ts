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

/** A visitor picked the language by hand (on the login page): the sign-in in this tab keeps it. */
export function rememberSignedOutChoice(locale: SupportedLocale) {
  try {
    // The tab's storage, under the same key as the device's: a choice of this visit only.
    sessionStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the account's language wins at sign-in.
  }
}

/** The language a visitor picked by hand in this tab, once (the sign-in takes it), or null. */
export function takeSignedOutChoice(): SupportedLocale | null {
  try {
    const value = sessionStorage.getItem(LOCALE_STORAGE_KEY);
    sessionStorage.removeItem(LOCALE_STORAGE_KEY);
    return isSupportedLocale(value) ? value : null;
  } catch {
    return null;
  }
}
