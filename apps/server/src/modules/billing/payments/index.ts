/** Public entry of billing's payments: paying with a card (reserve, charge, settle), once per key. */
export { makePayment, providerKeyFor } from './make-payment.ts';
export { listStalePendingPayments } from './payments.repository.ts';
export { accountRoutes, retailPaymentRoutes } from './payments.routes.ts';
export { settlePayment } from './settle-payment.ts';
export { settleProviderCharge } from './settle-provider-charge.ts';
