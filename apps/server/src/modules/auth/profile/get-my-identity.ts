import type { TIdentityResponse } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { summaryFor } from '../account-summary.ts';
import { presentIdentity } from '../auth.presenter.ts';
import { findUserById } from '../auth.repository.ts';

/** The signed-in user's identity (spec section 3), with their account's figures. */
export async function getMyIdentity(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenant: Tenant,
  actor: Actor,
): Promise<TIdentityResponse> {
  const user = await findUserById(deps.db, tenant.id, actor.userId);
  if (!user) throw new AppError('system.unauthorized');
  const summary = await summaryFor(deps.db, tenant, user.accountId, deps.clock.now());
  return presentIdentity(user, summary, actor.scopes, actor.impersonatorId);
}
