import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { setAutoPayMethod } from '../ledger/index.ts';

/** Stops auto-payment for the payer's account (nothing to do when it was off). */
export async function cancelAutoPayment(deps: Pick<AppDeps, 'db'>, payer: Actor<string>): Promise<null> {
  await setAutoPayMethod(deps.db, payer.tenantId, payer.accountId, null);
  return null;
}
