import type { TSetupIntentRequest, TSetupIntentResponse } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /retail/createsetupintent (Stripe mode): a SetupIntent for the account's customer, whose client
 * secret Stripe.js confirms the new card with (3-D Secure included) before the card is attached.
 */
export const createSetupIntent = (request: TSetupIntentRequest) =>
  apiFetch<TSetupIntentResponse>('/retail/createsetupintent', { method: 'POST', body: request });
