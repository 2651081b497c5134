import type { TSetupIntentRequest, TSetupIntentResponse } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCustomer } from '../ledger/index.ts';

/**
 * Stripe mode: a SetupIntent for the payer's customer (usage off_session, cards), whose client secret the
 * browser confirms the new card with (Stripe.js `confirmCardSetup`, which runs 3-D Secure when the card's
 * bank asks); the browser then sends the card to the attach call. The sandbox takes the card in the attach
 * call itself: `payment.setup-not-used`. `payment.customer-not-found` for a customer not the account's.
 */
export async function createSetupIntent(
  deps: Pick<AppDeps, 'db' | 'paymentProviders'>,
  payer: Actor<string>,
  request: TSetupIntentRequest,
): Promise<TSetupIntentResponse> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  const { provider, account } = await deps.paymentProviders.forTenant(deps.db, payer.tenantId);
  if (!customer || customer.providerCustomerId !== request.customer || customer.provider !== account)
    throw new AppError('payment.customer-not-found');
  if (provider.name !== 'stripe') throw new AppError('payment.setup-not-used');
  const setup = await provider.createSetup(customer.providerCustomerId, payer.userId);
  return { setupIntentId: setup.id, clientSecret: setup.clientSecret };
}
