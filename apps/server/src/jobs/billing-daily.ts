import { and, eq, exists, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { type BillingPlan, billingPlans, tenants } from '../db/schema/index.ts';
import {
  type BilledAccounts,
  billAccounts,
  isoDate,
  resolvePendingPayments,
  resolvePendingRefunds,
  schoolDate,
} from '../modules/billing/index.ts';

/** Accounts billed together: their ledgers and auto-pay cards are read in one statement each. */
const BILLING_PAGE = 200;

export type BillingDayDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache' | 'config'
>;

export type BillingDayReport = BilledAccounts & {
  /** The UTC date of the run; each school's accounts are run on that school's own date. */
  day: string;
  settledPending: number;
  /** Refunds the provider had left pending (or a crash had), settled now. */
  settledRefunds: number;
};

/**
 * The billing day for every account with a plan, on its school's date (decision 0136: the date of `today`
 * in the school's time zone, so a school's day starts at its own midnight; the job runs every hour and
 * the first run after a school's midnight does that school's new day): posts installments that fall due, a late charge per
 * installment still unpaid when its grace ends, charges the auto-pay card for what falls due and
 * e-mails a reminder 7 days before a due date. Idempotent through unique constraints: rerunning it,
 * or running it on two instances at once, posts, charges and sends nothing twice.
 */
export async function runBillingDay(
  deps: BillingDayDeps,
  today: Date = deps.clock.now(),
  /** Checked between accounts: true stops the run there (the next run does the rest). */
  stopping: () => boolean = () => false,
): Promise<BillingDayReport> {
  const day = isoDate(today);
  const report: BillingDayReport = {
    day,
    installments: 0,
    lateCharges: 0,
    reminders: 0,
    autoPayments: { charged: 0, declined: 0 },
    settledPending: await resolvePendingPayments(deps),
    settledRefunds: await resolvePendingRefunds(deps),
    failures: [],
  };
  const schools = await deps.db
    .select({
      id: tenants.id,
      paymentEnabled: tenants.paymentEnabled,
      lateFeeCents: tenants.lateFeeCents,
      lateFeeGraceDays: tenants.lateFeeGraceDays,
      timeZone: tenants.timeZone,
    })
    .from(tenants)
    .where(
      exists(deps.db.select({ one: sql`1` }).from(billingPlans).where(eq(billingPlans.tenantId, tenants.id))),
    )
    .orderBy(tenants.id);
  for (const tenant of schools) {
    const date = schoolDate(today, tenant.timeZone);
    // The school's accounts a page at a time, in the order of their plans' ids.
    for (let after: string | null = null; !stopping(); ) {
      const plans: BillingPlan[] = await deps.db
        .select()
        .from(billingPlans)
        .where(and(eq(billingPlans.tenantId, tenant.id), after ? gt(billingPlans.id, after) : undefined))
        .orderBy(billingPlans.id)
        .limit(BILLING_PAGE);
      if (plans.length === 0) break;
      await billAccounts(deps, { tenant, plans, date, now: today, stopping }, report);
      if (plans.length < BILLING_PAGE) break;
      after = plans[plans.length - 1]!.id;
    }
  }
  return report;
}
