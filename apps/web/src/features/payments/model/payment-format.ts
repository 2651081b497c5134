import { formatCount as countIn, formatLongDate } from '@puente/shared';

export { formatAmount } from '@puente/shared';

/** A YYYY-MM-DD date in the user's locale, or '-' when missing. */
export const formatDate = (date: string | null | undefined, locale: string): string =>
  date ? formatLongDate(date, locale) : '-';

/** A count with no decimals, or '-' when missing. */
export const formatCount = (count: number | null | undefined, locale: string): string =>
  count === null || count === undefined ? '-' : countIn(count, locale);

/** Expiry of a stored card: MM/YYYY. */
export const formatExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${year}`;
