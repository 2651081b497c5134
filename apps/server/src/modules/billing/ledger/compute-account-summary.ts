import { allocatePayments, type LedgerFact } from './allocate-payments.ts';
import { addDays, type IsoDate } from './billing-dates.ts';
import { installmentSchedule, type PlanTerms } from './billing-schedule.ts';

/** The provider's code of an off-session charge refused because the card asks for 3-D Secure. */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

/** The latest charge of the daily auto-pay run (its key names the installment it was made for). */
export type AutoPayAttempt = {
  status: 'pending' | 'succeeded' | 'failed';
  errorCode: string | null;
  /** The card it charged (the provider's payment method id). */
  paymentMethodId: string;
  installmentNo: number | null;
};

export type AccountSummaryInput = {
  plan: PlanTerms | null;
  entries: LedgerFact[];
  today: IsoDate;
  /** The tenant's late-fee grace days. */
  graceDays: number;
  /** The latest auto-pay charge, if any (none: no payment waits for the student's authentication). */
  autoPayAttempt?: AutoPayAttempt | null;
};

/**
 * The auto-pay charge the student must make themselves: the card asked for 3-D Secure off-session, and the
 * installment it was for is still unpaid. `amountCents` is what falls due now (what auto-pay would charge).
 */
type AuthenticationNeeded = { installmentNo: number; amountCents: number; paymentMethodId: string };

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
  /** The latest auto-pay charge needs the student (3-D Secure) and its installment is unpaid; else null. */
  authenticationNeeded: AuthenticationNeeded | null;
};

const sumOf = (entries: LedgerFact[], kind: LedgerFact['kind']): number =>
  entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amountCents, 0);

/** Pure: the account's figures on `today` from its plan and ledger. */
export function computeAccountSummary({
  plan,
  entries,
  today,
  graceDays,
  autoPayAttempt = null,
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
  const dueNowCents = unpaidSum(dueByToday) + lateChargesCents;
  return {
    balanceCents,
    installmentCents: plan?.installmentCents ?? 0,
    lateChargesCents,
    delinquentCents: unpaidSum(overdue) + lateChargesCents,
    dueNowCents,
    nextPaymentDate: unpaid[0]?.dueDate ?? null,
    nextInstallmentNo: unpaid[0]?.no ?? null,
    newestDueUnpaidNo: dueByToday.at(-1)?.no ?? null,
    lastPaymentDate: paymentDates.sort().at(-1) ?? null,
    installments: unpaid.length,
    pendingPayments: overdue.length,
    isActive: !unpaid.some((installment) => today > addDays(installment.dueDate, graceDays)),
    authenticationNeeded: authenticationNeededOf(autoPayAttempt, unpaid, Math.min(dueNowCents, balanceCents)),
  };
}

/** Cleared by any payment that pays the installment, or by a later auto-pay charge (a new attempt). */
function authenticationNeededOf(
  attempt: AutoPayAttempt | null,
  unpaid: { no: number }[],
  amountCents: number,
): AuthenticationNeeded | null {
  if (attempt?.status !== 'failed' || attempt.errorCode !== AUTHENTICATION_REQUIRED) return null;
  const { installmentNo, paymentMethodId } = attempt;
  if (installmentNo === null || amountCents <= 0) return null;
  if (!unpaid.some((installment) => installment.no === installmentNo)) return null;
  return { installmentNo, amountCents, paymentMethodId };
}
