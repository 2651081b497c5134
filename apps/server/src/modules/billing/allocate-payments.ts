import type { IsoDate } from './billing-dates.ts';
import type { ScheduledInstallment } from './billing-schedule.ts';

export type LedgerFactKind = 'installment' | 'late_charge' | 'payment' | 'refund' | 'adjustment';

/**
 * A ledger entry as the figures see it. `date` is the day it takes effect: the due date of installments
 * and late charges, the day it was posted for payments, refunds and adjustments.
 */
export type LedgerFact = {
  kind: LedgerFactKind;
  amountCents: number;
  installmentNo: number | null;
  date: IsoDate;
};

export type CoveredLateCharge = { installmentNo: number | null; amountCents: number; unpaidCents: number };
export type CoveredInstallment = ScheduledInstallment & { unpaidCents: number };

export type Allocation = {
  lateCharges: CoveredLateCharge[];
  /** Positive adjustments not yet covered. */
  extraChargesUnpaidCents: number;
  installments: CoveredInstallment[];
};

/** Money available to cover charges: payments minus refunds, plus credits (negative adjustments). */
function coverPool(facts: LedgerFact[]): number {
  let pool = 0;
  for (const fact of facts) {
    if (fact.kind === 'payment') pool += fact.amountCents;
    else if (fact.kind === 'refund') pool -= fact.amountCents;
    else if (fact.kind === 'adjustment' && fact.amountCents < 0) pool -= fact.amountCents;
  }
  return Math.max(0, pool);
}

/**
 * Spreads what was paid over what is owed: late charges first (oldest installment first), then extra
 * charges (positive adjustments), then installments oldest first. With `asOf`, only facts dated on or
 * before that day count.
 */
export function allocatePayments(
  schedule: ScheduledInstallment[],
  facts: LedgerFact[],
  asOf?: IsoDate,
): Allocation {
  const counted = asOf === undefined ? facts : facts.filter((fact) => fact.date <= asOf);
  let pool = coverPool(counted);
  const take = (owed: number): number => {
    const paid = Math.min(pool, owed);
    pool -= paid;
    return owed - paid;
  };

  const lateCharges = counted
    .filter((fact) => fact.kind === 'late_charge')
    .sort((a, b) => (a.installmentNo ?? 0) - (b.installmentNo ?? 0) || a.date.localeCompare(b.date))
    .map((fact) => ({
      installmentNo: fact.installmentNo,
      amountCents: fact.amountCents,
      unpaidCents: take(fact.amountCents),
    }));
  const extraCharges = counted
    .filter((fact) => fact.kind === 'adjustment' && fact.amountCents > 0)
    .reduce((sum, fact) => sum + fact.amountCents, 0);
  const extraChargesUnpaidCents = take(extraCharges);
  const installments = schedule.map((installment) => ({
    ...installment,
    unpaidCents: take(installment.amountCents),
  }));
  return { lateCharges, extraChargesUnpaidCents, installments };
}
