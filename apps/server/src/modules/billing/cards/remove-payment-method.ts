import type { TSetAutoPaymentRequest } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { paymentMethods } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCustomer, findPaymentMethod, setAutoPayMethod } from '../ledger/index.ts';
import { mayUseCard } from '../payer/index.ts';

/**
 * Forgets a stored card the payer may use (the holder the account's cards, a guest their own). When it
 * was the auto-pay card, auto-pay stops. Payments made with it keep their record (they name the
 * provider's id, not the stored card). Answers the auto-pay card after the change.
 */
export async function removePaymentMethod(
  deps: Pick<AppDeps, 'db'>,
  payer: Actor<string>,
  request: TSetAutoPaymentRequest,
): Promise<string | null> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  if (!customer || customer.providerCustomerId !== request.customerId) {
    throw new AppError('payment.customer-not-found');
  }
  const method = await findPaymentMethod(deps.db, payer.tenantId, payer.accountId, request.paymentMethodId);
  if (!method || method.providerCustomerId !== customer.providerCustomerId || !mayUseCard(payer, method)) {
    throw new AppError('payment.method-not-found');
  }
  const wasAutoPay = customer.autoPayPaymentMethodId === method.providerPaymentMethodId;
  await deps.db.transaction(async (tx) => {
    if (wasAutoPay) await setAutoPayMethod(tx, payer.tenantId, payer.accountId, null);
    await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, method.id), eq(paymentMethods.tenantId, payer.tenantId)));
  });
  return wasAutoPay ? null : customer.autoPayPaymentMethodId;
}
