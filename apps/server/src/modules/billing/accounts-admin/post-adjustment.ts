import type { TAdminAccountDetail, ZAdjustmentInput } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { ledgerEntries } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAdminAction } from '../../audit/index.ts';
import { findAccountHead } from './account-billing.repository.ts';
import { readAccountBilling } from './get-account-billing.ts';

type AdjustmentInput = z.output<typeof ZAdjustmentInput>;

/**
 * An administrator posts an adjustment: a new ledger entry (positive: a charge; negative: a credit)
 * with its reason, never an edit of what is there. The form's key makes a repeated submission post
 * once (the same key with other data: 409 billing.request-key-reused).
 */
export async function postAdjustment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  accountId: string,
  input: AdjustmentInput,
): Promise<TAdminAccountDetail> {
  return deps.db.transaction(async (tx) => {
    const head = await findAccountHead(tx, actor.tenantId, accountId, true);
    if (!head) throw new AppError('billing.account-not-found');
    const requestKey = `adjustment:${input.idempotencyKey}`;
    const [posted] = await tx
      .insert(ledgerEntries)
      .values({
        tenantId: actor.tenantId,
        accountId,
        kind: 'adjustment',
        amountCents: input.amountCents,
        reason: input.reason,
        postedByUserId: actor.userId,
        requestKey,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (posted) {
      await recordAdminAction(tx, actor, {
        action: 'account.adjustment',
        targetType: 'account',
        targetId: accountId,
        before: null,
        after: { ledgerEntryId: posted.id, amountCents: posted.amountCents, reason: posted.reason },
        at: deps.clock.now(),
      });
    } else {
      const [earlier] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.requestKey, requestKey)));
      if (earlier?.amountCents !== input.amountCents || earlier.reason !== input.reason)
        throw new AppError('billing.request-key-reused');
    }
    return readAccountBilling(tx, deps.clock.now(), actor, accountId);
  });
}
