import type { TAttachCardRequest, TAttachPaymentMethodRequest } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { PaymentMethodRow } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCustomer, findPaymentMethod, insertPaymentMethod } from '../ledger/index.ts';
import { type PaymentProvider, ProviderCardError } from '../provider/index.ts';

/** The card as the sandbox takes it, or the PaymentMethod Stripe.js made of it in the browser. */
export type AttachInput = TAttachCardRequest | TAttachPaymentMethodRequest;

/** The provider's call for this input; a card for Stripe never leaves this function. */
function attachAt(provider: PaymentProvider, customer: string, input: AttachInput) {
  if (provider.name === 'stripe') {
    if (!('paymentMethodId' in input)) throw new AppError('payment.card-details-refused');
    return provider.attachPaymentMethod(customer, input.paymentMethodId);
  }
  if (!('number' in input)) throw new AppError('payment.method-not-found');
  const { number, cvc, expMonth, expYear, zipCode } = input;
  return provider.attachPaymentMethod(customer, { number, cvc, expMonth, expYear, zipCode });
}

/**
 * Has the provider keep the card for the payer's customer: the sandbox gets the card's details, Stripe
 * only the id of the PaymentMethod the browser made. Only its id, brand, last 4 and expiry are stored
 * here, with who added it (a guest's card is theirs alone). A refused card is `payment.provider-error`
 * with the provider's message. Attaching a PaymentMethod the account already has answers it again.
 */
export async function attachPaymentMethod(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders'>,
  payer: Actor<string>,
  input: AttachInput,
): Promise<PaymentMethodRow> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  const { provider, account } = await deps.paymentProviders.forTenant(deps.db, payer.tenantId);
  // A customer made at the provider the tenant used before is no customer of the current one.
  if (!customer || customer.providerCustomerId !== input.customer || customer.provider !== account)
    throw new AppError('payment.customer-not-found');
  if ('paymentMethodId' in input) {
    const known = await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, input.paymentMethodId);
    if (known) return known;
  }
  let attached: Awaited<ReturnType<PaymentProvider['attachPaymentMethod']>>;
  try {
    attached = await attachAt(provider, customer.providerCustomerId, input);
  } catch (error) {
    if (error instanceof AppError) throw error;
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
  const stored = await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, attached.id);
  // Kept under another account already: not this payer's card.
  if (!stored) throw new AppError('payment.method-not-found');
  return stored;
}
