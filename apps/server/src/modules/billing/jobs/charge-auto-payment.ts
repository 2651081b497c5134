import type { AppDeps } from '../../../app-deps.ts';
import type { BillingPlan } from '../../../db/schema/index.ts';
import { isAppError } from '../../../lib/app-error.ts';
import { findCustomer, findPaymentMethod, type IsoDate, loadBillingFigures } from '../ledger/index.ts';
import { makePayment } from '../payments/index.ts';

/**
 * Charges the auto-pay card for what has fallen due (unpaid installments due by today and unpaid late
 * charges), once per installment: the idempotency key is derived from the account and the newest
 * installment due, so reruns, other instances and a later day never charge that installment again.
 * A client's keys are stored as `client:…` (keyless-payment.ts), so none can take this key.
 */
export async function chargeAutoPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'>,
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
  if (amountCents <= 0 || figures.newestDueUnpaidNo === null) return 'skipped';
  try {
    const payment = await makePayment(deps, {
      tenantId: plan.tenantId,
      accountId: plan.accountId,
      customerId: customer.providerCustomerId,
      paymentMethodId: method.providerPaymentMethodId,
      amountCents,
      idempotencyKey: `autopay-installment-${figures.newestDueUnpaidNo}`,
      source: 'autopay',
    });
    return payment.status === 'succeeded' ? 'charged' : 'declined';
  } catch (error) {
    // Already attempted for this installment with another amount: one attempt per installment.
    if (isAppError(error) && error.code === 'payment.idempotency-key-reused') return 'skipped';
    throw error;
  }
}
