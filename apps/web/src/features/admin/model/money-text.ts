import { centsToAmount, SCHOOL_CURRENCY } from '@puente/shared';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents as money in the school's currency, written as the reader's language writes it
 * ('1.234,50 US$' / '$1,234.50'), with the sign of a credit ('-25,50 US$' / '-$25.50'); `signed` writes
 * the sign of a charge too ('+40,00 US$'), as the ledger does.
 */
export function moneyText(
  cents: number,
  locale: string,
  options: { signed?: boolean; currency?: string } = {},
): string {
  const intl = locale === 'en' ? 'en-US' : 'es-ES';
  const currency = options.currency ?? SCHOOL_CURRENCY;
  const key = `${intl}|${currency}|${options.signed ? 'signed' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intl, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format.format(centsToAmount(cents));
}
