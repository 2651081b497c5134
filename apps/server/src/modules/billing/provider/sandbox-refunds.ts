import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { sandboxCharges, sandboxPaymentMethods, sandboxRefunds } from '../../../db/schema/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ProviderRefund, RefundRequest } from './payment-provider.ts';
import { newProviderId, unixSeconds } from './sandbox-charge-records.ts';

type RefundRow = typeof sandboxRefunds.$inferSelect;

/** A refund's state at `now`: its later state once its time has come. */
function stateOf(row: RefundRow, now: Date): { status: string; failureReason: string | null } {
  if (row.laterStatus && row.laterAt && row.laterAt.getTime() <= now.getTime())
    return { status: row.laterStatus, failureReason: row.laterFailureReason };
  return { status: row.status, failureReason: null };
}

export const toRefund = (row: RefundRow, now: Date): ProviderRefund => {
  const { status, failureReason } = stateOf(row, now);
  const known = status === 'succeeded' || status === 'pending';
  return {
    id: row.id,
    charge: row.chargeId,
    amountCents: row.amountCents,
    status: known ? status : 'failed',
    errorCode: known ? null : (failureReason ?? status),
    errorMessage: null,
  };
};

/** A refund in its later state as Stripe's Refund object (the event's `data.object`). */
export const refundObject = (row: RefundRow) => ({
  id: row.id,
  object: 'refund',
  amount: row.amountCents,
  currency: 'usd',
  charge: row.chargeId,
  payment_intent: null,
  status: row.laterStatus ?? row.status,
  failure_reason: row.laterFailureReason,
  created: unixSeconds(row.createdAt),
  metadata: {},
});

/** What a test card's refund does (decision 0137): its first state, and the one it moves to later. */
const REFUND_PATHS: Record<string, { first: string; later: string; failureReason: string | null }> = {
  'refund-fails-later': { first: 'succeeded', later: 'failed', failureReason: 'expired_or_canceled_card' },
  'refund-pending': { first: 'pending', later: 'succeeded', failureReason: null },
};

/**
 * Stripe's rules for a refund: only a succeeded charge, never more than is left of it. Under the
 * charge's row lock, so two refunds of one charge at once cannot both take what is left; a repeated key
 * answers the first refund (with other parameters it is an error, as Stripe's). A test card whose refunds
 * change later gets its refund with that later state and its time (`later`: to be sent as an event).
 */
export async function refundCharge(
  db: Database,
  clock: Clock,
  request: RefundRequest,
  delaySeconds: number,
): Promise<{ refund: ProviderRefund; later: RefundRow | null }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, request.charge))
      .for('update');
    const [earlier] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (earlier) {
      if (earlier.chargeId !== request.charge || earlier.amountCents !== request.amountCents)
        throw new Error('Keys for idempotent requests can only be used with the same parameters');
      return { refund: toRefund(earlier, now), later: null };
    }
    const failed = (code: string, message: string): ProviderRefund => ({
      id: '',
      charge: request.charge,
      amountCents: request.amountCents,
      status: 'failed',
      errorCode: code,
      errorMessage: message,
    });
    if (!charge)
      return { refund: failed('resource_missing', `No such charge: '${request.charge}'`), later: null };
    if (charge.status !== 'succeeded')
      return {
        refund: failed('charge_not_refundable', 'This charge did not succeed and cannot be refunded'),
        later: null,
      };
    // What is taken of the charge: its refunds succeeded or pending now (a failed one gives it back).
    const current = sql`case when ${sandboxRefunds.laterAt} <= ${now} then ${sandboxRefunds.laterStatus} else ${sandboxRefunds.status} end`;
    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)`.mapWith(Number) })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.chargeId, charge.id), sql`${current} in ('succeeded', 'pending')`));
    if ((refunded?.cents ?? 0) + request.amountCents > charge.amountCents)
      return {
        refund: failed(
          'amount_too_large',
          `Refund amount is greater than the unrefunded amount on charge '${charge.id}'`,
        ),
        later: null,
      };
    const [method] = await tx
      .select({ testBehaviour: sandboxPaymentMethods.testBehaviour })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, charge.paymentMethodId));
    const path = REFUND_PATHS[method?.testBehaviour ?? ''];
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({
        id: newProviderId('re'),
        idempotencyKey: request.idempotencyKey,
        chargeId: charge.id,
        amountCents: request.amountCents,
        status: path?.first ?? 'succeeded',
        laterStatus: path?.later ?? null,
        laterFailureReason: path?.failureReason ?? null,
        laterAt: path ? new Date(now.getTime() + delaySeconds * 1000) : null,
        createdAt: now,
      })
      .returning();
    return { refund: toRefund(row!, now), later: path ? row! : null };
  });
}
