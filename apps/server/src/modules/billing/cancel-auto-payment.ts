import type { AppDeps } from '../../app-deps.ts';
import { setAutoPayMethod } from './billing.repository.ts';
import type { Payer } from './billing-guard.ts';

/** Stops auto-payment for the payer's account (nothing to do when it was off). */
export async function cancelAutoPayment(deps: Pick<AppDeps, 'db'>, payer: Payer): Promise<null> {
  await setAutoPayMethod(deps.db, payer.tenantId, payer.accountId, null);
  return null;
}
