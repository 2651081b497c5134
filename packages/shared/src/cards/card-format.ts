import { AMEX_CARD_NUMBER_LENGTH, AMEX_CVC_LENGTH, CARD_NUMBER_LENGTH, CVC_LENGTH } from '../constants.ts';
import { isAmex } from './card-brand.ts';

/** Input masks of spec section 5: '0' stands for a digit. */
export const AMEX_CARD_MASK = '0000 000000 00000';
export const CARD_MASK = '0000 0000 0000 0000';

/** The input mask for this number: Amex (34/37) or the 16-digit one. */
export const cardMask = (number: string): string => (isAmex(number) ? AMEX_CARD_MASK : CARD_MASK);

/** Expected digit count: 15 for Amex, else 16. */
export const cardNumberLength = (number: string): number =>
  isAmex(number) ? AMEX_CARD_NUMBER_LENGTH : CARD_NUMBER_LENGTH;

/** Expected CVC length: 4 for Amex, else 3. */
export const cvcLength = (number: string): number => (isAmex(number) ? AMEX_CVC_LENGTH : CVC_LENGTH);

/**
 * Applies the number's mask as the user types: keeps digits only, at most the mask's digit count,
 * grouped with single spaces and no trailing space ('424242' -> '4242 42').
 */
export function formatCardNumber(digits: string): string {
  const only = digits.replace(/\D/g, '');
  const mask = cardMask(only);
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= only.length) break;
    if (slot === '0') out += only[next++];
    else out += slot;
  }
  return out;
}

/** Cuts a 4-digit CVC to 3 when the number is not Amex; otherwise returns it unchanged. */
export const trimCvcForNumber = (cvc: string, number: string): string =>
  !isAmex(number) && cvc.length > CVC_LENGTH ? cvc.slice(0, CVC_LENGTH) : cvc;

/** A stored card for display: '•••• •••• •••• 4242', or '•••• •••••• •4242' for Amex. */
export function maskCardNumber(last4: string, brand: string): string {
  const b = brand.trim().toLowerCase();
  const amex = b === 'amex' || b === 'american express' || b === 'american_express';
  return amex ? `•••• •••••• •${last4}` : `•••• •••• •••• ${last4}`;
}
