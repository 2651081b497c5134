import type { AppDeps } from '../../../app-deps.ts';
import type { BillingPlan } from '../../../db/schema/index.ts';
import { isAppError } from '../../../lib/app-error.ts';
import {
  AUTHENTICATION_REQUIRED,
  autoPayKey,
  findCustomer,
  findPaymentMethod,
  type IsoDate,
  loadBillingFigures,
} from '../ledger/index.ts';
import { makePayment } from '../payments/index.ts';
import { requestPaymentAuthentication } from './request-payment-authentication.ts';

/**
 * Charges the auto-pay card for what has fallen due (unpaid installments due by today and unpaid late
 * charges), once per installment: the idempotency key is derived from the account and the newest
 * installment due, so reruns, other instances and a later day never charge that installment again.
 * A client's keys are stored as `client:…` (keyless-payment.ts), so none can take this key.
 * The charge is off-session: a card that asks for 3-D Secure fails with `authentication_required`, which
 * leaves the installment needing the student (the figures' authenticationNeeded) and mails them the link
 * to pay it themselves, once per installment (a rerun answers the same failed payment and mails nothing).
 */
export async function chargeAutoPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache' | 'config'>,
  plan: BillingPlan,
  today: IsoDate,
): Promise<'charged' | 'declined' | 'skipped'> {
  const customer = await findCustomer(deps.db, plan.tenantId, plan.accountId);
  const methodId = customer?.autoPayPaymentMethodId;
  if (!customer || !methodId) return 'skipped';
  // The tenant moved to another provider account: its customer there has no auto-pay card yet.
  const { account } = await deps.paymentProviders.forTenant(deps.db, plan.tenantId);
  if (customer.provider !== account) return 'skipped';
  const method = await findPaymentMethod(deps.db, plan.tenantId, plan.accountId, methodId);
  if (!method) return 'skipped';
  const figures = await loadBillingFigures(deps.db, plan.tenantId, plan.accountId, today);
  const amountCents = Math.min(figures.dueNowCents, figures.balanceCents);
  const installmentNo = figures.newestDueUnpaidNo;
  if (amountCents <= 0 || installmentNo === null) return 'skipped';
  try {
    const payment = await makePayment(deps, {
      tenantId: plan.tenantId,
      accountId: plan.accountId,
      customerId: customer.providerCustomerId,
      paymentMethodId: method.providerPaymentMethodId,
      amountCents,
      idempotencyKey: autoPayKey(installmentNo),
      source: 'autopay',
    });
    if (payment.status === 'failed' && payment.providerErrorCode === AUTHENTICATION_REQUIRED)
      await requestPaymentAuthentication(
        deps,
        plan,
        { installmentNo, amountCents: payment.amountCents },
        deps.clock.now(),
      );
    return payment.status === 'succeeded' ? 'charged' : 'declined';
  } catch (error) {
    // Already attempted for this installment with another amount: one attempt per installment.
    if (isAppError(error) && error.code === 'payment.idempotency-key-reused') return 'skipped';
    throw error;
  }
}
