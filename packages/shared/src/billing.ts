import { z } from 'zod';
import { ZRegisterPaymentRequest } from './cards/payment-schemas.ts';

/*
 * Contracts of the retail payment calls (spec section 7). Requests to attach a card, register a payment
 * and set auto-payment are in cards/payment-schemas.ts (ZAttachCardRequest, ZRegisterPaymentRequest,
 * ZSetAutoPaymentRequest). Amounts are numbers with 2 decimals; dates are YYYY-MM-DD or null.
 */

const ZAmount = z.number().describe('Amount with 2 decimals');
const ZDate = z.string().nullable().describe('ISO date (YYYY-MM-DD) or null');

/** Customer payment info of spec section 3 (GET /account/getmyaccount), used as paymentInfo. */
export const ZCustomerPaymentInfo = z.object({
  balance: ZAmount.describe('Amount to settle the account: everything still owed'),
  installment: ZAmount.describe("The plan's regular installment"),
  lateCharges: ZAmount.describe('Late charges not yet covered by payments'),
  delinquentAmount: ZAmount.describe('Amount overdue: unpaid past-due installments plus unpaid late charges'),
  lastPaymentDate: ZDate,
  nextPaymentDate: ZDate.describe('Due date of the earliest installment not fully paid (past when overdue)'),
  installments: z.int().describe('Installments not yet fully paid'),
  pendingPayments: z.int().describe('Installments past due and not fully paid'),
  isActive: z.boolean(),
  payMethodId: z.string().nullable().describe('The auto-pay card (provider payment method id) or null'),
  retailKey: z.string().describe("The payment provider's public key"),
  authenticationNeeded: z
    .object({
      amount: ZAmount.describe('What falls due now: the payment to make with that card'),
      paymentMethodId: z.string().describe('The card the auto-pay charge asked the bank with'),
    })
    .nullable()
    .optional()
    .describe(
      'The daily auto-pay charge could not be taken: the card asks for 3-D Secure, which only the student ' +
        'can pass. Set while the installment it was for is unpaid; the student pays it on this page (the ' +
        "bank's challenge comes with 'Realizar Pago'). Null otherwise.",
    ),
});
export type TCustomerPaymentInfo = z.infer<typeof ZCustomerPaymentInfo>;

/** A stored card: never the number or the CVC. */
const ZStoredPaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type TStoredPaymentMethod = z.infer<typeof ZStoredPaymentMethod>;

/** The account's customer at the provider (GET /retail/getstripecustomer, POST /retail/createcustomer). */
export const ZRetailCustomer = z.object({ id: z.string(), paymentMethods: z.array(ZStoredPaymentMethod) });
export type TRetailCustomer = z.infer<typeof ZRetailCustomer>;

export const ZApiKeysResponse = z.object({
  retailKey: z.string(),
  provider: z
    .enum(['sandbox', 'stripe'])
    .describe(
      "'stripe': the page hands the card to Stripe.js and sends only the PaymentMethod id; " +
        "'sandbox': the page sends the card fields",
    ),
});
export type TApiKeysResponse = z.infer<typeof ZApiKeysResponse>;

/**
 * The card asks for 3-D Secure before it is saved (the sandbox's answer to the spec's attach call): nothing
 * is stored yet. The browser passes the challenge with the client secret, then sends the attach call again
 * with `paymentMethodId` and `setupIntentId` for the outcome.
 */
const ZCardSetupAction = z.object({
  status: z.literal('requires_action'),
  challenge: z.object({ clientSecret: z.string() }),
  setupIntentId: z.string(),
  paymentMethodId: z.string(),
});
export type TCardSetupAction = z.infer<typeof ZCardSetupAction>;

/**
 * POST /retail/attachpaymentmethod: the stored card (its id is what the payment uses), or the 3-D Secure
 * challenge its setup waits for.
 */
export const ZAttachCardResponse = z.union([ZStoredPaymentMethod, ZCardSetupAction]);
export type TAttachCardResponse = z.infer<typeof ZAttachCardResponse>;

/** POST /retail/createsetupintent (Stripe mode): the SetupIntent Stripe.js confirms the new card with. */
export const ZSetupIntentResponse = z.object({
  setupIntentId: z.string(),
  clientSecret: z.string().describe("For Stripe.js's confirmCardSetup: the payer's browser only"),
});
export type TSetupIntentResponse = z.infer<typeof ZSetupIntentResponse>;

/** 402 body of a refused card: the provider's own message is shown in brackets. */
export const ZProviderErrorBody = z.object({
  code: z.literal('payment.provider-error'),
  message: z.string(),
  providerCode: z.string(),
  providerMessage: z.string(),
});

/**
 * Body the server reads for POST /retail/registerretailpayment: the shared request, with the amount
 * rules (above 0, at most the balance, 2 decimals) answered by the server as `payment.incorrect-amount`.
 */
export const ZRegisterPaymentBody = ZRegisterPaymentRequest.extend({
  amount: z.number().describe('Amount with 2 decimals: above 0, at most the balance'),
});

/** Payment result: 'succeeded', or the provider's decline code with its message. */
export const ZPaymentResult = z.object({
  status: z
    .string()
    .describe(
      "'succeeded', 'requires_action' (3-D Secure: pass `challenge` then send the same payment again with " +
        "the same Idempotency-Key) or the provider's code (card_declined, insufficient_funds, …)",
    ),
  message: z.string().nullable().optional(),
  /** Only with 'requires_action': what the browser passes the card's 3-D Secure challenge with. */
  challenge: z
    .object({ clientSecret: z.string() })
    .optional()
    .describe("Stripe.js handleNextAction's client secret (the sandbox's challenge in sandbox mode)"),
  paymentInfo: ZCustomerPaymentInfo.optional().describe("The account's figures after the payment"),
});

/** The sandbox's stand-in for the bank's 3-D Secure page: the student passes or fails (or closes) it. */
export const ZSandboxChallengeRequest = z.object({
  clientSecret: z.string().min(1).max(200),
  passed: z.boolean(),
});
export type TSandboxChallengeRequest = z.infer<typeof ZSandboxChallengeRequest>;

/** The charge's state once the challenge is answered ('succeeded' or the provider's code). */
export const ZSandboxChallengeResult = z.object({ status: z.string() });
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/** What the payment provider's webhook answers once an event is verified and kept (processed later). */
export const ZWebhookReceipt = z.object({ received: z.literal(true) });

/** Result of setting or cancelling auto-payment. */
export const ZAutoPaymentResponse = z.object({ payMethodId: z.string().nullable() });
export type TAutoPaymentResponse = z.infer<typeof ZAutoPaymentResponse>;

/** The Idempotency-Key header of a payment: the client sends one per payment attempt and reuses it on retry. */
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/);
