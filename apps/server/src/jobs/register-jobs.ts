import type { AppDeps } from '../app-deps.ts';
import { sweepExpiredCredentials } from '../modules/auth/index.ts';
import {
  deliverSandboxEvent,
  processStripeEvent,
  queueReconciliations,
  RECONCILIATION_JOBS,
  reconcileSchool,
  resolvePendingPayments,
  resolvePendingRefunds,
  SANDBOX_EVENT_JOB,
  STRIPE_EVENT_JOB,
} from '../modules/billing/index.ts';
import { sendStudyReminders } from '../modules/habits/index.ts';
import { sendTutoringReminders } from '../modules/tutoring/mail/send-tutoring-reminders.ts';
import { type BillingDayDeps, runBillingDay } from './billing-daily.ts';

type JobLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** The scheduled jobs, by name (the mail's own job, `mail.deliver`, is the mailer's). */
export const JOB_NAMES = {
  billingDay: 'billing.day',
  settlePending: 'billing.settle-pending',
  tutoringReminders: 'tutoring.reminders',
  studyReminders: 'habits.study-reminders',
  sweepCredentials: 'auth.sweep-credentials',
  reconcileDay: RECONCILIATION_JOBS.day,
  reconcileSchool: RECONCILIATION_JOBS.school,
  /** One per kept Stripe webhook event (sent by the webhook, not scheduled; decision 0134). */
  stripeEvent: STRIPE_EVENT_JOB,
  /** One per event of the sandbox provider, delivered signed to the same inbox (decision 0137). */
  sandboxEvent: SANDBOX_EVENT_JOB,
} as const;

/**
 * Defines the scheduled jobs on the app's queue and their schedules (pg-boss cron: one instance sends
 * each run, and each queue holds one such job queued or running, so two instances run it once). Every
 * schedule is in UTC; the hourly billing day runs each school on its own date (decision 0136). Each job is idempotent by
 * the database's constraints and retried with backoff; one that keeps failing stays `failed`.
 */
