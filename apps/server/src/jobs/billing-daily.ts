import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { billingPlans, tenants } from '../db/schema/index.ts';
import {
  chargeAutoPayment,
  isoDate,
  postDueEntries,
  resolvePendingPayments,
  resolvePendingRefunds,
  sendDueReminders,
} from '../modules/billing/index.ts';

export type BillingDayDeps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'>;

export type BillingDayReport = {
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
 * The billing day for every account with a plan: posts installments that fall due, a late charge per
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
      },
    })
    .from(billingPlans)
    .innerJoin(tenants, eq(tenants.id, billingPlans.tenantId))
    .orderBy(billingPlans.id);
  for (const { plan, tenant } of rows) {
    if (stopping()) break;
    try {
      const posted = await postDueEntries(deps.db, plan, tenant, day, today);
      report.installments += posted.installments;
      report.lateCharges += posted.lateCharges;
      if (!tenant.paymentEnabled) continue;
      const autoPay = await chargeAutoPayment(deps, plan, day);
      if (autoPay === 'charged') report.autoPayments.charged++;
      if (autoPay === 'declined') report.autoPayments.declined++;
      report.reminders += await sendDueReminders(deps, plan, day, today);
    } catch (error) {
      report.failures.push({ accountId: plan.accountId, error });
    }
  }
  return report;
}

/**
 * Runs the billing day now and then every hour, and settles payments left pending every minute (timers
 * unref'd): a payment a crash left pending is settled a minute or two after it, not at the next hourly
 * run, whether or not its client retries (resolve-pending-payments.ts). Returns a stop function that
 * resolves once a run in progress has finished the account it was at, and a settling in progress has
 * ended, so the database can close after them.
 */
export function scheduleBillingDay(
  deps: BillingDayDeps,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  everyMs = 60 * 60 * 1000,
  settleEveryMs = 60 * 1000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let settling: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runBillingDay(deps, deps.clock.now(), () => stopped)
      .then((report) => {
        const { failures, ...counts } = report;
        log.info({ billingDay: counts, failedAccounts: failures.length }, 'billing day ran');
        for (const failure of failures)
          log.error({ err: failure.error, accountId: failure.accountId }, 'billing day failed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'billing day failed'))
      .finally(() => {
        running = null;
      });
  };
  const settle = () => {
    if (settling || stopped) return;
    settling = Promise.all([resolvePendingPayments(deps), resolvePendingRefunds(deps)])
      .then(([settled, refunded]) => {
        if (settled > 0) log.info({ settledPending: settled }, 'pending payments settled');
        if (refunded > 0) log.info({ settledRefunds: refunded }, 'pending refunds settled');
      })
      .catch((error: unknown) => log.error({ err: error }, 'settling pending payments failed'))
      .finally(() => {
        settling = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const settleTimer = setInterval(settle, settleEveryMs);
  settleTimer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearInterval(settleTimer);
    await Promise.all([running, settling]);
  };
}
