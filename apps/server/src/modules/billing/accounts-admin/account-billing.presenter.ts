import type { TAccountStatus, TAdminAccountDetail, TLedgerLine } from '@puente/shared';
import type { BillingPlan, LedgerEntry } from '../../../db/schema/index.ts';
import { type BillingFigures, toLedgerFact } from '../ledger/index.ts';
import type { AccountHead } from './account-billing.repository.ts';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** No plan yet; inactive past the grace days; overdue within them; else active. */
export function statusOf(hasPlan: boolean, figures: BillingFigures): TAccountStatus {
  if (!hasPlan) return 'no-plan';
  if (!figures.isActive) return 'inactive';
  return figures.pendingPayments > 0 ? 'overdue' : 'active';
}

export const presentAccountHead = (head: AccountHead) => ({
  id: head.id,
  name: head.name,
  holderName: fullName(head.holderFirst, head.holderLast),
  holderEmail: head.holderEmail,
});

export const presentPlan = (plan: BillingPlan | null) =>
  plan && {
    installmentCents: plan.installmentCents,
    installments: plan.installments,
    dueDay: plan.dueDay,
    startMonth: plan.startMonth.slice(0, 7),
    totalCents: plan.totalCents,
  };

export const presentLedgerLine = (
  entry: LedgerEntry,
  posterFirst: string | null,
  posterLast: string | null,
  timeZone: string,
): TLedgerLine => ({
  id: entry.id,
  kind: entry.kind,
  amountCents: entry.amountCents,
  date: toLedgerFact(entry, timeZone).date,
  installmentNo: entry.installmentNo,
  reason: entry.reason,
  postedBy: fullName(posterFirst, posterLast),
  createdAt: entry.createdAt.toISOString(),
});

export const presentFigures = (figures: BillingFigures): TAdminAccountDetail['figures'] => ({
  balanceCents: figures.balanceCents,
  delinquentCents: figures.delinquentCents,
  lateChargesCents: figures.lateChargesCents,
  nextPaymentDate: figures.nextPaymentDate,
  lastPaymentDate: figures.lastPaymentDate,
  installmentsLeft: figures.installments,
  pendingPayments: figures.pendingPayments,
  isActive: figures.isActive,
});
