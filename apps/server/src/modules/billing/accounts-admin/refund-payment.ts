import type { TAdminAccountDetail, ZRefundInput } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { ledgerEntries, payments, type Refund, refunds } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { recordAdminAction } from '../../audit/index.ts';
import type { ProviderRefund } from '../provider/index.ts';
import { findAccountHead, refundableOf } from './account-billing.repository.ts';
import { readAccountBilling } from './get-account-billing.ts';

type RefundInput = z.output<typeof ZRefundInput>;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders'>;

/**
 * An administrator refunds part or all of a payment, with a reason, through the payment provider.
 * Keyed and two-phase like a payment (decision 0005): the refund is recorded pending with its key under
 * the payment's row lock (never more than is left to refund of it: 409 refund.exceeds-paid), the
 * provider is called with `puente-refund-<account>-<key>`, and the outcome is recorded with its ledger
 * entry. The same key again answers the first refund (a pending one is settled by asking the provider
 * again with the same key), so a double click or a retry refunds once.
 */
export async function refundPayment(
  deps: Deps,
  actor: Actor,
  accountId: string,
  input: RefundInput,
): Promise<TAdminAccountDetail> {
  const { refund, chargeId, refundableCents } = await reserveRefund(deps, actor, accountId, input);
  if (refund.status === 'pending') await settleRefund(deps, actor, refund, chargeId, refundableCents);
  else if (refund.status === 'failed') throw declined(refund);
  return readAccountBilling(deps.db, deps.clock.now(), actor, accountId);
}

const declined = (refund: Refund) =>
  new AppError('refund.declined', {
    params: { message: refund.providerErrorMessage ?? refund.providerErrorCode ?? 'declined' },
  });

/** Phase 1: the refund recorded with its key, or the one the key already names. */
async function reserveRefund(deps: Deps, actor: Actor, accountId: string, input: RefundInput) {
  return deps.db.transaction(async (tx) => {
    if (!(await findAccountHead(tx, actor.tenantId, accountId)))
      throw new AppError('billing.account-not-found');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, input.paymentId),
          eq(payments.tenantId, actor.tenantId),
          eq(payments.accountId, accountId),
        ),
      )
      .for('update');
    if (!payment) throw new AppError('refund.payment-not-found');
    const [earlier] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.accountId, accountId), eq(refunds.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      if (earlier.paymentId !== payment.id || earlier.amountCents !== input.amountCents)
        throw new AppError('billing.request-key-reused');
      return { refund: earlier, chargeId: payment.providerPaymentId ?? '', refundableCents: null };
    }
    if (payment.status !== 'succeeded' || !payment.providerPaymentId)
      throw new AppError('refund.payment-not-succeeded');
    const refundable = await refundableOf(tx, payment.id, payment.amountCents);
    if (input.amountCents > refundable)
      throw new AppError('refund.exceeds-paid', {
        fields: [{ path: 'amountCents', code: 'refund.exceeds-paid' }],
        extra: { refundableCents: refundable },
      });
    const [refund] = await tx
      .insert(refunds)
      .values({
        tenantId: actor.tenantId,
        accountId,
        paymentId: payment.id,
        idempotencyKey: input.idempotencyKey,
        providerIdempotencyKey: `puente-refund-${accountId}-${input.idempotencyKey}`,
        amountCents: input.amountCents,
        reason: input.reason,
        requestedByUserId: actor.userId,
        createdAt: deps.clock.now(),
        updatedAt: deps.clock.now(),
      })
      .returning();
    return { refund: refund!, chargeId: payment.providerPaymentId, refundableCents: refundable };
  });
}

/** Phases 2 and 3: the provider's refund, then its outcome and (when it succeeded) the ledger entry. */
async function settleRefund(
  deps: Deps,
  actor: Actor,
  refund: Refund,
  chargeId: string,
  refundableCents: number | null,
): Promise<void> {
  // A provider failure (not a refusal) throws here and leaves the refund pending: the same key settles it.
  const outcome = await askProvider(deps, refund, chargeId);
  const settled = await deps.db.transaction(async (tx) => {
    const { refund: updated, changed } = await recordRefundOutcome(tx, deps.clock, refund, outcome);
    if (!changed) return updated;
    await recordAdminAction(tx, actor, {
      action: 'account.refund',
      targetType: 'account',
      targetId: updated.accountId,
      before: { paymentId: updated.paymentId, refundableCents },
      after: {
        refundId: updated.id,
        paymentId: updated.paymentId,
        amountCents: updated.amountCents,
        reason: updated.reason,
        status: updated.status,
        providerErrorCode: updated.providerErrorCode,
      },
      at: deps.clock.now(),
    });
    return updated;
  });
  if (settled.status === 'failed') throw declined(settled);
}

/**
 * The provider's answer on a refund: when it already has the refund's id (an earlier answer was
 * pending), the refund as the provider has it now; else the refund asked with its key (the provider
 * answers the first one for a key already used).
 */
export async function askProvider(
  deps: Pick<AppDeps, 'db' | 'paymentProviders'>,
  refund: Refund,
  chargeId: string,
): Promise<ProviderRefund> {
  const { provider } = await deps.paymentProviders.forTenant(deps.db, refund.tenantId);
  const known = refund.providerRefundId ? await provider.findRefund(refund.providerRefundId) : null;
  return (
    known ??
    provider.refund({
      charge: chargeId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.providerIdempotencyKey,
    })
  );
}

/**
 * Records the provider's answer on a pending refund, with its `refund` ledger entry when it succeeded.
 * A `pending` answer keeps it pending (with the provider's id, to ask again later), never done.
 * `changed` is false when another request or the settling job recorded it first.
 */
export async function recordRefundOutcome(
  tx: DbOrTx,
  clock: Clock,
  refund: Refund,
  outcome: ProviderRefund,
): Promise<{ refund: Refund; changed: boolean }> {
  const [updated] = await tx
    .update(refunds)
    .set({
      status: outcome.status,
      providerRefundId: outcome.id || refund.providerRefundId,
      providerErrorCode: outcome.errorCode,
      providerErrorMessage: outcome.errorMessage,
      updatedAt: clock.now(),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning();
  if (!updated) {
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
    return { refund: current!, changed: false };
  }
  if (updated.status === 'succeeded') {
    await tx
      .insert(ledgerEntries)
      .values({
        tenantId: updated.tenantId,
        accountId: updated.accountId,
        kind: 'refund',
        amountCents: updated.amountCents,
        reason: updated.reason,
        refundId: updated.id,
        postedByUserId: updated.requestedByUserId,
        createdAt: clock.now(),
      })
      .onConflictDoNothing();
  }
  return { refund: updated, changed: true };
}
