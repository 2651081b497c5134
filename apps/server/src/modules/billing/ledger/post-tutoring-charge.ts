import type { DbOrTx } from '../../../db/database.ts';
import { ledgerEntries } from '../../../db/schema/index.ts';

/**
 * A paid tutoring session's charge to the student's account (an adjustment with its reason), or its
 * reversal when the session is cancelled in time. Keyed by the session: posted once whatever retries.
 */
export async function postTutoringCharge(
  tx: DbOrTx,
  entry: {
    tenantId: string;
    accountId: string;
    sessionId: string;
    amountCents: number;
    reason: string;
    reversal: boolean;
    at: Date;
  },
): Promise<void> {
  await tx
    .insert(ledgerEntries)
    .values({
      tenantId: entry.tenantId,
      accountId: entry.accountId,
      kind: 'adjustment',
      amountCents: entry.reversal ? -entry.amountCents : entry.amountCents,
      reason: entry.reason,
      requestKey: `${entry.reversal ? 'tutoring-reversal' : 'tutoring'}:${entry.sessionId}`,
      createdAt: entry.at,
    })
    .onConflictDoNothing();
}
