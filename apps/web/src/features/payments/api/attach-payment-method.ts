import type { TAttachCardRequest, TAttachCardResponse, TAttachPaymentMethodRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /retail/attachpaymentmethod: hands the card to the provider and answers the stored card.
 * A refused card raises ApiError 402 `payment.provider-error` whose body carries `providerMessage`.
 * The number and CVC live only in this request: they are never stored or logged by the client. With
 * Stripe the body is only the id of the PaymentMethod Stripe.js made in the browser.
 */
export const attachPaymentMethod = (card: TAttachCardRequest | TAttachPaymentMethodRequest) =>
  apiFetch<TAttachCardResponse>('/retail/attachpaymentmethod', { method: 'POST', body: card });
