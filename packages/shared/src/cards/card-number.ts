import { normalizeCardNumber } from './card-brand.ts';
import { cardNumberLength } from './card-format.ts';
import { luhnValid } from './luhn.ts';

/** Digits only once spaces are removed, 15 digits for Amex / 16 otherwise, and Luhn-valid. */
export function isValidCardNumber(number: string): boolean {
  const digits = normalizeCardNumber(number);
  return /^\d+$/.test(digits) && digits.length === cardNumberLength(digits) && luhnValid(digits);
}
