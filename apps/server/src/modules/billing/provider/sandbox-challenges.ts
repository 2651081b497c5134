import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { sandboxCharges, sandboxPaymentMethods } from '../../../db/schema/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ProviderCharge } from './payment-provider.ts';
import { type ChargeRow, toCharge } from './sandbox-charge-records.ts';
import { DECLINE_MESSAGES } from './sandbox-test-cards.ts';

/** A charge's outcome once its challenge is passed or failed. */
type ChallengeOutcome = { status: 'succeeded' | 'failed'; code: string | null };

/** The charge a client secret names, when the secret is its own (compared in constant time). */
export async function chargeOfSecret(db: Database, clientSecret: string): Promise<ChargeRow | null> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
  if (!row?.clientSecret) return null;
  const given = Buffer.from(clientSecret);
  const kept = Buffer.from(row.clientSecret);
  return given.length === kept.length && timingSafeEqual(given, kept) ? row : null;
}

/**
 * The student passed or failed (or closed) the 3-D Secure challenge of a charge waiting for it: a pass
 * takes the money (or meets the card's decline after authentication, 4000 0082 6000 3178) and marks a
 * card that asks once as authenticated; a fail or a close leaves it failed with Stripe's
 * `payment_intent_authentication_failure`. Answered once: a charge no longer waiting keeps its outcome.
 * Null when the secret names no charge.
 */
export async function completeChallenge(
  db: Database,
  clock: Clock,
  clientSecret: string,
  passed: boolean,
): Promise<{ charge: ProviderCharge; now: boolean } | null> {
  const row = await chargeOfSecret(db, clientSecret);
  if (!row) return null;
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, row.id))
      .for('update');
    if (charge?.status !== 'requires_action') return { charge: toCharge(charge ?? row), now: false };
    const [method] = await tx
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, charge.paymentMethodId));
    const outcome: ChallengeOutcome = !passed
      ? { status: 'failed', code: 'payment_intent_authentication_failure' }
      : (method?.declineAfterAuthentication ?? method?.chargeDeclineCode)
        ? { status: 'failed', code: method.declineAfterAuthentication ?? method.chargeDeclineCode }
        : { status: 'succeeded', code: null };
    if (passed && method)
      await tx
        .update(sandboxPaymentMethods)
        .set({ authenticatedAt: clock.now() })
        .where(eq(sandboxPaymentMethods.id, method.id));
    const [updated] = await tx
      .update(sandboxCharges)
      .set({
        status: outcome.status,
        failureCode: outcome.code,
        failureMessage: outcome.code ? (DECLINE_MESSAGES[outcome.code] ?? null) : null,
      })
      .where(eq(sandboxCharges.id, charge.id))
      .returning();
    return { charge: toCharge(updated!), now: true };
  });
}

export const intentEventType = (charge: ProviderCharge) =>
  charge.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';

/** A sandbox charge as Stripe's PaymentIntent object in an event (ids, amount, state; never card details). */
export const intentObject = (charge: ProviderCharge) => ({
  id: charge.id,
  object: 'payment_intent',
  amount: charge.amountCents,
  currency: 'usd',
  customer: charge.customer,
  payment_method: charge.paymentMethod,
  metadata: { idempotency_key: charge.idempotencyKey },
  status: charge.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
  last_payment_error: charge.errorCode
    ? { type: 'card_error', code: charge.errorCode, message: charge.errorMessage }
    : null,
});
