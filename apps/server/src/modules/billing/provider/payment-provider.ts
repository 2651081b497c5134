/** Card data on its way to the provider. Held only for the call: never stored, logged or echoed. */
export type CardInput = {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  zipCode: string;
};

/** A card as the provider keeps it for us: id, brand, last 4 and expiry. */
export type ProviderPaymentMethod = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type ChargeRequest = {
  customer: string;
  paymentMethod: string;
  amountCents: number;
  /** Sent to the provider as its idempotency key: the same key returns the first charge. */
  idempotencyKey: string;
  description?: string;
  /**
   * True when the student is not there to authenticate (the daily auto-pay run): a card that asks for
   * 3-D Secure then fails with `authentication_required` instead of answering `requires_action`.
   */
  offSession?: boolean;
};

/** A charge at the provider: succeeded, or failed with the provider's code and message. */
export type ProviderCharge = {
  id: string;
  idempotencyKey: string;
  customer: string;
  paymentMethod: string;
  amountCents: number;
  status: 'succeeded' | 'failed';
  errorCode: string | null;
  errorMessage: string | null;
};

export type RefundRequest = {
  /** The provider's id of the charge (payment) to refund. */
  charge: string;
  amountCents: number;
  /** Sent to the provider as its idempotency key: the same key returns the first refund. */
  idempotencyKey: string;
};

/**
 * A refund at the provider: succeeded, failed with the provider's code and message, or still pending
 * (Stripe may take days to confirm a refund with the card's bank; `findRefund` asks again later).
 */
export type ProviderRefund = {
  id: string;
  charge: string;
  amountCents: number;
  status: 'succeeded' | 'failed' | 'pending';
  errorCode: string | null;
  errorMessage: string | null;
};

/**
 * A dispute (chargeback) of a charge as the provider reports it: `charge` is the provider's id of the
 * payment (Stripe: its PaymentIntent when it has one), `status` the provider's (needs_response, won, lost…).
 */
export type ProviderDispute = {
  id: string;
  charge: string;
  amountCents: number;
  reason: string;
  status: string;
  /** When the provider opened it (ISO 8601). */
  openedAt: string;
};

/**
 * A charge waiting for the student to authenticate it (3-D Secure): nothing is taken yet. The browser
 * passes the challenge with the client secret (Stripe.js `handleNextAction`, or the sandbox's challenge),
 * after which the provider's record of the same key holds the outcome.
 */
type ProviderChargeAction = {
  id: string;
  idempotencyKey: string;
  customer: string;
  paymentMethod: string;
  amountCents: number;
  status: 'requires_action';
  /** For the payer's browser only: never stored or logged by us. */
  clientSecret: string;
};

/** What a charge request answers: a final outcome, or a challenge for the student to pass first. */
export type ChargeAttempt = ProviderCharge | ProviderChargeAction;

/**
 * A card being saved to be charged later, off-session too (Stripe's SetupIntent): `succeeded` once the card
 * is confirmed (and authenticated when it asked for 3-D Secure); `requires_action` while its challenge
 * waits (the sandbox answers the secret; Stripe.js passes it in the browser); `failed` with the provider's
 * code and message; `pending` when not confirmed yet.
 */
export type ProviderSetup = {
  id: string;
  customer: string;
  /** The card it saves (null before one is given). */
  paymentMethod: ProviderPaymentMethod | null;
  status: 'succeeded' | 'requires_action' | 'failed' | 'pending';
  /** With `requires_action` from the sandbox: for the payer's browser only, never stored or logged by us. */
  clientSecret: string | null;
  errorCode: string | null;
  errorMessage: string | null;
};

/** The provider refused a card or an operation; `code` and `message` are the provider's. */
export class ProviderCardError extends Error {
  override name = 'ProviderCardError';
  constructor(
    readonly code: string,
    readonly providerMessage: string,
  ) {
    super(`payment provider refused: ${code}`);
  }
}

