import type { TAutoPaymentResponse, TSetAutoPaymentRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /retail/setautopayment: the card the installments are charged to automatically. */
export const setAutoPayment = (request: TSetAutoPaymentRequest) =>
  apiFetch<TAutoPaymentResponse>('/retail/setautopayment', { method: 'POST', body: request });
