import type { TAttachCardRequest, TAttachCardResponse, TAttachPaymentMethodRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /retail/attachpaymentmethod: hands the card to the provider and answers the stored card, or (the
 * sandbox, for a card that asks for 3-D Secure) the challenge to pass before the card is stored; the
 * card's PaymentMethod and SetupIntent ids are then sent here again. A refused card (or a failed
 * challenge) raises ApiError 402 `payment.provider-error` whose body carries `providerMessage`.
 * The number and CVC live only in this request: they are never stored or logged by the client. With
 * Stripe the body is only the ids of the PaymentMethod and SetupIntent Stripe.js confirmed in the browser.
 */
export const attachPaymentMethod = (card: TAttachCardRequest | TAttachPaymentMethodRequest) =>
  apiFetch<TAttachCardResponse>('/retail/attachpaymentmethod', { method: 'POST', body: card });
