/** Public entry of billing's ledger: plans, entries, dates and schedule, and the figures computed from them. */

export { accountMustPayFirst } from './account-must-pay-first.ts';
export { allocatePayments } from './allocate-payments.ts';
export { autoPayKey } from './auto-pay-key.ts';
export {
  type AccountHolder,
  autoPayAccountsOf,
  findAccountHolder,
  findCustomer,
  findPayerCard,
  findPayerCards,
  findPaymentMethod,
  findPlan,
  findTenantBilling,
  insertPaymentMethod,
  listLedger,
  listLedgersOf,
  listPaymentMethods,
  replaceCustomer,
  saveCustomer,
  setAutoPayMethod,
  toLedgerFact,
} from './billing.repository.ts';
export { addDays, addMonths, daysBetween, type IsoDate, isoDate, schoolDate } from './billing-dates.ts';
export { installmentSchedule, regularInstallmentCents } from './billing-schedule.ts';
export {
  AUTHENTICATION_REQUIRED,
  type BillingFigures,
  computeAccountSummary,
} from './compute-account-summary.ts';
export { getMyAccount, type MyAccount } from './get-my-account.ts';
export { lateChargesDue } from './late-charges-due.ts';
export { loadAccountFigures } from './load-account-figures.ts';
export { loadAccountSnapshot } from './load-account-snapshot.ts';
export { loadBillingFigures, planTerms } from './load-billing-figures.ts';
export { postTutoringCharge } from './post-tutoring-charge.ts';
