import { isSupportedLocale } from '@puente/shared';
import { applyDocumentLocale, i18n, isLanguageLoaded, loadLanguage } from './i18n';
import { storedLocale, storeLocale } from './locale-store';

/**
 * Changes the interface language; refuses (false) a locale the product does not support. A language
 * not loaded yet switches as soon as its texts arrive.
 */
export function setLocale(locale: string): boolean {
  if (!isSupportedLocale(locale)) return false;
  storeLocale(locale);
  const apply = () => {
    applyDocumentLocale(locale);
    // Before the texts start, the stored choice is the language they start in.
    if (i18n.isInitialized) void i18n.changeLanguage(locale);
  };
  if (isLanguageLoaded(locale)) apply();
  // A later choice made while this language loads wins.
  else void loadLanguage(locale).then(() => storedLocale() === locale && apply());
  return true;
}
