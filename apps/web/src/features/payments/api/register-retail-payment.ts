import type { TPaymentResult, TRegisterPaymentRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

export type RegisterPaymentInput = { payment: TRegisterPaymentRequest; idempotencyKey: string };

/**
 * POST /retail/registerretailpayment with the `Idempotency-Key` header: a retry of the same
 * submission sends the same key, so the server charges once.
 */
export const registerRetailPayment = ({ payment, idempotencyKey }: RegisterPaymentInput) =>
  apiFetch<TPaymentResult>('/retail/registerretailpayment', {
    method: 'POST',
    body: payment,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
