import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { tenants } from '../../../db/schema/index.ts';
import { isoDate } from '../ledger/index.ts';
import { mailReconciliation } from './mail-reconciliation.ts';
import { reconcilePayments } from './reconcile-payments.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'config' | 'jobs'>;

/** The queue's names of the reconciliation: the day's run, and one school's part of it. */
export const RECONCILIATION_JOBS = { day: 'billing.reconcile', school: 'billing.reconcile-school' } as const;

/**
 * The day's reconciliation: one job per school that takes payments, keyed by school and day, so a second
 * run of the day (a retry, another instance) queues none again.
 */
export async function queueReconciliations(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>): Promise<number> {
  const day = isoDate(deps.clock.now());
  const schools = await deps.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.paymentEnabled, true));
  for (const school of schools)
    await deps.jobs.send(
      RECONCILIATION_JOBS.school,
      { tenantId: school.id },
      { singletonKey: `${school.id}:${day}` },
    );
  return schools.length;
}

/** One school's reconciliation: compares, and mails its administrators when anything differs. */
export async function reconcileSchool(
  deps: Deps,
  tenantId: string,
): Promise<{ differences: number; mailed: number }> {
  const [tenant] = await deps.db
    .select({ id: tenants.id, hosts: tenants.hosts })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) return { differences: 0, mailed: 0 };
  const result = await reconcilePayments(deps, tenantId);
  const mailed = await mailReconciliation(deps, tenant, result);
  return { differences: result.differences.length, mailed };
}
