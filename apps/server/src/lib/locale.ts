import { DEFAULT_LOCALE, isSupportedLocale, type SupportedLocale } from '@puente/shared';

/** The first supported language of an Accept-Language header, or null. */
export function localeFromAcceptLanguage(header: string | undefined): SupportedLocale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isSupportedLocale) ?? null;
}

export const resolveLocale = (...candidates: (string | null | undefined)[]): SupportedLocale =>
  candidates.find(isSupportedLocale) ?? DEFAULT_LOCALE;
