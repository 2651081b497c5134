/** Public entry of billing's reconciliation: the provider's record against the ledger, daily and on request. */
export { reconciliationRoutes } from './reconciliation.routes.ts';
export { queueReconciliations, RECONCILIATION_JOBS, reconcileSchool } from './run-reconciliation.ts';
