import { formatCurrency } from '@puente/shared';

/**
 * Integer cents as the reader reads money, with the school's currency ('1.234,50 US$' / '$1,234.50'),
 * with the sign of a credit.
 */
export const moneyText = (cents: number, locale: string): string => formatCurrency(cents, locale);
