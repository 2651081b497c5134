import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { billingPlans, tenants } from '../db/schema/index.ts';
import {
  chargeAutoPayment,
  isoDate,
  postDueEntries,
  resolvePendingPayments,
  resolvePendingRefunds,
  schoolDate,
  sendDueReminders,
} from '../modules/billing/index.ts';

export type BillingDayDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache' | 'config'
>;

export type BillingDayReport = {
  /** The UTC date of the run; each school's accounts are run on that school's own date. */
  day: string;
  installments: number;
  lateCharges: number;
  reminders: number;
  autoPayments: { charged: number; declined: number };
  settledPending: number;
  /** Refunds the provider had left pending (or a crash had), settled now. */
  settledRefunds: number;
  /** Accounts whose day failed (the others still ran; the next run retries them). */
  failures: { accountId: string; error: unknown }[];
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
  const rows = await deps.db
    .select({
      plan: billingPlans,
      tenant: {
        paymentEnabled: tenants.paymentEnabled,
        lateFeeCents: tenants.lateFeeCents,
        lateFeeGraceDays: tenants.lateFeeGraceDays,
        timeZone: tenants.timeZone,
      },
    })
    .from(billingPlans)
    .innerJoin(tenants, eq(tenants.id, billingPlans.tenantId))
    .orderBy(billingPlans.id);
  const schoolDays = new Map<string, string>();
  for (const { plan, tenant } of rows) {
    if (stopping()) break;
    let date = schoolDays.get(tenant.timeZone);
    if (!date) {
      date = schoolDate(today, tenant.timeZone);
      schoolDays.set(tenant.timeZone, date);
    }
    try {
      const posted = await postDueEntries(deps.db, plan, tenant, date, today);
      report.installments += posted.installments;
      report.lateCharges += posted.lateCharges;
      if (!tenant.paymentEnabled) continue;
      const autoPay = await chargeAutoPayment(deps, plan, date);
      if (autoPay === 'charged') report.autoPayments.charged++;
      if (autoPay === 'declined') report.autoPayments.declined++;
      report.reminders += await sendDueReminders(deps, plan, date, today, tenant.timeZone);
    } catch (error) {
      report.failures.push({ accountId: plan.accountId, error });
    }
  }
  return report;
}
