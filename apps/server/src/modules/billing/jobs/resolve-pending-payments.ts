import type { AppDeps } from '../../../app-deps.ts';
import { listStalePendingPayments, settlePayment } from '../payments/index.ts';

/**
 * Settles payments left pending (a crash or a lost connection between the two phases) by asking the
 * provider's record with the intent's key; never charges twice. Returns how many were settled.
 */
export async function resolvePendingPayments(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'>,
  olderThanMs = 60_000,
): Promise<number> {
  const stale = await listStalePendingPayments(deps.db, new Date(deps.clock.now().getTime() - olderThanMs));
  let settled = 0;
  for (const payment of stale) {
    const result = await settlePayment(deps, payment, { askProviderFirst: true }).catch(() => null);
    if (result && result.status !== 'pending') settled++;
  }
  return settled;
}
