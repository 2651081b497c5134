const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Removes the spaces a card-number input shows between groups. */
export const normalizeCardNumber = (number: string): string => number.replace(/\s+/g, '');

const prefix = (digits: string, size: number): number => Number(digits.slice(0, size));

/**
 * Brand from the number's prefix (spaces ignored): visa 4; mastercard 51-55 and 2221-2720;
 * amex 34, 37; discover 6011, 65, 644-649; anything else 'unknown'.
 */
export function cardBrand(number: string): CardBrand {
  const digits = normalizeCardNumber(number);
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  const two = prefix(digits, 2);
  const four = prefix(digits, 4);
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (digits.startsWith('6011') || digits.startsWith('65') || /^64[4-9]/.test(digits)) return 'discover';
  return 'unknown';
}

/** True when the number (spaces ignored) starts with 34 or 37. */
export const isAmex = (number: string): boolean => /^3[47]/.test(normalizeCardNumber(number));
