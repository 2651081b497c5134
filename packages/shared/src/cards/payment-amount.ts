import { AMOUNT_DECIMALS } from '../constants.ts';
import { isDecimalInput, parseDecimalInput } from '../rules/number-inputs.ts';

/** Upper bound of one payment, so that its cents always fit a 32-bit integer column. */
const MAX_PAYMENT_AMOUNT = 10_000_000;

const CENTS = 10 ** AMOUNT_DECIMALS;

/** A money amount to integer cents (money is computed in cents). */
export const toCents = (amount: number): number => Math.round(amount * CENTS);

/** True for a finite number with at most 2 decimals (tolerant of binary floating-point noise). */
function hasAmountDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const scaled = amount * CENTS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A payable amount: finite, at most 2 decimals, and not above MAX_PAYMENT_AMOUNT. */
const isWellFormedAmount = (amount: number): boolean =>
  hasAmountDecimals(amount) && Math.abs(amount) <= MAX_PAYMENT_AMOUNT;

/** A failed rule: its code and the params its message uses; null when the value passes. */
export type AmountError = { code: string; params: Record<string, unknown> } | null;

/**
 * The payment-amount rule (spec section 5), written once: the form, the request schema, the server's
 * use cases and the tests all call it. A text (as typed) must be an optional sign, digits and at most
 * one decimal point (`invalid`); empty is `notnull`. Then the amount must be above 0 (`greaterthan`
 * `{ value: 0 }`), have at most 2 decimals and not exceed MAX_PAYMENT_AMOUNT (`amount-invalid`
 * `{ decimals: 2, max }`) and, when a balance is given, not exceed it (`amount-above-balance`
 * `{ balance }`, compared in cents).
 */
export function paymentAmountError(
  amount: number | string | null | undefined,
  balance?: number,
): AmountError {
  let value = amount;
  if (typeof value === 'string') {
    if (!isDecimalInput(value)) return { code: 'invalid', params: {} };
    value = value.trim() === '' ? null : parseDecimalInput(value);
  }
  if (value === null || value === undefined || Number.isNaN(value)) return { code: 'notnull', params: {} };
  if (!(value > 0)) return { code: 'greaterthan', params: { value: 0 } };
  if (!isWellFormedAmount(value))
    return { code: 'amount-invalid', params: { decimals: AMOUNT_DECIMALS, max: MAX_PAYMENT_AMOUNT } };
  if (balance !== undefined && toCents(value) > toCents(balance))
    return { code: 'amount-above-balance', params: { balance } };
  return null;
}
