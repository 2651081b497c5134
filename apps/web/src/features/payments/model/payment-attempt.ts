import type { TRegisterPaymentRequest } from '@puente/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * One payment submission and its Idempotency-Key. The key is reused while the same submission
 * (amount, customer, card) is retried without a definitive answer, so the server charges once.
 */
export type PaymentAttempt = { key: string; fingerprint: string; settled: boolean };

const paymentFingerprint = (payment: TRegisterPaymentRequest): string =>
  JSON.stringify([payment.amount, payment.customer, payment.paymentMethodId]);

/** The attempt for this submission: the previous one when it is a retry of it, else a new key. */
export function attemptFor(
  previous: PaymentAttempt | null,
  payment: TRegisterPaymentRequest,
  newKey: () => string = () => crypto.randomUUID(),
): PaymentAttempt {
  const fingerprint = paymentFingerprint(payment);
  if (previous && !previous.settled && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint, settled: false };
}

/**
 * True when the server answered for good (any answer but a network failure or a 5xx): a new
 * submission then needs a new key. After a network failure or 5xx the outcome is unknown.
 */
export const isDefinitiveAnswer = (error: unknown): boolean =>
  !(error instanceof ApiError) || (error.status !== 0 && error.status < 500);
