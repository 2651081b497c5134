/** Public entry of billing's payer: who may use the payment calls, and which stored cards they may use. */
export { type BillingAccess, isHolder, mayUseCard, payerOf, requireBillingAccess } from './billing-guard.ts';
