import type { AppDeps } from '../../app-deps.ts';
import type { PaymentCustomer, PaymentMethodRow } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { findCustomer, listPaymentMethods, saveCustomer } from './billing.repository.ts';
import { mayUseCard } from './billing-guard.ts';

/**
 * The account's customer at the provider with its stored cards, created at the provider on first use
 * (the same idempotency key, so two first uses at once still make one customer). The cards listed are
 * those the payer may use: a guest's own, or the holder's (the account's) for the holder.
 */
export async function ensureCustomer(
  deps: Pick<AppDeps, 'db' | 'paymentProvider'>,
  payer: Actor<string>,
): Promise<{ customer: PaymentCustomer; methods: PaymentMethodRow[] }> {
  let customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  if (!customer) {
    const created = await deps.paymentProvider.createCustomer({
      idempotencyKey: `customer-${payer.accountId}`,
      description: `Puente account ${payer.accountId}`,
    });
    customer = await saveCustomer(deps.db, {
      tenantId: payer.tenantId,
      accountId: payer.accountId,
      provider: deps.paymentProvider.name,
      providerCustomerId: created.id,
    });
  }
  const methods = await listPaymentMethods(deps.db, payer.tenantId, payer.accountId);
  const current = customer.providerCustomerId;
  return {
    customer,
    methods: methods.filter((method) => method.providerCustomerId === current && mayUseCard(payer, method)),
  };
}
