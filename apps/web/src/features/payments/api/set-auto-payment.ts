import type { TAutoPaymentResponse, TSetAutoPaymentRequest } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /retail/setautopayment: the card the installments are charged to automatically. */
export const setAutoPayment = (request: TSetAutoPaymentRequest) =>
  apiFetch<TAutoPaymentResponse>('/retail/setautopayment', { method: 'POST', body: request });

export const useSetAutoPayment = () => useMutation({ mutationFn: setAutoPayment });
