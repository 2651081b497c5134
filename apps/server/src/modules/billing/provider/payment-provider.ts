/** Card data on its way to the provider. Held only for the call: never stored, logged or echoed. */
export type CardInput = {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  zipCode: string;
};

/** A card as the provider keeps it for us: id, brand, last 4 and expiry. */
type ProviderPaymentMethod = {
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
  /** Charges the card; a decline resolves as a failed charge, other failures throw. */
  charge(request: ChargeRequest): Promise<ProviderCharge>;
  /** The charge made with this key, if the provider has one (to resolve an interrupted payment). */
  findChargeByIdempotencyKey(input: {
    idempotencyKey: string;
    customer: string;
  }): Promise<ProviderCharge | null>;
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
  /** The refund as the provider has it now (a pending one's outcome), or null when it has none by that id. */
  findRefund(id: string): Promise<ProviderRefund | null>;
}

/** The sandbox takes the card itself, as the spec's attach call sends it. */
export interface SandboxPaymentProvider extends ProviderCommon {
  readonly name: 'sandbox';
  /** Creates the card and attaches it to the customer; throws ProviderCardError when refused. */
  attachPaymentMethod(customer: string, card: CardInput): Promise<ProviderPaymentMethod>;
}

/**
 * Stripe never gets a card from us: the browser hands it to Stripe.js, which answers a PaymentMethod
 * id (`pm_…`), and that id is all the server sees and attaches (PCI SAQ A).
 */
export interface StripePaymentProvider extends ProviderCommon {
  readonly name: 'stripe';
  /** Attaches a PaymentMethod made in the browser to the customer; throws ProviderCardError when refused. */
  attachPaymentMethod(customer: string, paymentMethodId: string): Promise<ProviderPaymentMethod>;
}

/** The payment provider behind the retail calls and the daily job (sandbox or Stripe). */
export type PaymentProvider = SandboxPaymentProvider | StripePaymentProvider;
