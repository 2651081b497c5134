/** Public entry of the billing module: what other modules, the jobs and the seed may use. */
export { resolvePendingRefunds } from './accounts-admin/index.ts';
export { type BilledAccounts, billAccounts, postDueEntries, resolvePendingPayments } from './jobs/index.ts';
export {
  accountMustPayFirst,
  addDays,
  addMonths,
  type IsoDate,
  installmentSchedule,
  isoDate,
  loadBillingFigures,
  planTerms,
  postTutoringCharge,
  regularInstallmentCents,
  schoolDate,
} from './ledger/index.ts';
export { queueReconciliations, RECONCILIATION_JOBS, reconcileSchool } from './reconciliation/index.ts';
export {
  deliverSandboxEvent,
  emitSandboxEvent,
  processStripeEvent,
  SANDBOX_EVENT_JOB,
  STRIPE_EVENT_JOB,
} from './webhooks/index.ts';
