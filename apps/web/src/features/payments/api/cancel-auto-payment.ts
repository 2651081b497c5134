import type { TAutoPaymentResponse } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /retail/cancelautopayment: no card is charged automatically any more. */
export const cancelAutoPayment = () =>
  apiFetch<TAutoPaymentResponse>('/retail/cancelautopayment', { method: 'POST' });
