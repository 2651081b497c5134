import type { TSetAutoPaymentRequest } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCustomer, findPaymentMethod, setAutoPayMethod } from '../ledger/index.ts';
import { mayUseCard } from '../payer/index.ts';

/**
 * Makes one of the account's stored cards the auto-pay card (the holder's call; a guest's card is not
 * the account's); the daily job charges it when installments fall due.
 */
export async function setAutoPayment(
  deps: Pick<AppDeps, 'db'>,
  payer: Actor<string>,
  request: TSetAutoPaymentRequest,
): Promise<string> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  if (!customer || customer.providerCustomerId !== request.customerId) {
    throw new AppError('payment.customer-not-found');
  }
  const method = await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, request.paymentMethodId);
  if (!method || method.providerCustomerId !== customer.providerCustomerId || !mayUseCard(payer, method)) {
    throw new AppError('payment.method-not-found');
  }
  await setAutoPayMethod(deps.db, payer.tenantId, payer.accountId, method.providerPaymentMethodId);
  return method.providerPaymentMethodId;
}
