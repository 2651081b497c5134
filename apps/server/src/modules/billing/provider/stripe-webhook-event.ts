import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { ProviderCharge, ProviderDispute, ProviderRefund } from './payment-provider.ts';
import { toCharge, toRefund } from './stripe-provider.ts';

/**
 * What processing needs of a Stripe event, and nothing more: ids, statuses, amounts and the provider's
 * codes. Never the event's card details (brand, expiry, fingerprint) or billing details (name, address).
 */
export type ProviderEventFacts =
  /** A PaymentIntent's final outcome (payment_intent.succeeded, .payment_failed, .canceled). */
  | { kind: 'charge'; charge: ProviderCharge }
  /** A refund's state now (refund.updated, refund.failed, charge.refund.updated). */
  | { kind: 'refund'; refund: ProviderRefund }
  /** A charge refunded (charge.refunded): its PaymentIntent and the refunds the event lists, if any. */
  | { kind: 'charge-refunded'; charge: string; refunds: ProviderRefund[] }
  /** A dispute's state now (charge.dispute.created, .updated, .closed, .funds_withdrawn, .funds_reinstated). */
  | { kind: 'dispute'; dispute: ProviderDispute }
  /** A card taken off its customer at Stripe (payment_method.detached). */
  | { kind: 'card-detached'; paymentMethod: string }
  /** A card saved (setup_intent.succeeded): its SetupIntent, customer and who saved it (metadata). */
  | { kind: 'setup-succeeded'; setupIntent: string; customer: string; addedBy: string | null }
  /** Any other event: kept, not acted on. */
  | { kind: 'other' };

/** A verified event as the inbox keeps it. */
export type VerifiedProviderEvent = {
  id: string;
  type: string;
  objectId: string | null;
  occurredAt: Date;
  facts: ProviderEventFacts;
};

/** The shape every Stripe event has; the rest of its object is read by type below. */
const ZStripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.looseObject({ id: z.string().max(255).optional() }) }),
});

/** How old a signature may be (Stripe's own default: 5 minutes); an older one is refused as a replay. */
const TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined): string =>
  typeof value === 'string' ? value : (value?.id ?? '');

function factsOf(type: string, object: unknown): ProviderEventFacts {
  switch (type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const charge = toCharge(object as Stripe.PaymentIntent);
      return charge ? { kind: 'charge', charge } : { kind: 'other' };
    }
    case 'setup_intent.succeeded': {
      const setup = object as Stripe.SetupIntent;
      return {
        kind: 'setup-succeeded',
        setupIntent: setup.id,
        customer: idOf(setup.customer),
        addedBy: setup.metadata?.added_by ?? null,
      };
    }
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return { kind: 'refund', refund: toRefund(object as Stripe.Refund) };
    case 'charge.refunded': {
      const charge = object as Stripe.Charge;
      const intent = idOf(charge.payment_intent);
      const listed = charge.refunds?.data ?? [];
      return { kind: 'charge-refunded', charge: intent, refunds: listed.map((r) => toRefund(r, intent)) };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated': {
      const dispute = object as Stripe.Dispute;
      return {
        kind: 'dispute',
        dispute: {
          id: dispute.id,
          // Our payments are known by their PaymentIntent at Stripe (by the charge in the sandbox).
          charge: idOf(dispute.payment_intent) || idOf(dispute.charge),
          amountCents: dispute.amount,
          reason: String(dispute.reason ?? 'general'),
          status: String(dispute.status),
          openedAt: new Date((dispute.created ?? 0) * 1000).toISOString(),
        },
      };
    }
    case 'payment_method.detached':
      return { kind: 'card-detached', paymentMethod: idOf(object as Stripe.PaymentMethod) };
    default:
      return { kind: 'other' };
  }
}

/**
 * Verifies a Stripe webhook with the SDK (`stripe.webhooks.constructEvent`) on the request's raw bytes:
 * the `Stripe-Signature` header must be an HMAC of them with the endpoint's secret, made at most 5 minutes
 * before `now`. A missing, wrong or old signature throws `payment.webhook-signature-invalid` (400); a
 * signed body that is not an event throws `invalid`. Answers the event's facts, never its card details.
 */
export function verifyStripeEvent(input: {
  payload: Buffer;
  signature: string | undefined;
  secret: string;
  now: Date;
}): VerifiedProviderEvent {
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      input.payload,
      input.signature ?? '',
      input.secret,
      TOLERANCE_SECONDS,
      undefined,
      input.now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new AppError('payment.webhook-signature-invalid', { cause: error });
    // Signed, but not JSON: not an event Stripe made.
    throw new AppError('invalid', { cause: error });
  }
  const parsed = ZStripeEvent.safeParse(event);
  if (!parsed.success) throw new AppError('invalid');
  const { id, type, created, data } = parsed.data;
  return {
    id,
    type,
    objectId: data.object.id ?? null,
    occurredAt: new Date(created * 1000),
    facts: factsOf(type, data.object),
  };
}
