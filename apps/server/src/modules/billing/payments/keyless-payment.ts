import { createHash } from 'node:crypto';
import { newId } from '../../../db/new-id.ts';

/**
 * How long an identical payment without an Idempotency-Key is taken for the same one (counted from the
 * first one's last change: while it is pending, always).
 */
export const KEYLESS_PAYMENT_WINDOW_MS = 60_000;

/** The card as a payment names it when there is no key: what stays the same if the card is added again. */
type CardIdentity = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * The stored key of a payment: a client's key lives in the `client:` namespace, so no key a client
 * sends can name a payment of the server's own (the daily job's `autopay-installment-N`, or a key-less
 * payment's `server:` key).
 */
export const clientPaymentKey = (key: string) => `client:${key}`;

/**
 * A payment sent without an Idempotency-Key: its own key in the server's namespace, and the fingerprint
 * that makes an identical request (same account, amount, customer and card) the same payment. The card
 * counts by brand, last 4 and expiry, so the same card added again (a new provider id) is still the same
 * card; the card number is never part of it (it is never here).
 */
export function keylessPayment(input: {
  tenantId: string;
  accountId: string;
  customerId: string;
  amountCents: number;
  card: CardIdentity;
}): { idempotencyKey: string; requestFingerprint: string } {
  const { card } = input;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        input.tenantId,
        input.accountId,
        input.customerId,
        input.amountCents,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
      ]),
    )
    .digest('base64url');
  return { idempotencyKey: `server:keyless:${newId()}`, requestFingerprint: fingerprint };
}