/** What every provider does: customers, charges and their record. */
interface ProviderCommon {
  /** The public (publishable) key the page may use. */
  readonly publicKey: string;
  /** A new customer; the same idempotency key returns the same customer. */
  createCustomer(input: { idempotencyKey: string; description?: string }): Promise<{ id: string }>;
  /**
   * Charges the card; a decline resolves as a failed charge, a card asking for 3-D Secure (on-session) as
   * `requires_action`; other failures throw.
   */
  charge(request: ChargeRequest): Promise<ChargeAttempt>;
  /**
   * The charge made with this key, if the provider has one (to resolve an interrupted payment, or one
   * whose challenge the student has passed or failed since).
   */
  findChargeByIdempotencyKey(input: {
    idempotencyKey: string;
    customer: string;
  }): Promise<ChargeAttempt | null>;
  /**
   * The provider's own record of charges (for reconciliation), optionally of one customer and only those
   * made at or after `since`.
   */
  listCharges(filter?: { customer?: string; since?: Date }): Promise<ProviderCharge[]>;
  /** The provider's own record of refunds made at or after `since` (for reconciliation). */
  listRefunds(filter?: { since?: Date }): Promise<ProviderRefund[]>;
  /**
   * Gives back part or all of a charge. A refusal (more than is left of the charge, an unknown charge)
   * resolves as a failed refund; other failures throw. The same key returns the first refund.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * Gives up a charge still waiting for its 3-D Secure challenge (the student left): nothing is taken and
   * it stays failed (`canceled`). A charge no longer waiting answers its outcome; null when unknown.
   */
  cancelCharge(id: string): Promise<ProviderCharge | null>;
  /** The refund as the provider has it now (a pending one's outcome), or null when it has none by that id. */
  findRefund(id: string): Promise<ProviderRefund | null>;
  /** The SetupIntent as the provider has it now, with its card, or null when it has none by that id. */
  findSetup(id: string): Promise<ProviderSetup | null>;
}

/** The sandbox takes the card itself, as the spec's attach call sends it. */
export interface SandboxPaymentProvider extends ProviderCommon {
  readonly name: 'sandbox';
  /** Creates the card and attaches it to the customer; throws ProviderCardError when refused. */
  attachPaymentMethod(customer: string, card: CardInput): Promise<ProviderPaymentMethod>;
  /**
   * The student's answer to a charge's 3-D Secure challenge (the sandbox's stand-in for the bank's page
   * Stripe.js opens): the charge's outcome, or null when the secret names no charge.
   */
  completeChallenge(clientSecret: string, passed: boolean): Promise<ProviderCharge | null>;
  /** The charge waiting for a challenge that this client secret names, or null. */
  findChallenge(clientSecret: string): Promise<ProviderChargeAction | null>;
  /**
   * Saves a card the way Stripe.js's confirmCardSetup does in the browser: the card is made and a SetupIntent
   * for the customer confirmed with it, `succeeded` at once or `requires_action` (with its client secret)
   * for a card that asks for 3-D Secure. Throws ProviderCardError when the card is refused.
   */
  setupCard(customer: string, card: CardInput): Promise<ProviderSetup>;
  /** The SetupIntent waiting for a challenge that this client secret names, or null. */
  findSetupChallenge(clientSecret: string): Promise<ProviderSetup | null>;
  /**
   * The student's answer to a SetupIntent's challenge: passed, it succeeds and the card counts as
   * authenticated (a card that asks once asks no more, off-session included); failed or closed, it fails
   * with `setup_intent_authentication_failure`. Null when the secret names no SetupIntent.
   */
  completeSetupChallenge(clientSecret: string, passed: boolean): Promise<ProviderSetup | null>;
}

/**
 * Stripe never gets a card from us: the browser hands it to Stripe.js, which answers a PaymentMethod
 * id (`pm_…`), and that id is all the server sees and attaches (PCI SAQ A).
 */
export interface StripePaymentProvider extends ProviderCommon {
  readonly name: 'stripe';
  /** Attaches a PaymentMethod made in the browser to the customer; throws ProviderCardError when refused. */
  attachPaymentMethod(customer: string, paymentMethodId: string): Promise<ProviderPaymentMethod>;
  /**
   * A SetupIntent for the customer's next card (`usage: off_session`, cards only): the browser confirms it
   * with Stripe.js (`confirmCardSetup`, which runs 3-D Secure itself) with its client secret. `addedBy`, the
   * user saving it, is kept in its metadata: a card confirmed whose page closed before the attach call is
   * stored from the `setup_intent.succeeded` event as that user's.
   */
  createSetup(customer: string, addedBy?: string): Promise<{ id: string; clientSecret: string }>;
}

/** The payment provider behind the retail calls and the daily job (sandbox or Stripe). */
export type PaymentProvider = SandboxPaymentProvider | StripePaymentProvider;
