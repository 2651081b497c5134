import type { AppDeps } from '../../../app-deps.ts';
import type { BillingPlan } from '../../../db/schema/index.ts';
import { autoPayAccountsOf, type IsoDate, listLedger, listLedgersOf } from '../ledger/index.ts';
import { chargeAutoPayment } from './charge-auto-payment.ts';
import { postDueEntries, type TenantLateFee } from './post-due-entries.ts';
import { dueRemindersSentOf, sendDueReminders } from './send-due-reminders.ts';

/** What the billing day did to its accounts: each page adds its own to the day's report. */
export type BilledAccounts = {
  installments: number;
  lateCharges: number;
  reminders: number;
  autoPayments: { charged: number; declined: number };
  /** Accounts whose day failed (the others still ran; the next run retries them). */
  failures: { accountId: string; error: unknown }[];
};

/**
 * The billing day of a page of one school's accounts (`plans`) on the school's date: their ledgers, which
 * of them pay automatically and the reminders they were sent are read in one statement each, not per
 * account; then, per account,
 * the installments and late charges due are posted, the auto-pay card charged and the reminders sent.
 * An account with nothing due costs no statement of its own. Its ledger is read again only after
 * something was posted or charged, so every step still judges the account as it stands. What it does is
 * added to `done`; a failing account is added to its failures and the others go on.
 */
export async function billAccounts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache' | 'config'>,
  input: {
    tenant: TenantLateFee & { id: string; paymentEnabled: boolean };
    plans: BillingPlan[];
    date: IsoDate;
    now: Date;
    /** Checked between accounts: true stops the page there. */
    stopping: () => boolean;
  },
  done: BilledAccounts,
): Promise<void> {
  const { tenant, plans, date, now } = input;
  const accountIds = plans.map((plan) => plan.accountId);
  const [ledgers, autoPaying, reminded] = await Promise.all([
    listLedgersOf(deps.db, tenant.id, accountIds),
    tenant.paymentEnabled ? autoPayAccountsOf(deps.db, tenant.id, accountIds) : new Set<string>(),
    tenant.paymentEnabled
      ? dueRemindersSentOf(deps.db, tenant.id, accountIds)
      : new Map<string, Set<number>>(),
  ]);
  for (const plan of plans) {
    if (input.stopping()) break;
    try {
      const posted = await postDueEntries(deps.db, plan, tenant, date, now, ledgers.get(plan.accountId));
      done.installments += posted.installments;
      done.lateCharges += posted.lateCharges;
      if (!tenant.paymentEnabled) continue;
      const autoPay = autoPaying.has(plan.accountId) ? await chargeAutoPayment(deps, plan, date) : 'skipped';
      if (autoPay === 'charged') done.autoPayments.charged++;
      if (autoPay === 'declined') done.autoPayments.declined++;
      const changed = posted.installments + posted.lateCharges > 0 || autoPay !== 'skipped';
      const ledger = changed
        ? await listLedger(deps.db, tenant.id, plan.accountId)
        : (ledgers.get(plan.accountId) ?? []);
      done.reminders += await sendDueReminders(deps, plan, date, now, tenant.timeZone, {
        ledger,
        reminded: reminded.get(plan.accountId) ?? new Set(),
      });
    } catch (error) {
      done.failures.push({ accountId: plan.accountId, error });
    }
  }
}
