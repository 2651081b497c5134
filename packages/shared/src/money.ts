/**
 * Money and dates as a reader sees them, the same on the web and in e-mails: amounts are integer cents
 * until here, and `Intl` writes them in the reader's language ('1.234,50' / '1,234.50';
 * '10 de marzo de 2026' / 'March 10, 2026').
 */

const intlLocale = (locale: string) => (locale === 'en' ? 'en-US' : 'es-ES');

/**
 * One formatter per language and kind, made on first use: building an `Intl` formatter costs far more
 * than formatting with it (a payment's receipt formats an amount and a date).
 */
function perLanguage<F>(make: (intl: string) => F): (locale: string) => F {
  const made = new Map<string, F>();
  return (locale) => {
    const intl = intlLocale(locale);
    let formatter = made.get(intl);
    if (!formatter) {
      formatter = make(intl);
      made.set(intl, formatter);
    }
    return formatter;
  };
}

const amountFormat = perLanguage(
  (intl) =>
    new Intl.NumberFormat(intl, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    }),
);
const countFormat = perLanguage((intl) => new Intl.NumberFormat(intl));
const longDateFormat = perLanguage(
  (intl) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }),
);

/** Integer cents as the amount with 2 decimals that the API sends (123450 → 1234.5). */
export const centsToAmount = (cents: number): number => Math.round(cents) / 100;

/** An amount with 2 decimals in the reader's language ('1.234,50' / '1,234.50'). */
export const formatAmount = (amount: number, locale: string): string => amountFormat(locale).format(amount);

/** A count with no decimals in the reader's language. */
export const formatCount = (count: number, locale: string): string => countFormat(locale).format(count);

/** A calendar date (YYYY-MM-DD, or the date part of an instant) as a long date in the reader's language. */
export const formatLongDate = (date: string, locale: string): string =>
  longDateFormat(locale).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
