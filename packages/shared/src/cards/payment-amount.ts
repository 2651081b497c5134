import { AMOUNT_DECIMALS } from '../constants.ts';

/** Upper bound of one payment, so that its cents always fit a 32-bit integer column. */
export const MAX_PAYMENT_AMOUNT = 10_000_000;

const CENTS = 10 ** AMOUNT_DECIMALS;

/** A money amount to integer cents (money is computed in cents). */
export const toCents = (amount: number): number => Math.round(amount * CENTS);

/** True for a finite number with at most 2 decimals (tolerant of binary floating-point noise). */
export function hasAmountDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const scaled = amount * CENTS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A payable amount: finite, at most 2 decimals, and not above MAX_PAYMENT_AMOUNT. */
export const isWellFormedAmount = (amount: number): boolean =>
  hasAmountDecimals(amount) && Math.abs(amount) <= MAX_PAYMENT_AMOUNT;
