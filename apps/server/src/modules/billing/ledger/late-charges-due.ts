import { allocatePayments, type LedgerFact } from './allocate-payments.ts';
import { addDays, type IsoDate } from './billing-dates.ts';
import { installmentSchedule, type PlanTerms } from './billing-schedule.ts';

export type LateChargeDue = { installmentNo: number; dueDate: IsoDate; amountCents: number };

/**
 * Late charges that should exist by `today` and are not posted yet: one per installment still unpaid
 * when its grace period ends (the end of day due date + grace days), dated the day after. Each
 * installment is judged on the facts of that day, so the answer does not depend on when the job runs.
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
  const facts = [...entries];
  const due: LateChargeDue[] = [];
  for (const installment of schedule) {
    const graceEnd = addDays(installment.dueDate, graceDays);
    if (today <= graceEnd) break;
    const posted = entries.some(
      (entry) => entry.kind === 'late_charge' && entry.installmentNo === installment.no,
    );
    if (posted) continue;
    const covered = allocatePayments(schedule, facts, graceEnd).installments[installment.no - 1];
    if (covered && covered.unpaidCents > 0) {
      const charge = { installmentNo: installment.no, dueDate: addDays(graceEnd, 1), amountCents: feeCents };
      due.push(charge);
      facts.push({
        kind: 'late_charge',
        amountCents: feeCents,
        installmentNo: installment.no,
        date: charge.dueDate,
      });
    }
  }
  return due;
}
