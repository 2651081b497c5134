import type { TAttachCardRequest, TAttachPaymentMethodRequest } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { PaymentMethodRow } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCustomer, findPaymentMethod, insertPaymentMethod } from '../ledger/index.ts';
import { type PaymentProvider, ProviderCardError, type ProviderSetup } from '../provider/index.ts';
import { confirmedCard } from './confirmed-card.ts';

/** The card as the sandbox takes it, or the PaymentMethod a SetupIntent saved (Stripe.js, or the sandbox). */
export type AttachInput = TAttachCardRequest | TAttachPaymentMethodRequest;

/** What attaching answers: the stored card, or the 3-D Secure challenge its setup waits for (sandbox). */
export type AttachAnswer =
  | { stored: PaymentMethodRow }
  | { challenge: { setupIntentId: string; paymentMethodId: string; clientSecret: string } };

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders'>;

/** A provider's refusal as our typed error (402 with its code and message, or 503 when it did not answer). */
function refusal(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (!(error instanceof ProviderCardError))
    throw new AppError('payment.provider-unavailable', { cause: error });
  throw new AppError('payment.provider-error', {
    extra: { providerCode: error.code, providerMessage: error.providerMessage },
  });
}

/** The SetupIntent the input names (a card saved in the browser), or the one the sandbox made of the card. */
async function setupOf(
  provider: PaymentProvider,
  customer: string,
  input: AttachInput,
): Promise<ProviderSetup> {
  try {
    if ('setupIntentId' in input) {
      const setup = await provider.findSetup(input.setupIntentId);
      if (!setup) throw new AppError('payment.setup-not-confirmed');
      return setup;
    }
    // Stripe never gets a card from us: the browser confirms it with Stripe.js.
    if (provider.name === 'stripe') throw new AppError('payment.card-details-refused');
    const { number, cvc, expMonth, expYear, zipCode } = input;
    return await provider.setupCard(customer, { number, cvc, expMonth, expYear, zipCode });
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Saves a card for the payer's customer so it can be charged later, off-session too (auto-pay): through a
 * SetupIntent, which authenticates the card once when its bank asks for 3-D Secure. With Stripe the browser
 * confirmed it (Stripe.js `confirmCardSetup`) and sends the PaymentMethod and SetupIntent ids; the sandbox
 * takes the card (playing Stripe.js) and answers the challenge to pass when the card asks, after which the
 * browser sends the ids as with Stripe. The card is stored only when the SetupIntent succeeded for this
 * customer and this card (confirmed-card.ts): only its id, brand, last 4 and expiry, with who added it (a
 * guest's card is theirs alone). A refused card is `payment.provider-error` with the provider's message.
 * Attaching a PaymentMethod the account already has answers it again.
 */
export async function attachPaymentMethod(
  deps: Deps,
  payer: Actor<string>,
  input: AttachInput,
): Promise<AttachAnswer> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  const { provider, account } = await deps.paymentProviders.forTenant(deps.db, payer.tenantId);
  // A customer made at the provider the tenant used before is no customer of the current one.
  if (!customer || customer.providerCustomerId !== input.customer || customer.provider !== account)
    throw new AppError('payment.customer-not-found');
  if ('paymentMethodId' in input) {
    const known = await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, input.paymentMethodId);
    if (known) return { stored: known };
  }
  const setup = await setupOf(provider, customer.providerCustomerId, input);
  if (
    setup.status === 'requires_action' &&
    setup.clientSecret &&
    setup.paymentMethod &&
    !('setupIntentId' in input)
  )
    return {
      challenge: {
        setupIntentId: setup.id,
        paymentMethodId: setup.paymentMethod.id,
        clientSecret: setup.clientSecret,
      },
    };
  const named = 'paymentMethodId' in input ? input.paymentMethodId : null;
  const card = confirmedCard(setup, customer.providerCustomerId, named);
  await insertPaymentMethod(deps.db, {
    tenantId: payer.tenantId,
    accountId: payer.accountId,
    providerCustomerId: customer.providerCustomerId,
    providerPaymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    addedByUserId: payer.userId,
    createdAt: deps.clock.now(),
  });
  const stored = await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, card.id);
  // Kept under another account already: not this payer's card.
  if (!stored) throw new AppError('payment.method-not-found');
  return { stored };
}
