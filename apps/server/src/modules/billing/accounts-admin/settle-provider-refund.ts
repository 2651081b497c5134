import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { payments, refunds } from '../../../db/schema/index.ts';
import type { ProviderRefund } from '../provider/index.ts';
import { resolvePendingRefund } from './resolve-pending-refunds.ts';
import { reverseFailedRefund } from './reverse-failed-refund.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'dataCache'>;

/** What a provider's word on refunds did, and the tenant of the refund it named (null: none of ours). */
type RefundEventOutcome = {
  tenantId: string | null;
  outcome: 'settled' | 'reversed' | 'still-pending' | 'already-settled' | 'no-match' | 'mismatch';
};

const refundWithCharge = { refund: refunds, chargeId: payments.providerPaymentId };
const noMatch: RefundEventOutcome = { tenantId: null, outcome: 'no-match' };

/**
 * A refund's state as the provider told it (refund.updated): the pending refund with that provider id
 * is settled with it by `resolvePendingRefund` (succeeded: its ledger entry, once; failed: its amount is
 * free to refund again and the balance stays as before the refund). A refund already settled is left as it
 * is, except a succeeded one the provider now says failed: it is reversed (`reverseFailedRefund`). A
 * refund we have no provider id for yet (a crash between the two phases) is looked for among its
 * charge's pending refunds, each asked of the provider. The refund's row gives the tenant.
 */
export async function settleProviderRefund(deps: Deps, outcome: ProviderRefund): Promise<RefundEventOutcome> {
  const [row] = outcome.id
    ? await deps.db
        .select(refundWithCharge)
        .from(refunds)
        .innerJoin(payments, and(eq(payments.id, refunds.paymentId), eq(payments.tenantId, refunds.tenantId)))
        .where(eq(refunds.providerRefundId, outcome.id))
    : [];
  if (!row) return outcome.charge ? settleRefundsOfCharge(deps, outcome.charge, []) : noMatch;
  const { refund, chargeId } = row;
  const tenantId = refund.tenantId;
  if (refund.amountCents !== outcome.amountCents || (outcome.charge && outcome.charge !== chargeId))
    return { tenantId, outcome: 'mismatch' };
  if (refund.status === 'succeeded' && outcome.status === 'failed') {
    const reversed = await reverseFailedRefund(deps, refund, outcome);
    return { tenantId, outcome: reversed ? 'reversed' : 'already-settled' };
  }
  if (refund.status !== 'pending') return { tenantId, outcome: 'already-settled' };
  if (outcome.status === 'pending') return { tenantId, outcome: 'still-pending' };
  const moved = await resolvePendingRefund(deps, refund, chargeId ?? '', outcome);
  return { tenantId, outcome: moved ? 'settled' : 'already-settled' };
}

/**
 * A charge refunded at the provider (charge.refunded): each pending refund of the payment it names is
 * settled, with the refund the event lists when it lists it, else asked of the provider (by id, or with
 * its key when a crash left it without one) — the settling job's own way, sooner.
 */
export async function settleRefundsOfCharge(
  deps: Deps,
  charge: string,
  listed: ProviderRefund[],
): Promise<RefundEventOutcome> {
  if (!charge) return noMatch;
  // Pending refunds are few: read them, then the payment each belongs to (its tenant's row).
  const pending = await deps.db
    .select(refundWithCharge)
    .from(refunds)
    .innerJoin(payments, and(eq(payments.id, refunds.paymentId), eq(payments.tenantId, refunds.tenantId)))
    .where(and(eq(refunds.status, 'pending'), eq(payments.providerPaymentId, charge)))
    .orderBy(asc(refunds.createdAt));
  if (pending.length === 0) return noMatch;
  const tenantId = pending[0]!.refund.tenantId;
  let settled = 0;
  for (const { refund } of pending) {
    if (refund.tenantId !== tenantId) continue;
    const known = listed.find((item) => item.id !== '' && item.id === refund.providerRefundId);
    const usable = known && known.status !== 'pending' && known.amountCents === refund.amountCents;
    if (await resolvePendingRefund(deps, refund, charge, usable ? known : undefined)) settled++;
  }
  return { tenantId, outcome: settled > 0 ? 'settled' : 'still-pending' };
}
