import type { DbOrTx } from '../db/database.ts';
import { type BillingPlan, billingPlans, ledgerEntries, type Tenant, type User } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import {
  addDays,
  addMonths,
  type IsoDate,
  installmentSchedule,
  isoDate,
  planTerms,
  postDueEntries,
  regularInstallmentCents,
} from '../modules/billing/index.ts';
import type { DemoUser } from './demo-data.ts';

type DemoPlan = {
  /** The user whose account holds the plan. */
  user: 'estudiante' | 'moroso' | 'nuevo' | 'graduada' | 'examen';
  totalCents: number;
  installments: number;
  /** A due date of the plan, relative to today, and which installment falls on it. */
  anchorDays: number;
  anchorInstallment: number;
  /** Installments paid, each on its due date. */
  paid: number;
};

/**
 * estudiante: 12 x 50.00, installments 1-4 paid, installment 5 due in 3 days: active, balance 400.00.
 * moroso: 12 x 50.00, installments 1-2 paid; 3 is a month overdue (past the grace days: one late charge,
 * inactive) and 4 fell due 3 days ago (overdue, still within grace): balance 515.00, overdue 115.00.
 * nuevo: 10 x 80.00, the first installment due in 10 days: in good standing.
 * graduada and examen: 12 x 50.00 in good standing (installment 11 due in 20 days; installment 4 in 15).
 */
const demoPlans: DemoPlan[] = [
  { user: 'estudiante', totalCents: 60_000, installments: 12, anchorDays: 3, anchorInstallment: 5, paid: 4 },
  { user: 'moroso', totalCents: 60_000, installments: 12, anchorDays: -3, anchorInstallment: 4, paid: 2 },
  { user: 'nuevo', totalCents: 80_000, installments: 10, anchorDays: 10, anchorInstallment: 1, paid: 0 },
  { user: 'graduada', totalCents: 60_000, installments: 12, anchorDays: 20, anchorInstallment: 11, paid: 10 },
  { user: 'examen', totalCents: 60_000, installments: 12, anchorDays: 15, anchorInstallment: 4, paid: 3 },
];

const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** The demo accounts' plans and ledgers, relative to the clock's today (ARCHITECTURE "Demo data"). */
export async function seedBilling(
  db: DbOrTx,
  tenant: Tenant,
  users: Record<DemoUser['key'], User>,
  clock: Clock,
): Promise<BillingPlan[]> {
  const now = clock.now();
  const today = isoDate(now);
  const plans: BillingPlan[] = [];
  for (const demo of demoPlans) {
    // Callers may seed only some of the demo users (tests do).
    const accountId = users[demo.user]?.accountId;
    if (!accountId) continue;
    const anchor = addDays(today, demo.anchorDays);
    const [plan] = await db
      .insert(billingPlans)
      .values({
        tenantId: tenant.id,
        accountId,
        totalCents: demo.totalCents,
        installments: demo.installments,
        installmentCents: regularInstallmentCents(demo.totalCents, demo.installments),
        dueDay: Number(anchor.slice(8, 10)),
        startMonth: addMonths(monthStart(anchor), -(demo.anchorInstallment - 1)),
        createdAt: new Date(`${addDays(today, -400)}T12:00:00.000Z`),
      })
      .returning();
    const schedule = installmentSchedule(planTerms(plan!));
    for (const installment of schedule.slice(0, demo.paid)) {
      await db.insert(ledgerEntries).values({
        tenantId: tenant.id,
        accountId,
        kind: 'payment',
        amountCents: installment.amountCents,
        reason: `Pago de la cuota ${installment.no}`,
        createdAt: new Date(`${installment.dueDate}T15:00:00.000Z`),
      });
    }
    await postDueEntries(db, plan!, tenant, today, now);
    plans.push(plan!);
  }
  return plans;
}
