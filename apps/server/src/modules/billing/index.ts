/** Public entry of the billing module: what other modules may use. */
export { isoDate } from './billing-dates.ts';
export { loadAccountFigures } from './load-account-figures.ts';
export { loadBillingFigures } from './load-billing-figures.ts';
export { postTutoringCharge } from './post-tutoring-charge.ts';
