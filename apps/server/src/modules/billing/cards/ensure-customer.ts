import type { AppDeps } from '../../../app-deps.ts';
import type { PaymentCustomer, PaymentMethodRow } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { findCustomer, listPaymentMethods, replaceCustomer, saveCustomer } from '../ledger/index.ts';
import { mayUseCard } from '../payer/index.ts';

/**
 * The account's customer at the provider with its stored cards, created at the provider on first use
 * (the same idempotency key, so two first uses at once still make one customer). The cards listed are
 * those the payer may use: a guest's own, or the holder's (the account's) for the holder.
 */
export async function ensureCustomer(
  deps: Pick<AppDeps, 'db' | 'paymentProviders'>,
  payer: Actor<string>,
): Promise<{ customer: PaymentCustomer; methods: PaymentMethodRow[] }> {
  let customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  const { provider, account } = await deps.paymentProviders.forTenant(deps.db, payer.tenantId);
  if (!customer || customer.provider !== account) {
    // None yet, or one at the provider account the tenant used before its settings changed: the
    // account gets a customer at the current one (the earlier cards stay with the earlier customer).
    const created = await provider.createCustomer({
      idempotencyKey: customer ? `customer-${payer.accountId}-${account}` : `customer-${payer.accountId}`,
      description: `Puente account ${payer.accountId}`,
    });
    const fields = {
      tenantId: payer.tenantId,
      accountId: payer.accountId,
      provider: account,
      providerCustomerId: created.id,
    };
    customer = customer
      ? await replaceCustomer(deps.db, customer, fields)
      : await saveCustomer(deps.db, fields);
  }
  const methods = await listPaymentMethods(deps.db, payer.tenantId, payer.accountId);
  const current = customer.providerCustomerId;
  return {
    customer,
    methods: methods.filter((method) => method.providerCustomerId === current && mayUseCard(payer, method)),
  };
}
