/** Public entry of billing's cards: the account's customer at the provider, its stored cards and auto-pay. */
export { attachPaymentMethod } from './attach-payment-method.ts';
export { cancelAutoPayment } from './cancel-auto-payment.ts';
export { ensureCustomer } from './ensure-customer.ts';
export { removePaymentMethod } from './remove-payment-method.ts';
export { setAutoPayment } from './set-auto-payment.ts';
