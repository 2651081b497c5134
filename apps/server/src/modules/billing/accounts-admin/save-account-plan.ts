import type { TAdminAccountDetail, ZAccountPlanInput } from '@puente/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { billingPlans } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAdminAction } from '../../audit/index.ts';
import { findPlan } from '../ledger/index.ts';
import { presentPlan } from './account-billing.presenter.ts';
import { findAccountHead } from './account-billing.repository.ts';
import { readAccountBilling } from './get-account-billing.ts';

type PlanInput = z.output<typeof ZAccountPlanInput>;

/**
 * An administrator gives an account its plan, or replaces it: N installments of the given amount
 * (total = amount × N), due on the day from the start month. The ledger is history and stays as it
 * is; the figures follow the new plan from the next read on (decision 0068).
 */
export async function saveAccountPlan(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  accountId: string,
  input: PlanInput,
): Promise<TAdminAccountDetail> {
  return deps.db.transaction(async (tx) => {
    const head = await findAccountHead(tx, actor.tenantId, accountId, true);
    if (!head) throw new AppError('billing.account-not-found');
    const before = await findPlan(tx, actor.tenantId, accountId);
    const terms = {
      totalCents: input.installmentCents * input.installments,
      installments: input.installments,
      installmentCents: input.installmentCents,
      dueDay: input.dueDay,
      startMonth: `${input.startMonth}-01`,
    };
    const [saved] = await tx
      .insert(billingPlans)
      .values({ tenantId: actor.tenantId, accountId, ...terms })
      .onConflictDoUpdate({ target: billingPlans.accountId, set: { ...terms, updatedAt: deps.clock.now() } })
      .returning();
    await recordAdminAction(tx, actor, {
      action: before ? 'account.plan-replace' : 'account.plan-create',
      targetType: 'account',
      targetId: accountId,
      before: presentPlan(before),
      after: presentPlan(saved ?? null),
      at: deps.clock.now(),
    });
    return readAccountBilling(tx, deps.clock.now(), actor, accountId);
  });
}
