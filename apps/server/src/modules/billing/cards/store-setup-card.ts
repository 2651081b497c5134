import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { paymentCustomers, users } from '../../../db/schema/index.ts';
import { isAppError } from '../../../lib/app-error.ts';
import { findPaymentMethod, insertPaymentMethod } from '../ledger/index.ts';
import { confirmedCard } from './confirmed-card.ts';

/** What a provider's word on a saved card did, and the tenant of the customer it named (null: none of ours). */
type SetupEventOutcome = {
  tenantId: string | null;
  outcome: 'stored' | 'already-stored' | 'no-match' | 'mismatch';
};

/**
 * A card saved at the provider (setup_intent.succeeded): when the page closed after Stripe.js confirmed the
 * SetupIntent and before the attach call, the card is stored from the event, as the attach call would
 * have stored it. Only for one of our customers, with the user who saved it (the SetupIntent's metadata,
 * checked to be a user of that customer's account and school: a guest's card stays the guest's), and only
 * when the provider's own record says it succeeded for that customer (read back, never taken from the
 * event's body). A card already stored is left as it is.
 */
export async function storeSetupCard(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'dataCache'>,
  event: { setupIntent: string; customer: string; addedBy: string | null },
): Promise<SetupEventOutcome> {
  if (!event.customer) return { tenantId: null, outcome: 'no-match' };
  const [customer] = await deps.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.providerCustomerId, event.customer));
  if (!customer) return { tenantId: null, outcome: 'no-match' };
  const { tenantId, accountId } = customer;
  const [user] = event.addedBy
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, event.addedBy), eq(users.tenantId, tenantId), eq(users.accountId, accountId)))
    : [];
  if (!user) return { tenantId, outcome: 'mismatch' };
  const { provider, account } = await deps.paymentProviders.forTenant(deps.db, tenantId);
  if (provider.name !== 'stripe' || customer.provider !== account) return { tenantId, outcome: 'mismatch' };
  const setup = await provider.findSetup(event.setupIntent);
  let card: ReturnType<typeof confirmedCard>;
  try {
    if (!setup) return { tenantId, outcome: 'mismatch' };
    card = confirmedCard(setup, customer.providerCustomerId, null);
  } catch (error) {
    if (isAppError(error)) return { tenantId, outcome: 'mismatch' };
    throw error;
  }
  if (await findPaymentMethod(deps.db, tenantId, accountId, card.id))
    return { tenantId, outcome: 'already-stored' };
  await insertPaymentMethod(deps.db, {
    tenantId,
    accountId,
    providerCustomerId: customer.providerCustomerId,
    providerPaymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    addedByUserId: user.id,
    createdAt: deps.clock.now(),
  });
  deps.dataCache.invalidate({ kind: 'account', id: accountId });
  return { tenantId, outcome: 'stored' };
}
