import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/es';

dayjs.extend(localizedFormat);

const intlLocale = (locale: string) => (locale === 'en' ? 'en-US' : 'es-ES');

/** An amount with 2 decimals in the user's locale ('1.234,50' / '1,234.50'). */
export const formatAmount = (amount: number, locale: string): string =>
  new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(amount);

/** A YYYY-MM-DD date in the user's locale, or '-' when missing. */
export const formatDate = (date: string | null | undefined, locale: string): string =>
  date
    ? dayjs(date)
        .locale(locale === 'en' ? 'en' : 'es')
        .format('LL')
    : '-';

/** A count with no decimals, or '-' when missing. */
export const formatCount = (count: number | null | undefined, locale: string): string =>
  count === null || count === undefined ? '-' : new Intl.NumberFormat(intlLocale(locale)).format(count);

/** Expiry of a stored card: MM/YYYY. */
export const formatExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${year}`;
