import { allocatePayments, type LedgerFact } from './allocate-payments.ts';
import { addDays, type IsoDate } from './billing-dates.ts';
import { installmentSchedule, type PlanTerms } from './billing-schedule.ts';

export type AccountSummaryInput = {
  plan: PlanTerms | null;
  entries: LedgerFact[];
  today: IsoDate;
  /** The tenant's late-fee grace days. */
  graceDays: number;
};

/** The figures of ARCHITECTURE "Billing definitions", in integer cents. */
export type BillingFigures = {
  /** Everything still owed: T + late charges + adjustments - payments + refunds. */
  balanceCents: number;
  installmentCents: number;
  /** Late charges not yet covered by payments. */
  lateChargesCents: number;
  /** Unpaid part of installments whose due date has passed, plus unpaid late charges. */
  delinquentCents: number;
  /** What has fallen due by today and is unpaid: the delinquent amount plus installments due today. */
  dueNowCents: number;
  /** Due date of the earliest installment not fully paid (in the past when overdue). */
  nextPaymentDate: IsoDate | null;
  lastPaymentDate: IsoDate | null;
  /** Installments not yet fully paid. */
  installments: number;
  /** Installments past due and not fully paid. */
  pendingPayments: number;
  /** False while an installment is unpaid more than the grace days after its due date. */
  isActive: boolean;
  /** Number of the installment nextPaymentDate belongs to. */
  nextInstallmentNo: number | null;
  /** Number of the newest installment due by today and not fully paid (what auto-pay charges for). */
  newestDueUnpaidNo: number | null;
};

const sumOf = (entries: LedgerFact[], kind: LedgerFact['kind']): number =>
  entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amountCents, 0);

/** Pure: the account's figures on `today` from its plan and ledger. */
export function computeAccountSummary({
  plan,
  entries,
  today,
  graceDays,
}: AccountSummaryInput): BillingFigures {
  const schedule = plan ? installmentSchedule(plan) : [];
  const allocation = allocatePayments(schedule, entries);
  const balanceCents =
    (plan?.totalCents ?? 0) +
    sumOf(entries, 'late_charge') +
    sumOf(entries, 'adjustment') -
    sumOf(entries, 'payment') +
    sumOf(entries, 'refund');
  const lateChargesCents = allocation.lateCharges.reduce((sum, charge) => sum + charge.unpaidCents, 0);
  const unpaid = allocation.installments.filter((installment) => installment.unpaidCents > 0);
  const overdue = unpaid.filter((installment) => installment.dueDate < today);
  const dueByToday = unpaid.filter((installment) => installment.dueDate <= today);
  const unpaidSum = (list: typeof unpaid) =>
    list.reduce((sum, installment) => sum + installment.unpaidCents, 0);
  const paymentDates = entries.filter((entry) => entry.kind === 'payment').map((entry) => entry.date);
  return {
    balanceCents,
    installmentCents: plan?.installmentCents ?? 0,
    lateChargesCents,
    delinquentCents: unpaidSum(overdue) + lateChargesCents,
    dueNowCents: unpaidSum(dueByToday) + lateChargesCents,
    nextPaymentDate: unpaid[0]?.dueDate ?? null,
    nextInstallmentNo: unpaid[0]?.no ?? null,
    newestDueUnpaidNo: dueByToday.at(-1)?.no ?? null,
    lastPaymentDate: paymentDates.sort().at(-1) ?? null,
    installments: unpaid.length,
    pendingPayments: overdue.length,
    isActive: !unpaid.some((installment) => today > addDays(installment.dueDate, graceDays)),
  };
}
