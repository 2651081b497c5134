import { type TRegisterPaymentRequest, toCents } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createFreshReads } from '../../../lib/fresh-read.ts';
import { findPayerCard, getMyAccount, type MyAccount } from '../ledger/index.ts';
import { isHolder, mayUseCard } from '../payer/index.ts';
import { assertPaymentAmount } from './assert-payment-amount.ts';
import { clientPaymentKey, keylessPayment } from './keyless-payment.ts';
import { makePayment } from './make-payment.ts';
import type { PaymentAnswer } from './settle-payment.ts';

/** Per app (its deps object), as make-payment keys its in-flight payments. */
const figuresAfterPayment = new WeakMap<object, ReturnType<typeof createFreshReads<MyAccount>>>();

/**
 * A payment from the retail page with one of the payer's stored cards: above 0, at most the balance,
 * 2 decimals (else 400 `payment.incorrect-amount`), charged once per Idempotency-Key; without one, an
 * identical payment while the first is in flight or within a minute of it answers the first one
 * (keyless-payment.ts). A guest pays only with a card they added (else 403 `payment.holder-only`), the
 * holder only with the account's own cards. Answers the
 * payment with the account as it stands after it, so the page need not ask again. The balance check is
 * done by the database with the reservation; the figures are computed once, after the payment, in a
 * read shared with the account's other payments answered at the same time (a fresh read: it starts
 * after this payment was recorded).
 */
export async function registerRetailPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'>,
  payer: Actor<string>,
  request: TRegisterPaymentRequest,
  idempotencyKey: string | null,
): Promise<{ payment: PaymentAnswer; account: MyAccount }> {
  const customer = await findPayerCard(deps.db, payer.tenantId, payer.accountId, request.paymentMethodId);
  if (!customer || customer.providerCustomerId !== request.customer)
    throw new AppError('payment.customer-not-found');
  const method = customer.card;
  if (!method || method.providerCustomerId !== customer.providerCustomerId) {
    throw new AppError('payment.method-not-found');
  }
  if (!mayUseCard(payer, method)) {
    throw new AppError(isHolder(payer) ? 'payment.method-not-found' : 'payment.holder-only');
  }
  assertPaymentAmount(request.amount);
  const amountCents = toCents(request.amount);
  const key = idempotencyKey
    ? { idempotencyKey: clientPaymentKey(idempotencyKey), requestFingerprint: null }
    : keylessPayment({
        tenantId: payer.tenantId,
        accountId: payer.accountId,
        customerId: customer.providerCustomerId,
        amountCents,
        card: method,
      });
  const payment = await makePayment(deps, {
    tenantId: payer.tenantId,
    accountId: payer.accountId,
    customerId: customer.providerCustomerId,
    paymentMethodId: method.providerPaymentMethodId,
    amountCents,
    ...key,
    source: 'retail',
  });
  const read = figuresAfterPayment.get(deps) ?? createFreshReads<MyAccount>();
  figuresAfterPayment.set(deps, read);
  const account = await read(`${payer.tenantId}:${payer.accountId}`, () => getMyAccount(deps, payer));
  return { payment, account };
}
