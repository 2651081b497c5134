import type { TAdminAccountList } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { computeAccountSummary, loadAccountSnapshot, schoolDate } from '../ledger/index.ts';
import { presentAccountHead, statusOf } from './account-billing.presenter.ts';
import { type AccountFilter, findAccounts } from './account-billing.repository.ts';

/** An administrator's page of the tenant's accounts: holder, plan's installment, balance and standing. */
export async function listBillingAccounts(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  filter: AccountFilter,
): Promise<TAdminAccountList> {
  const { rows, total } = await findAccounts(deps.db, actor.tenantId, filter);
  const today = schoolDate(deps.clock.now(), actor.schoolTimeZone);
  const items = await Promise.all(
    rows.map(async (head) => {
      const snapshot = await loadAccountSnapshot(deps.db, actor.tenantId, head.id);
      const figures = computeAccountSummary({ ...snapshot, today });
      return {
        ...presentAccountHead(head),
        installmentCents: snapshot.plan?.installmentCents ?? null,
        balanceCents: figures.balanceCents,
        status: statusOf(snapshot.plan !== null, figures),
      };
    }),
  );
  return { items, total };
}
