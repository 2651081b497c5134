import { z } from 'zod';
import { isDecimalInput } from '../rules/number-inputs.ts';
import { normalizeCardNumber } from './card-brand.ts';
import { isValidExpiry } from './card-expiry.ts';
import { cardNumberLength, cvcLength } from './card-format.ts';
import { isValidCardNumber } from './card-number.ts';
import { type AmountError, paymentAmountError } from './payment-amount.ts';

/** Texts the spec gives for the payment form (es). The amount text is built by the client. */
export const PAYMENT_FORM_MESSAGES = {
  'expiry-invalid': 'Fecha no válida',
  'cvc-invalid': 'Código no válido',
} as const;

/** The result of one form-field check: null when it passes. */
export type FieldError = AmountError;

/** Card number field (spaces allowed): `card-number-invalid` with params `{ length }`. */
export const cardNumberError = (number: string): FieldError =>
  isValidCardNumber(number)
    ? null
    : { code: 'card-number-invalid', params: { length: cardNumberLength(normalizeCardNumber(number)) } };

/** Expiry field (MMYY): `expiry-invalid` ('Fecha no válida'). */
export const expiryError = (mmyy: string, now: Date = new Date()): FieldError =>
  isValidExpiry(mmyy, now) ? null : { code: 'expiry-invalid', params: {} };

/** CVC field: 3 digits, or 4 for Amex numbers; `cvc-invalid` ('Código no válido') with `{ length }`. */
export function cvcError(cvc: string, number: string): FieldError {
  const expected = cvcLength(number);
  return /^\d+$/.test(cvc) && cvc.length === expected
    ? null
    : { code: 'cvc-invalid', params: { length: expected } };
}

/** Postal code field: non-blank (`notempty`), at most 10 characters (`length` with `{ max: 10 }`). */
export function zipCodeError(zipCode: string): FieldError {
  if (zipCode.trim() === '') return { code: 'notempty', params: {} };
  return zipCode.length > 10 ? { code: 'length', params: { max: 10 } } : null;
}

/** True when the amount text has only an optional sign, digits and at most one decimal point. */
export const isAmountText = (text: string): boolean => isDecimalInput(text);

export type PaymentFormOptions = {
  /** The current balance: the amount may not exceed it. */
  balance: number;
  /** A stored card is selected: the card fields are then not required. */
  storedCardSelected: boolean;
  /** 'Adicionar Tarjeta': validate only card number, expiry, CVC and postal code. */
  cardOnly?: boolean;
  now?: Date;
};

/**
 * Zod schema of the payment form (spec section 5): card fields are required only when no stored
 * card is selected; `cardOnly` checks only them. Each issue's message is its code, params as above.
 */
export function paymentFormSchema(options: PaymentFormOptions) {
  const { balance, storedCardSelected, cardOnly = false, now } = options;
  return z
    .looseObject({
      cardNumber: z.string().default(''),
      expDate: z.string().default(''),
      cvv: z.string().default(''),
      zipCode: z.string().default(''),
      amount: z.union([z.number(), z.string(), z.null()]).default(null),
    })
    .check(
      z.superRefine((form, ctx) => {
        const add = (path: string, error: FieldError) => {
          if (error)
            ctx.addIssue({ code: 'custom', message: error.code, path: [path], params: error.params });
        };
        if (!storedCardSelected || cardOnly) {
          add('cardNumber', cardNumberError(form.cardNumber));
          add('expDate', expiryError(form.expDate, now));
          add('cvv', cvcError(form.cvv, form.cardNumber));
          add('zipCode', zipCodeError(form.zipCode));
        }
        if (cardOnly) return;
        add('amount', paymentAmountError(form.amount, balance));
      }),
    );
}
