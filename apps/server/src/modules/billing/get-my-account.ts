import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { findCustomer } from './billing.repository.ts';
import { isoDate } from './billing-dates.ts';
import type { BillingFigures } from './compute-account-summary.ts';
import { loadBillingFigures } from './load-billing-figures.ts';

/** The payer's account figures today and its auto-pay card. */
export async function getMyAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  payer: Actor<string>,
): Promise<{ figures: BillingFigures; payMethodId: string | null }> {
  const figures = await loadBillingFigures(
    deps.db,
    payer.tenantId,
    payer.accountId,
    isoDate(deps.clock.now()),
  );
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  return { figures, payMethodId: customer?.autoPayPaymentMethodId ?? null };
}
