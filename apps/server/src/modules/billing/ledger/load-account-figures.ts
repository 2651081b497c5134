import type { DbOrTx } from '../../../db/database.ts';
import type { IsoDate } from './billing-dates.ts';
import { type BillingFigures, computeAccountSummary } from './compute-account-summary.ts';
import { loadAccountSnapshot } from './load-account-snapshot.ts';

/**
 * An account's figures on `today` and its auto-pay card, with the grace days and the ledger version they
 * were computed from: one database round trip, one computation.
 */
export async function loadAccountFigures(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  today: IsoDate,
): Promise<{
  figures: BillingFigures;
  payMethodId: string | null;
  graceDays: number;
  ledgerVersion: number | null;
}> {
  const snapshot = await loadAccountSnapshot(db, tenantId, accountId);
  const figures = computeAccountSummary({
    plan: snapshot.plan,
    entries: snapshot.entries,
    today,
    graceDays: snapshot.graceDays,
    autoPayAttempt: snapshot.autoPayAttempt,
  });
  return {
    figures,
    payMethodId: snapshot.payMethodId,
    graceDays: snapshot.graceDays,
    ledgerVersion: snapshot.ledgerVersion,
  };
}
