import { paymentAmountError } from '@puente/shared';
import { AppError } from '../../../lib/app-error.ts';

/** The shared payment-amount rule on the server: 400 `payment.incorrect-amount` with its field error. */
export function assertPaymentAmount(amount: number, balance?: number): void {
  const error = paymentAmountError(amount, balance);
  if (error) throw new AppError('payment.incorrect-amount', { fields: [{ path: 'amount', ...error }] });
}
