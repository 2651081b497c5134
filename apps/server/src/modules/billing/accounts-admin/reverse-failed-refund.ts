import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { ledgerEntries, type Refund, refunds } from '../../../db/schema/index.ts';
import type { ProviderRefund } from '../provider/index.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'dataCache'>;

/** The ledger entry's key of a refund reversed: one reversal per refund, whoever posts it first. */
const refundFailedKey = (refundId: string) => `refund-failed:${refundId}`;

/**
 * A refund that had succeeded and that the provider now says failed (the card's bank sent the money
 * back; Stripe's `refund.updated` after success): recorded failed with the provider's code, marked
 * reversed, and its ledger entry reversed by one adjustment of minus its amount, so the balance is as
 * before the refund (decision 0137). Once: the move from succeeded and the entry's key both make a replay,
 * a retry or the other event of the pair (`charge.refund.updated`) change nothing more. True when this
 * call reversed it.
 */
export async function reverseFailedRefund(
  deps: Deps,
  refund: Refund,
  outcome: ProviderRefund,
): Promise<boolean> {
  const now = deps.clock.now();
  const reversed = await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({
        status: 'failed',
        providerErrorCode: outcome.errorCode ?? 'failed',
        providerErrorMessage: outcome.errorMessage,
        reversedAt: now,
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'succeeded')))
      .returning();
    if (!failed) return false;
    await tx
      .insert(ledgerEntries)
      .values({
        tenantId: failed.tenantId,
        accountId: failed.accountId,
        kind: 'adjustment',
        amountCents: -failed.amountCents,
        reason: failed.reason,
        requestKey: refundFailedKey(failed.id),
        createdAt: now,
      })
      .onConflictDoNothing();
    return true;
  });
  if (reversed) deps.dataCache.invalidate({ kind: 'account', id: refund.accountId });
  return reversed;
}
