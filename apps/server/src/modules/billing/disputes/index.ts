/** Public entry of billing's disputes: chargebacks as the provider reports them, shown on the account. */
export { listAccountDisputes } from './list-account-disputes.ts';
export { recordProviderDispute } from './record-provider-dispute.ts';
