/** Public entry of billing's daily work: installments and late charges due, reminders, auto-pay charges. */
export { type BilledAccounts, billAccounts } from './bill-accounts.ts';
export { chargeAutoPayment } from './charge-auto-payment.ts';
export { postDueEntries } from './post-due-entries.ts';
export { CHALLENGE_TIMEOUT_MS, resolvePendingPayments } from './resolve-pending-payments.ts';
