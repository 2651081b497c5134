import type { TAdminAccountDetail } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/database.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { listAccountDisputes } from '../disputes/index.ts';
import { findPlan, loadAccountFigures, schoolDate } from '../ledger/index.ts';
import {
  presentAccountHead,
  presentDispute,
  presentFigures,
  presentLedgerLine,
  presentPlan,
  presentRefund,
  statusOf,
} from './account-billing.presenter.ts';
import {
  findAccountHead,
  listAccountRefunds,
  listLedgerWithPoster,
  listPaymentsWithRefunds,
} from './account-billing.repository.ts';

/** An account of the caller's tenant as the administration shows it (404 for any other account). */
export async function getAccountBilling(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  accountId: string,
): Promise<TAdminAccountDetail> {
  return readAccountBilling(deps.db, deps.clock.now(), actor, accountId);
}

/** The same read on a given handle (a use case answers it after its own write), on the school's day of `now`. */
export async function readAccountBilling(
  db: DbOrTx,
  now: Date,
  school: Pick<Actor, 'tenantId' | 'schoolTimeZone'>,
  accountId: string,
): Promise<TAdminAccountDetail> {
  const { tenantId, schoolTimeZone } = school;
  const today = schoolDate(now, schoolTimeZone);
  const head = await findAccountHead(db, tenantId, accountId);
  if (!head) throw new AppError('billing.account-not-found');
  const plan = await findPlan(db, tenantId, accountId);
  const { figures } = await loadAccountFigures(db, tenantId, accountId, today);
  const ledger = await listLedgerWithPoster(db, tenantId, accountId);
  const accountPayments = await listPaymentsWithRefunds(db, tenantId, accountId);
  const accountRefunds = await listAccountRefunds(db, tenantId, accountId);
  const accountDisputes = await listAccountDisputes(db, tenantId, accountId);
  return {
    ...presentAccountHead(head),
    status: statusOf(plan !== null, figures),
    plan: presentPlan(plan),
    figures: presentFigures(figures),
    // Newest first by the day each entry counts from (installments by their due date), then as posted.
    ledger: ledger
      .map((row) => presentLedgerLine(row.entry, row.posterFirst, row.posterLast, schoolTimeZone))
      .sort((a, b) => b.date.localeCompare(a.date)),
    payments: accountPayments.map(({ payment, refundedCents, pendingRefundCents, refundableCents }) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      status: payment.status,
      refundedCents,
      pendingRefundCents,
      refundableCents,
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds: accountRefunds.map(presentRefund),
    disputes: accountDisputes.map(presentDispute),
  };
}
