import type { AppDeps } from '../../../app-deps.ts';
import type { ProviderCharge } from '../provider/index.ts';
import { findPaymentByProviderKey } from './payments.repository.ts';
import { settlePayment } from './settle-payment.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'> &
  Partial<Pick<AppDeps, 'metrics'>>;

/** What a provider's word on a charge did, and the tenant of the payment it named (null: none of ours). */
type ChargeEventOutcome = {
  tenantId: string | null;
  outcome: 'settled' | 'already-settled' | 'no-match' | 'mismatch';
};

/**
 * A charge's final outcome as the provider told it (a verified webhook event): the pending payment the
 * charge's key names is settled with it through `settlePayment`, so a payment whose page was closed before
 * its answer still lands on the ledger, once (a payment no longer pending is left as it is: the first
 * record wins, whoever made it). A charge whose customer or amount differ from the payment's is not ours to
 * record. The payment's row gives the tenant; nothing else is read or written.
 */
export async function settleProviderCharge(deps: Deps, charge: ProviderCharge): Promise<ChargeEventOutcome> {
  const payment = charge.idempotencyKey
    ? await findPaymentByProviderKey(deps.db, charge.idempotencyKey)
    : null;
  if (!payment) return { tenantId: null, outcome: 'no-match' };
  const { tenantId } = payment;
  if (payment.customerId !== charge.customer || payment.amountCents !== charge.amountCents)
    return { tenantId, outcome: 'mismatch' };
  if (payment.status !== 'pending') return { tenantId, outcome: 'already-settled' };
  // Recorded once: a request or the settling job that records it first wins, and this changes nothing.
  await settlePayment(deps, payment, { charge });
  return { tenantId, outcome: 'settled' };
}
