import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { paymentCustomers, paymentMethods } from '../../../db/schema/index.ts';

/** What a provider's word on a card did, and the tenant of the stored card it named (null: none of ours). */
type CardEventOutcome = { tenantId: string | null; outcome: 'removed' | 'no-match' };

/**
 * A card taken off its customer at the provider (payment_method.detached: by the provider's dashboard,
 * or the bank): the stored card with that provider id is forgotten, and auto-pay stops when it was the
 * auto-pay card, as when the payer removes it. Payments made with it keep their record. The stored
 * card's row gives the tenant; every change is scoped by it.
 */
export async function forgetDetachedCard(
  deps: Pick<AppDeps, 'db' | 'dataCache'>,
  providerPaymentMethodId: string,
): Promise<CardEventOutcome> {
  if (!providerPaymentMethodId) return { tenantId: null, outcome: 'no-match' };
  const [card] = await deps.db
    .select({ id: paymentMethods.id, tenantId: paymentMethods.tenantId, accountId: paymentMethods.accountId })
    .from(paymentMethods)
    .where(eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId));
  if (!card) return { tenantId: null, outcome: 'no-match' };
  const { tenantId, accountId } = card;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(paymentCustomers)
      .set({ autoPayPaymentMethodId: null })
      .where(
        and(
          eq(paymentCustomers.tenantId, tenantId),
          eq(paymentCustomers.accountId, accountId),
          eq(paymentCustomers.autoPayPaymentMethodId, providerPaymentMethodId),
        ),
      );
    await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, card.id), eq(paymentMethods.tenantId, tenantId)));
  });
  deps.dataCache.invalidate({ kind: 'account', id: accountId });
  return { tenantId, outcome: 'removed' };
}
