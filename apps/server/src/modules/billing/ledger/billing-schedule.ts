import { addMonths, dayOfMonth, type IsoDate } from './billing-dates.ts';

/** What the figures need of a plan: total T, N installments due on due_day from start_month (YYYY-MM-01). */
export type PlanTerms = {
  totalCents: number;
  installments: number;
  installmentCents: number;
  dueDay: number;
  startMonth: IsoDate;
};

export type ScheduledInstallment = { no: number; dueDate: IsoDate; amountCents: number };

/** The regular installment: T / N rounded down; the last installment absorbs the rounding. */
export const regularInstallmentCents = (totalCents: number, installments: number): number =>
  Math.floor(totalCents / installments);

/** Installments 1..N: the plan's amount each (the last one T minus the others), one per month. */
export function installmentSchedule(plan: PlanTerms): ScheduledInstallment[] {
  const schedule: ScheduledInstallment[] = [];
  for (let no = 1; no <= plan.installments; no++) {
    const last = no === plan.installments;
    schedule.push({
      no,
      dueDate: dayOfMonth(addMonths(plan.startMonth, no - 1), plan.dueDay),
      amountCents: last
        ? plan.totalCents - plan.installmentCents * (plan.installments - 1)
        : plan.installmentCents,
    });
  }
  return schedule;
}
