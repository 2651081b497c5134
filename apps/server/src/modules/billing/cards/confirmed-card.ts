import { AppError } from '../../../lib/app-error.ts';
import type { ProviderSetup } from '../provider/index.ts';

/**
 * The card a SetupIntent saved, once it is certain the card may be stored: the SetupIntent succeeded, for
 * this customer and (when the browser names it, `paymentMethodId`) this PaymentMethod. A SetupIntent the provider refused (the
 * card, or a failed or closed 3-D Secure challenge) is `payment.provider-error` with the provider's code and
 * message, shown in brackets; anything else (another customer's, another card's, one not confirmed yet) is
 * `payment.setup-not-confirmed`.
 */
export function confirmedCard(setup: ProviderSetup, customer: string, paymentMethodId: string | null) {
  const card = setup.paymentMethod;
  const named = paymentMethodId ?? card?.id;
  if (setup.customer !== customer || !card || card.id !== named)
    throw new AppError('payment.setup-not-confirmed');
  if (setup.status === 'failed')
    throw new AppError('payment.provider-error', {
      extra: {
        providerCode: setup.errorCode ?? 'setup_failed',
        providerMessage: setup.errorMessage ?? setup.errorCode ?? 'setup_failed',
      },
    });
  if (setup.status !== 'succeeded') throw new AppError('payment.setup-not-confirmed');
  return card;
}
