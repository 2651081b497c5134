/** Public entry of the billing module: what other modules may use. */
export { isoDate } from './ledger/billing-dates.ts';
export { loadAccountFigures } from './ledger/load-account-figures.ts';
export { loadBillingFigures } from './ledger/load-billing-figures.ts';
export { postTutoringCharge } from './ledger/post-tutoring-charge.ts';
