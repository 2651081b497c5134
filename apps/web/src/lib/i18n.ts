import { isSupportedLocale, type SupportedLocale } from '@puente/shared';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLocale } from './locale-store';

/**
 * Every `locales/{lng}/{namespace}.json` becomes a namespace; features add files, not code. Each
 * language is one module (`locales/{lng}/index.ts`) and its own chunk (see vite.config.ts), loaded when
 * it is first used, so a visitor downloads the texts of one language only, and a new namespace costs the
 * first screen's code nothing.
 */
const languageFiles = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>(
  '../locales/*/index.ts',
);

/** The texts loaded so far, by language and namespace. */
const loaded: Partial<Record<SupportedLocale, ResourceLanguage>> = {};

/** Whether a language's texts are in. */
export const isLanguageLoaded = (lng: SupportedLocale) => Boolean(loaded[lng]);

/** Loads a language's namespaces and the server error texts, once. */
export async function loadLanguage(lng: SupportedLocale): Promise<void> {
  if (loaded[lng]) return;
  const [{ default: files }, { errorCatalog }] = await Promise.all([
    languageFiles[`../locales/${lng}/index.ts`]!(),
    import('@puente/shared/errors/error-catalog'),
  ]);
  const namespaces = Object.entries(files).map(([file, texts]) => [file.slice(2, -'.json'.length), texts]);
  const resources: ResourceLanguage = Object.fromEntries(namespaces);
  // Server error codes translate on the client too: t('errors:course.not-found').
  resources.errors = Object.fromEntries(
    Object.entries(errorCatalog).map(([code, entry]) => [code, entry[lng]]),
  );
  loaded[lng] = resources;
  if (i18n.isInitialized) {
    for (const [ns, texts] of Object.entries(resources)) i18n.addResourceBundle(lng, ns, texts, true, true);
  }
}

export const i18n = i18next.createInstance();

/** Starts i18next with the languages loaded so far (see loadLanguage / startI18n). */
export function initI18n(locale: SupportedLocale = storedLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { ...loaded },
      lng: locale,
      fallbackLng: 'es',
      supportedLngs: ['es', 'en'],
      defaultNS: 'common',
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      initImmediate: false,
    } as Parameters<typeof i18n.init>[0]);
    applyDocumentLocale(locale);
  }
  return i18n;
}

/** Loads the stored (or default) language, then starts i18next: the app renders after this. */
export async function startI18n(locale: SupportedLocale = storedLocale()) {
  await loadLanguage(locale);
  return initI18n(locale);
}

export function applyDocumentLocale(locale: SupportedLocale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const currentLocale = (): SupportedLocale => (isSupportedLocale(i18n.language) ? i18n.language : 'es');
