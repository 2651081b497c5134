import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { length } from '../rules/length-rules.ts';
import { notEmpty } from '../rules/presence-rules.ts';
import { range } from '../rules/range-rules.ts';
import { ruleCheck } from '../rules/rule-codes.ts';
import { normalizeCardNumber } from './card-brand.ts';
import { isExpiryCurrentOrFuture } from './card-expiry.ts';
import { cardNumberLength, cvcLength } from './card-format.ts';
import { isValidCardNumber } from './card-number.ts';
import { paymentAmountError } from './payment-amount.ts';

/** A payment-provider id (customer, payment method): non-empty, at most 255 characters. */
const ZProviderId = z.string().check(notEmpty(), length({ max: 255 }));

/** Card number: spaces removed, then digits only, 15 (Amex) or 16 digits, Luhn-valid. */
const ZCardNumber = z
  .string()
  .overwrite(normalizeCardNumber)
  .check(
    ruleCheck<string>('card-number-invalid', isValidCardNumber, (number) => ({
      length: cardNumberLength(number),
    })),
  );

/** Postal code: non-blank, at most 10 characters. */
const ZZipCode = z.string().check(notEmpty(), length({ max: 10 }));

/** Payment amount: the payment-amount rule without the balance (the server checks that one). */
const ZPaymentAmount = z.number().check(
  z.superRefine((amount, ctx) => {
    const error = paymentAmountError(amount);
    if (error) ctx.addIssue({ code: 'custom', message: error.code, params: error.params });
  }),
);

/** Runs a card check only on an object whose `keys` passed (a null or array body never reaches it). */
const noIssueOn =
  (...keys: string[]) =>
  (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || keys.includes(String(issue.path[0])));

/**
 * Body of the attach-card call. The CVC length follows the number's brand (4 Amex, else 3); an
 * expiry before the current month fails with `expiry-invalid` on expYear. Unknown keys are dropped.
 * Number and CVC never appear in issue params.
 */
export const ZAttachCardRequest = z
  .object({
    number: ZCardNumber,
    customer: ZProviderId,
    cvc: z.string().check(ruleCheck<string>('cvc-invalid', (cvc) => /^\d{3,4}$/.test(cvc))),
    expMonth: int4().check(range(1, 12, { code: 'expiry-invalid' })),
    expYear: int4().check(range(1000, 9999, { code: 'expiry-invalid' })),
    zipCode: ZZipCode,
  })
  .check(
    z.superRefine(
      (card, ctx) => {
        const expected = cvcLength(card.number);
        if (card.cvc.length !== expected) {
          ctx.addIssue({
            code: 'custom',
            message: 'cvc-invalid',
            path: ['cvc'],
            params: { length: expected },
          });
        }
      },
      { when: noIssueOn('cvc', 'number') },
    ),
    z.superRefine(
      (card, ctx) => {
        if (!isExpiryCurrentOrFuture(card.expMonth, card.expYear)) {
          ctx.addIssue({ code: 'custom', message: 'expiry-invalid', path: ['expYear'], params: {} });
        }
      },
      { when: noIssueOn('expMonth', 'expYear') },
    ),
  );
export type TAttachCardRequest = z.infer<typeof ZAttachCardRequest>;

/**
 * Body of the attach-card call for a card saved through a SetupIntent: with Stripe, the PaymentMethod
 * Stripe.js made and confirmed in the browser (`stripe.confirmCardSetup`, 3-D Secure included); with the
 * sandbox, the card its first attach call answered `requires_action` for, once the challenge is answered.
 * The server stores the card only when the SetupIntent succeeded for this customer and this card. The
 * card itself never reaches the server.
 */
export const ZAttachPaymentMethodRequest = z.object({
  customer: ZProviderId,
  paymentMethodId: ZProviderId,
  setupIntentId: ZProviderId.describe('The SetupIntent the card was confirmed with (`seti_…`)'),
});
export type TAttachPaymentMethodRequest = z.infer<typeof ZAttachPaymentMethodRequest>;

/** Body of POST /retail/createsetupintent: the account's customer the card is being saved for. */
export const ZSetupIntentRequest = z.object({ customer: ZProviderId });
export type TSetupIntentRequest = z.infer<typeof ZSetupIntentRequest>;

/** The card fields of the spec's attach call: refused when the provider takes cards in the browser. */
export const CARD_DETAIL_FIELDS = ['number', 'cvc', 'expMonth', 'expYear', 'zipCode'] as const;

/** Body of the register-payment call (amount in currency units, 2 decimals). */
export const ZRegisterPaymentRequest = z.object({
  amount: ZPaymentAmount,
  customer: ZProviderId,
  paymentMethodId: ZProviderId,
});
export type TRegisterPaymentRequest = z.infer<typeof ZRegisterPaymentRequest>;

/** Body of the set-auto-payment call. */
export const ZSetAutoPaymentRequest = z.object({
  customerId: ZProviderId,
  paymentMethodId: ZProviderId,
});
export type TSetAutoPaymentRequest = z.infer<typeof ZSetAutoPaymentRequest>;
