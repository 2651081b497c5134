import type { DbOrTx } from '../../../db/database.ts';
import type { BillingPlan } from '../../../db/schema/index.ts';
import {
  findLatestAutoPayAttempt,
  findPlan,
  findTenantBilling,
  listLedger,
  toLedgerFact,
} from './billing.repository.ts';
import { type IsoDate, schoolDate } from './billing-dates.ts';
import type { PlanTerms } from './billing-schedule.ts';
import { type BillingFigures, computeAccountSummary } from './compute-account-summary.ts';

export const planTerms = (plan: BillingPlan): PlanTerms => ({
  totalCents: plan.totalCents,
  installments: plan.installments,
  installmentCents: plan.installmentCents,
  dueDay: plan.dueDay,
  startMonth: plan.startMonth,
});

/** An account's figures on a day (the school's today by default), read from its plan and ledger. */
export async function loadBillingFigures(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  today?: IsoDate,
): Promise<BillingFigures> {
  // One after the other: inside a transaction they share one connection.
  const tenant = await findTenantBilling(db, tenantId);
  const plan = await findPlan(db, tenantId, accountId);
  const ledger = await listLedger(db, tenantId, accountId);
  const timeZone = tenant?.timeZone ?? 'UTC';
  const autoPayAttempt = await findLatestAutoPayAttempt(db, tenantId, accountId);
  return computeAccountSummary({
    plan: plan ? planTerms(plan) : null,
    entries: ledger.map((entry) => toLedgerFact(entry, timeZone)),
    today: today ?? schoolDate(new Date(), timeZone),
    graceDays: tenant?.lateFeeGraceDays ?? 0,
    autoPayAttempt,
  });
}
