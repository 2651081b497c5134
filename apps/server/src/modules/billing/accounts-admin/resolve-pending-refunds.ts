import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { payments, type Refund, refunds } from '../../../db/schema/index.ts';
import type { ProviderRefund } from '../provider/index.ts';
import { askProvider, recordRefundOutcome } from './refund-payment.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'dataCache'>;

/**
 * Settles refunds left pending: those the provider answered `pending` (Stripe, until the card's bank
 * confirms) and those a crash or a lost connection left between the two phases. Each is asked of the
 * provider again (by its id, else with its key: never a second refund) and its outcome recorded with
 * the ledger entry when it succeeded. Run beside the pending payments (jobs/billing-daily.ts). Takes those
 * untouched for at least `olderThanMs` by the app's clock (0: every pending refund, even one touched this
 * very millisecond). Returns how many were settled.
 */
export async function resolvePendingRefunds(deps: Deps, olderThanMs = 60_000): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - olderThanMs);
  const stale = await deps.db
    .select({ refund: refunds, chargeId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, 'pending'), lte(refunds.updatedAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(500);
  let settled = 0;
  for (const { refund, chargeId } of stale) {
    if (await resolvePendingRefund(deps, refund, chargeId ?? '')) settled++;
  }
  return settled;
}

/**
 * One pending refund: its outcome as the provider tells it now (`known`: a verified webhook event), else
 * asked of the provider; recorded once, with its ledger entry when it succeeded, and a failed one frees
 * its amount. True when this call moved it out of pending; false when the provider still has it pending,
 * could not be asked, or another request or job recorded it first.
 */
export async function resolvePendingRefund(
  deps: Deps,
  refund: Refund,
  chargeId: string,
  known?: ProviderRefund,
): Promise<boolean> {
  const outcome = known ?? (await askProvider(deps, refund, chargeId).catch(() => null));
  if (!outcome) return false;
  const recorded = await deps.db.transaction((tx) => recordRefundOutcome(tx, deps.clock, refund, outcome));
  if (!recorded.changed || recorded.refund.status === 'pending') return false;
  deps.dataCache.invalidate({ kind: 'account', id: refund.accountId });
  return true;
}
