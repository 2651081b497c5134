import { allocatePayments, type LedgerFact } from './allocate-payments.ts';
import { addDays, type IsoDate } from './billing-dates.ts';
import { installmentSchedule, type PlanTerms } from './billing-schedule.ts';

export type LateChargeDue = { installmentNo: number; dueDate: IsoDate; amountCents: number };

/**
 * Late charges that should exist by `today` and are not posted yet: one per installment still unpaid
 * when its grace period ends (the end of day due date + grace days). Each installment is judged on the
 * facts of that day, so the answer does not depend on when the job runs, and a late charge never makes
 * an earlier installment late again.
 */
export function lateChargesDue(input: {
  plan: PlanTerms;
  entries: LedgerFact[];
  today: IsoDate;
  graceDays: number;
  feeCents: number;
}): LateChargeDue[] {
  const { plan, entries, today, graceDays, feeCents } = input;
  if (feeCents <= 0) return [];
  const schedule = installmentSchedule(plan);
  const others = entries.filter((entry) => entry.kind !== 'late_charge');
  const posted = entries.filter((entry) => entry.kind === 'late_charge');
  const known: LedgerFact[] = [];
  const due: LateChargeDue[] = [];
  for (const installment of schedule) {
    const graceEnd = addDays(installment.dueDate, graceDays);
    if (today <= graceEnd) break;
    const chargeDate = addDays(graceEnd, 1);
    const existing = posted.filter((entry) => entry.installmentNo === installment.no);
    if (existing.length > 0) {
      known.push(...existing);
      continue;
    }
    const facts = [...others.filter((entry) => entry.date <= graceEnd), ...known];
    const covered = allocatePayments(schedule, facts).installments[installment.no - 1];
    if (covered && covered.unpaidCents > 0) {
      const charge = { installmentNo: installment.no, dueDate: chargeDate, amountCents: feeCents };
      due.push(charge);
      known.push({
        kind: 'late_charge',
        amountCents: feeCents,
        installmentNo: installment.no,
        date: chargeDate,
      });
    }
  }
  return due;
}
