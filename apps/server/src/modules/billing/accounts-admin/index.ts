/** Public entry of billing's accounts administration: staff's view and changes of an account's billing. */
export { accountBillingRoutes } from './account-billing.routes.ts';
export { resolvePendingRefunds } from './resolve-pending-refunds.ts';
export { settleProviderRefund, settleRefundsOfCharge } from './settle-provider-refund.ts';
