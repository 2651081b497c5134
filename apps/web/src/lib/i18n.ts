import { errorCatalog, isSupportedLocale, type SupportedLocale } from '@puente/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLocale, storeLocale } from './locale-store';

/** Every `locales/{lng}/{namespace}.json` becomes a namespace; features add files, not code. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function buildResources(): Resource {
  const resources: Resource = { es: {}, en: {} };
  for (const [file, module] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng]![ns] = module.default;
  }
  // Server error codes translate on the client too: t('errors:course.not-found').
  for (const lng of ['es', 'en'] as const) {
    resources[lng]!.errors = Object.fromEntries(
      Object.entries(errorCatalog).map(([code, entry]) => [code, entry[lng]]),
    );
  }
  return resources;
}

export const i18n = i18next.createInstance();

export function initI18n(locale: SupportedLocale = storedLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: buildResources(),
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

function applyDocumentLocale(locale: SupportedLocale) {
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Changes the interface language; refuses (false) a locale the product does not support. */
export function setLocale(locale: string): boolean {
  if (!isSupportedLocale(locale)) return false;
  storeLocale(locale);
  applyDocumentLocale(locale);
  void i18n.changeLanguage(locale);
  return true;
}

export const currentLocale = (): SupportedLocale => (isSupportedLocale(i18n.language) ? i18n.language : 'es');
