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
const monthFormat = perLanguage(
  (intl) => new Intl.DateTimeFormat(intl, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** Integer cents as the amount with 2 decimals that the API sends (123450 → 1234.5). */
export const centsToAmount = (cents: number): number => Math.round(cents) / 100;

/** An amount with 2 decimals in the reader's language ('1.234,50' / '1,234.50'). */
export const formatAmount = (amount: number, locale: string): string => amountFormat(locale).format(amount);

/** The school's currency, written before an amount ('$10,50'), as the payment page writes it. */
export const CURRENCY_SYMBOL = '$';

/**
 * The school's currency as an ISO 4217 code: what the payment providers charge in (US dollars; no school
 * has another yet). Screens that name the currency (the administration's billing) format with it.
 */
export const SCHOOL_CURRENCY = 'USD';

/** Integer cents with the currency, in the reader's language ('$1.234,50', '-$650,00' / '-$650.00'). */
export const formatMoney = (cents: number, locale: string): string =>
  `${cents < 0 ? '-' : ''}${CURRENCY_SYMBOL}${formatAmount(centsToAmount(Math.abs(cents)), locale)}`;

/** A count with no decimals in the reader's language. */
export const formatCount = (count: number, locale: string): string => countFormat(locale).format(count);

/** A calendar date (YYYY-MM-DD, or the date part of an instant) as a long date in the reader's language. */
export const formatLongDate = (date: string, locale: string): string =>
  longDateFormat(locale).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/**
 * A month (YYYY-MM, or a date in it) in the reader's language: 'ago 2026' / 'Aug 2026'; text that is
 * not a month (a month still being typed) is returned as it is.
 */
export function formatMonth(month: string, locale: string): string {
  const start = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(start.getTime()) ? month : monthFormat(locale).format(start);
}

/** Why a typed amount was refused (each has an es/en text where the amount is typed). */
type MoneyTextError = 'malformed' | 'ambiguous' | 'decimals' | 'too-large';

/** A typed amount read: empty, its integer cents, or why it cannot be read. */
export type MoneyText =
  | { kind: 'empty' }
  | { kind: 'cents'; cents: number }
  | { kind: 'error'; error: MoneyTextError };

/** A thousands group run: the first group 1-3 digits with no leading zero, every other exactly 3. */
const GROUPED = (separator: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${separator}\\d{3})+$`);
/** At most 15 digits of cents: every such value is an exact integer in a double. */
const MAX_CENTS_DIGITS = 15;

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The integer and decimal digits of an amount written with '.' and ',' in either language's way, or why
 * it cannot be read. The rules, the same for every reader (a Spanish reader who types '10.50' means ten
 * and a half, as an English one does):
 * - no separator: whole units ('1234');
 * - one separator, once, followed by 1 or 2 digits: the decimal mark ('10,50', '10.5', ',50');
 * - one separator, once, followed by exactly 3 digits after 1-3 digits ('1.234', '1,234', '12.345'):
 *   thousands or decimals cannot be told apart: refused as ambiguous;
 * - one separator several times: thousands groups, no decimals ('1.234.567'), each group of 3 digits;
 * - both separators: the last one is the decimal mark (once, followed by 1 or 2 digits), the other
 *   groups the thousands before it ('1.234,56', '1,234.56');
 * - more than 2 decimals ('1234.567', '0,125', '1.234,567') is refused (cents have 2); anything else
 *   (letters, spaces inside, a separator with no digits after it, badly placed groups) is malformed.
 */
function digitsOf(body: string): { whole: string; fraction: string } | MoneyTextError {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot < 0 && comma < 0) return { whole: body, fraction: '' };
  if (dot >= 0 && comma >= 0) {
    const [decimal, group] = dot > comma ? ['.', ','] : [',', '.'];
    const at = Math.max(dot, comma);
    const whole = body.slice(0, at);
    const fraction = body.slice(at + 1);
    if (count(body, decimal) !== 1 || !GROUPED(group).test(whole) || fraction.length === 0)
      return 'malformed';
    if (fraction.length > 2) return 'decimals';
    return { whole: whole.split(group).join(''), fraction };
  }
  const separator = dot >= 0 ? '.' : ',';
  if (count(body, separator) > 1) {
    return GROUPED(separator).test(body)
      ? { whole: body.split(separator).join(''), fraction: '' }
      : 'malformed';
  }
  const at = Math.max(dot, comma);
  const whole = body.slice(0, at);
  const fraction = body.slice(at + 1);
  if (fraction.length === 0) return 'malformed';
  if (fraction.length <= 2) return { whole, fraction };
  if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) return 'ambiguous';
  return 'decimals';
}

/**
 * Reads an amount as typed into integer cents, by the rules of `digitsOf`: an optional leading minus
 * ('-' or '−'), digits, '.' and ','; spaces around it are ignored. `formatAmount` writes every amount in
 * a way this reads back to the same cents, in both languages.
 */
export function parseMoneyText(text: string): MoneyText {
  const trimmed = text.trim().replace('\u2212', '-');
  if (trimmed === '') return { kind: 'empty' };
  const match = /^(-?)([\d.,]+)$/.exec(trimmed);
  if (!match) return { kind: 'error', error: 'malformed' };
  const digits = digitsOf(match[2] ?? '');
  if (typeof digits === 'string') return { kind: 'error', error: digits };
  const centsText = `${digits.whole}${digits.fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (centsText.length > MAX_CENTS_DIGITS) return { kind: 'error', error: 'too-large' };
  const cents = Number(centsText);
  return { kind: 'cents', cents: match[1] === '-' && cents !== 0 ? -cents : cents };
}
