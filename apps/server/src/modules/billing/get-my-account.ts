import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { isoDate } from './billing-dates.ts';
import { type BillingFigures, computeAccountSummary } from './compute-account-summary.ts';
import { loadAccountSnapshot } from './load-account-snapshot.ts';

/** The payer's account figures today and its auto-pay card (one database round trip). */
export async function getMyAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  payer: Actor<string>,
): Promise<{ figures: BillingFigures; payMethodId: string | null }> {
  const snapshot = await loadAccountSnapshot(deps.db, payer.tenantId, payer.accountId);
  const figures = computeAccountSummary({
    plan: snapshot.plan,
    entries: snapshot.entries,
    today: isoDate(deps.clock.now()),
    graceDays: snapshot.graceDays,
  });
  return { figures, payMethodId: snapshot.payMethodId };
}
