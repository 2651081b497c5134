import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { type Dispute, disputes, ledgerEntries, type Payment, payments } from '../../../db/schema/index.ts';
import type { ProviderDispute } from '../provider/index.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'dataCache'>;

/** What a provider's word on a dispute did, and the tenant of the payment it named (null: none of ours). */
type DisputeEventOutcome = {
  tenantId: string | null;
  outcome: 'opened' | 'updated' | 'lost' | 'already-closed' | 'no-match' | 'mismatch';
};

/** A dispute in one of these is over: no later event moves it again. */
const CLOSED = new Set(['won', 'lost', 'warning_closed', 'prevented']);

/** The ledger entry's key of a lost dispute: one entry per dispute, whoever posts it first. */
const disputeLostKey = (disputeId: string) => `dispute-lost:${disputeId}`;

/**
 * A dispute's state as the provider told it (charge.dispute.created, .updated, .closed): kept in
 * `disputes` with the payment it names (which gives the tenant and the account), its state following the
 * events until it is won or lost. A lost dispute has taken the payment's money back: one adjustment of its
 * amount on the account (decision 0137), once, by the status move and by the entry's key. A closed dispute
 * is never moved again (an older event arriving late changes nothing). Nothing is blocked by a dispute:
 * the administration shows it.
 */
export async function recordProviderDispute(
  deps: Deps,
  dispute: ProviderDispute,
): Promise<DisputeEventOutcome> {
  if (!dispute.id || !dispute.charge) return { tenantId: null, outcome: 'no-match' };
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, dispute.charge));
  if (!payment) return { tenantId: null, outcome: 'no-match' };
  const tenantId = payment.tenantId;
  if (dispute.amountCents <= 0 || dispute.amountCents > payment.amountCents || payment.status !== 'succeeded')
    return { tenantId, outcome: 'mismatch' };
  const outcome = await deps.db.transaction((tx) => keepDispute(tx, deps.clock.now(), payment, dispute));
  if (outcome !== 'mismatch' && outcome !== 'already-closed')
    deps.dataCache.invalidate({ kind: 'account', id: payment.accountId });
  return { tenantId, outcome };
}

async function keepDispute(
  tx: DbOrTx,
  now: Date,
  payment: Payment,
  dispute: ProviderDispute,
): Promise<DisputeEventOutcome['outcome']> {
  const closedAt = CLOSED.has(dispute.status) ? now : null;
  const [opened] = await tx
    .insert(disputes)
    .values({
      tenantId: payment.tenantId,
      accountId: payment.accountId,
      paymentId: payment.id,
      providerDisputeId: dispute.id,
      amountCents: dispute.amountCents,
      reason: dispute.reason,
      status: dispute.status,
      openedAt: new Date(dispute.openedAt),
      closedAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: disputes.providerDisputeId })
    .returning();
  if (opened) {
    if (opened.status === 'lost') await postLostDispute(tx, now, opened);
    return opened.status === 'lost' ? 'lost' : 'opened';
  }
  const [kept] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.providerDisputeId, dispute.id))
    .for('update');
  if (!kept || kept.paymentId !== payment.id) return 'mismatch';
  if (CLOSED.has(kept.status)) return 'already-closed';
  const [moved] = await tx
    .update(disputes)
    .set({ status: dispute.status, reason: dispute.reason, amountCents: dispute.amountCents, closedAt })
    .where(and(eq(disputes.id, kept.id), eq(disputes.status, kept.status)))
    .returning();
  if (moved?.status === 'lost') {
    await postLostDispute(tx, now, moved);
    return 'lost';
  }
  return 'updated';
}

/** The money a lost dispute took back, owed again: one adjustment of its amount, keyed by the dispute. */
async function postLostDispute(tx: DbOrTx, now: Date, dispute: Dispute): Promise<void> {
  await tx
    .insert(ledgerEntries)
    .values({
      tenantId: dispute.tenantId,
      accountId: dispute.accountId,
      kind: 'adjustment',
      amountCents: dispute.amountCents,
      reason: dispute.reason,
      requestKey: disputeLostKey(dispute.id),
      createdAt: now,
    })
    .onConflictDoNothing();
}
