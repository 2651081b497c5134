import { hasAmountDecimals, MAX_PAYMENT_AMOUNT, type TRegisterPaymentRequest, toCents } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Payment } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCustomer, findPaymentMethod } from './billing.repository.ts';
import { makePayment } from './make-payment.ts';

const incorrectAmount = (code: string, params: Record<string, unknown> = {}) =>
  new AppError('payment.incorrect-amount', { fields: [{ path: 'amount', code, params }] });

/**
 * A payment from the retail page with one of the payer's stored cards: above 0, at most the balance,
 * 2 decimals (else 400 `payment.incorrect-amount`), charged once per Idempotency-Key.
 */
export async function registerRetailPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProvider' | 'mailer'>,
  payer: Actor<string>,
  request: TRegisterPaymentRequest,
  idempotencyKey: string,
): Promise<Payment> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  if (!customer || customer.providerCustomerId !== request.customer)
    throw new AppError('payment.customer-not-found');
  const method = await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, request.paymentMethodId);
  if (!method || method.providerCustomerId !== customer.providerCustomerId) {
    throw new AppError('payment.method-not-found');
  }
  if (!Number.isFinite(request.amount) || request.amount <= 0)
    throw incorrectAmount('greaterthan', { value: 0 });
  if (!hasAmountDecimals(request.amount) || request.amount > MAX_PAYMENT_AMOUNT) {
    throw incorrectAmount('amount-invalid', { decimals: 2, max: MAX_PAYMENT_AMOUNT });
  }
  return makePayment(deps, {
    tenantId: payer.tenantId,
    accountId: payer.accountId,
    customerId: customer.providerCustomerId,
    paymentMethodId: method.providerPaymentMethodId,
    amountCents: toCents(request.amount),
    idempotencyKey,
    source: 'retail',
  });
}
