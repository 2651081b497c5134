import { centsToAmount, formatAmount } from '@puente/shared';

/** Integer cents as the reader reads money ('1.234,50' / '1,234.50'), with the sign of a credit. */
export const moneyText = (cents: number, locale: string): string =>
  formatAmount(centsToAmount(cents), locale);
