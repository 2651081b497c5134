import type { IsoDate } from './billing-dates.ts';
import type { ScheduledInstallment } from './billing-schedule.ts';

type LedgerFactKind = 'installment' | 'late_charge' | 'payment' | 'refund' | 'adjustment';

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

type CoveredLateCharge = { installmentNo: number | null; amountCents: number; unpaidCents: number };
type CoveredInstallment = ScheduledInstallment & { unpaidCents: number };

export type Allocation = {
  lateCharges: CoveredLateCharge[];
  /** Positive adjustments not yet covered. */
  extraChargesUnpaidCents: number;
  installments: CoveredInstallment[];
};

/** Something owed; tier 0 late charges, 1 extra charges, 2 installments (covered in that order). */
type Owed = { tier: 0 | 1 | 2; order: number; amountCents: number; paidCents: number; fact?: LedgerFact };

const isDebit = (fact: LedgerFact) =>
  fact.kind === 'late_charge' || (fact.kind === 'adjustment' && fact.amountCents > 0);

/**
 * Applies payments in date order to what is owed at that moment: unpaid late charges first (oldest
 * installment first), then extra charges (positive adjustments), then installments oldest first (paying
 * ahead covers future ones). Charges posted later are covered by later payments. Credits (negative
 * adjustments) count as payments; a refund takes back unapplied credit, then the newest coverage.
 * With `asOf`, only facts dated on or before that day count.
 */
export function allocatePayments(
  schedule: ScheduledInstallment[],
  facts: LedgerFact[],
  asOf?: IsoDate,
): Allocation {
  const counted = (asOf === undefined ? facts : facts.filter((fact) => fact.date <= asOf))
    .filter((fact) => fact.kind !== 'installment')
    .map((fact, index) => ({ fact, index }))
    .sort(
      (a, b) =>
        a.fact.date.localeCompare(b.fact.date) ||
        Number(isDebit(b.fact)) - Number(isDebit(a.fact)) ||
        a.index - b.index,
    );
  const owed: Owed[] = schedule.map((installment) => ({
    tier: 2,
    order: installment.no,
    amountCents: installment.amountCents,
    paidCents: 0,
  }));
  let pool = 0;
  let sequence = 0;
  const byPriority = () => [...owed].sort((a, b) => a.tier - b.tier || a.order - b.order);
  const applyPool = () => {
    for (const item of byPriority()) {
      const paid = Math.min(pool, item.amountCents - item.paidCents);
      item.paidCents += paid;
      pool -= paid;
    }
  };
  const takeBack = (cents: number) => {
    let left = cents - Math.min(pool, cents);
    pool -= cents - left;
    for (const item of byPriority().reverse()) {
      const back = Math.min(left, item.paidCents);
      item.paidCents -= back;
      left -= back;
    }
  };

  for (const { fact } of counted) {
    if (fact.kind === 'late_charge') {
      owed.push({
        tier: 0,
        order: fact.installmentNo ?? 0,
        amountCents: fact.amountCents,
        paidCents: 0,
        fact,
      });
    } else if (fact.kind === 'adjustment' && fact.amountCents > 0) {
      owed.push({ tier: 1, order: sequence++, amountCents: fact.amountCents, paidCents: 0, fact });
    } else if (fact.kind === 'payment' || fact.kind === 'adjustment') {
      pool += Math.abs(fact.amountCents);
    } else if (fact.kind === 'refund') {
      takeBack(fact.amountCents);
    }
    applyPool();
  }

  const unpaid = (item: Owed) => item.amountCents - item.paidCents;
  return {
    lateCharges: owed
      .filter((item) => item.tier === 0)
      .sort((a, b) => a.order - b.order)
      .map((item) => ({
        installmentNo: item.fact?.installmentNo ?? null,
        amountCents: item.amountCents,
        unpaidCents: unpaid(item),
      })),
    extraChargesUnpaidCents: owed
      .filter((item) => item.tier === 1)
      .reduce((sum, item) => sum + unpaid(item), 0),
    installments: schedule.map((installment, index) => ({
      ...installment,
      unpaidCents: unpaid(owed[index]!),
    })),
  };
}