export function registerJobs(
  deps: BillingDayDeps & Pick<AppDeps, 'jobs' | 'config' | 'settingsCipher'>,
  log: JobLog,
): void {
  const { jobs } = deps;
  // The billing day every hour: a school's new day runs within the hour after its own midnight, and a day
  // missed by a stop is caught up within the hour.
  jobs.define({
    name: JOB_NAMES.billingDay,
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 30 * 60,
    handler: async () => {
      const { failures, ...counts } = await runBillingDay(deps, deps.clock.now());
      log.info({ billingDay: counts, failedAccounts: failures.length }, 'billing day ran');
      for (const failure of failures)
        log.error({ err: failure.error, accountId: failure.accountId }, 'billing day failed');
      // A failed account fails the job, so it is retried (the accounts done are not done twice).
      if (failures.length > 0) throw new Error(`billing day: ${failures.length} account(s) failed`);
    },
  });
  jobs.schedule(JOB_NAMES.billingDay, '0 * * * *', { tz: 'UTC' });

  // Payments and refunds a crash left pending, settled every minute (resolve-pending-payments.ts).
  jobs.define({
    name: JOB_NAMES.settlePending,
    retryLimit: 2,
    retryDelaySeconds: 10,
    handler: async () => {
      const [settled, refunded] = await Promise.all([
        resolvePendingPayments(deps),
        resolvePendingRefunds(deps),
      ]);
      if (settled > 0) log.info({ settledPending: settled }, 'pending payments settled');
      if (refunded > 0) log.info({ settledRefunds: refunded }, 'pending refunds settled');
    },
  });
  jobs.schedule(JOB_NAMES.settlePending, '* * * * *', { tz: 'UTC' });

  // Tutoring reminders (24 h and 1 h before a session) every minute; sent rows are claimed in the database.
  jobs.define({
    name: JOB_NAMES.tutoringReminders,
    retryLimit: 2,
    retryDelaySeconds: 10,
    handler: async () => {
      const sent = await sendTutoringReminders(deps, deps.clock.now());
      if (sent > 0) log.info({ tutoringReminders: sent }, 'tutoring reminders sent');
    },
  });
  jobs.schedule(JOB_NAMES.tutoringReminders, '* * * * *', { tz: 'UTC' });

  // Study reminders every five minutes: each student's in the hour they chose, once a day (claimed).
  jobs.define({
    name: JOB_NAMES.studyReminders,
    retryLimit: 2,
    retryDelaySeconds: 30,
    handler: async () => {
      const sent = await sendStudyReminders(deps, deps.clock.now());
      if (sent > 0) log.info({ studyReminders: sent }, 'study reminders sent');
    },
  });
  jobs.schedule(JOB_NAMES.studyReminders, '*/5 * * * *', { tz: 'UTC' });

  // Sessions and one-time passwords long expired, deleted every hour (decision 0190): a batch at a time, at
  // most SWEEP_MAX_BATCHES a run, so a backlog (an upgraded school) goes in hourly slices.
  jobs.define({
    name: JOB_NAMES.sweepCredentials,
    retryLimit: 2,
    retryDelaySeconds: 60,
    handler: async () => {
      const swept = await sweepExpiredCredentials(deps, deps.clock.now());
      if (swept.sessions + swept.oneTimePasswords > 0) log.info({ swept }, 'expired credentials swept');
    },
  });
  jobs.schedule(JOB_NAMES.sweepCredentials, '41 * * * *', { tz: 'UTC' });

  // The reconciliation of the provider's record with the ledger, daily at 05:00 UTC: one job per school
  // (keyed by school and day), each mailing its administrators when anything differs.
  jobs.define({
    name: JOB_NAMES.reconcileDay,
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async () => {
      const schools = await queueReconciliations(deps);
      log.info({ reconciliations: schools }, 'reconciliations queued');
    },
  });
  jobs.schedule(JOB_NAMES.reconcileDay, '0 5 * * *', { tz: 'UTC' });
  jobs.define({
    name: JOB_NAMES.reconcileSchool,
    retryLimit: 5,
    retryDelaySeconds: 120,
    retryDelayMaxSeconds: 60 * 60,
    handler: async (data) => {
      if (!data.tenantId) return;
      const { differences, mailed } = await reconcileSchool(deps, data.tenantId);
      if (differences > 0)
        log.error({ tenantId: data.tenantId, differences, mailed }, 'payments differ from the provider');
    },
  });

  // Each Stripe event the webhook kept, processed once (its id is the job's key); a failure (the database,
  // the provider asked about a refund) is retried after 10 s, doubling up to 10 min, 8 times (about 30 min):
  // the minute's settling still covers what stays pending, and a failed job can be retried from /admin.
  jobs.define<{ tenantId: null; eventId: string }>({
    name: JOB_NAMES.stripeEvent,
    retryLimit: 8,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 10 * 60,
    handler: async ({ eventId }) => {
      const outcome = await processStripeEvent(deps, eventId);
      if (outcome) log.info({ stripeEvent: eventId, outcome }, 'stripe event processed');
    },
  });

  // Each event of the sandbox provider, signed when delivered and kept in the same inbox as Stripe's: the
  // same retries (a database failure), so the sandbox's later refunds and disputes arrive as Stripe's do.
  jobs.define<{ tenantId: null; event: string }>({
    name: JOB_NAMES.sandboxEvent,
    retryLimit: 8,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 10 * 60,
    handler: async ({ event }) => {
      await deliverSandboxEvent(deps, event);
    },
  });
}

/**
 * What runs as soon as an instance has started: the billing day (as the timers did), so a day a stop
 * missed is caught up at once, not at the next full hour. Two instances starting together queue it once.
 */
export async function sendStartJobs(jobs: AppDeps['jobs']): Promise<void> {
  await jobs.send(JOB_NAMES.billingDay, { tenantId: null });
}
