import type { TAttachCardRequest } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { PaymentMethodRow } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCustomer, findPaymentMethod, insertPaymentMethod } from './billing.repository.ts';
import { ProviderCardError } from './provider/payment-provider.ts';

/**
 * Forwards the card to the provider, which keeps it for the payer's customer; only its id, brand,
 * last 4 and expiry are stored here, with who added it (a guest's card is theirs alone). A refused card is `payment.provider-error` with the provider's message.
 */
export async function attachPaymentMethod(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProvider'>,
  payer: Actor<string>,
  card: TAttachCardRequest,
): Promise<PaymentMethodRow> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  if (!customer || customer.providerCustomerId !== card.customer)
    throw new AppError('payment.customer-not-found');
  let attached: Awaited<ReturnType<typeof deps.paymentProvider.attachPaymentMethod>>;
  try {
    attached = await deps.paymentProvider.attachPaymentMethod(customer.providerCustomerId, {
      number: card.number,
      cvc: card.cvc,
      expMonth: card.expMonth,
      expYear: card.expYear,
      zipCode: card.zipCode,
    });
  } catch (error) {
    if (!(error instanceof ProviderCardError))
      throw new AppError('payment.provider-unavailable', { cause: error });
    throw new AppError('payment.provider-error', {
      extra: { providerCode: error.code, providerMessage: error.providerMessage },
    });
  }
  await insertPaymentMethod(deps.db, {
    tenantId: payer.tenantId,
    accountId: payer.accountId,
    providerCustomerId: customer.providerCustomerId,
    providerPaymentMethodId: attached.id,
    brand: attached.brand,
    last4: attached.last4,
    expMonth: attached.expMonth,
    expYear: attached.expYear,
    addedByUserId: payer.userId,
    createdAt: deps.clock.now(),
  });
  return (await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, attached.id))!;
}
