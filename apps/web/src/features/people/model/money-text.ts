import { centsToAmount, formatAmount } from '@puente/shared';

/** Integer cents as the reader reads money ('1.234,50' / '1,234.50'), with the sign of a credit. */
export const moneyText = (cents: number, locale: string): string =>
  formatAmount(centsToAmount(cents), locale);

/** A decimal amount typed in a money input, as integer cents (empty is 0). */
export const centsOf = (value: number | string): number => Math.round(Number(value || 0) * 100);
