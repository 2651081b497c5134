import type { TAdminUser } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentAdminUser } from './user-presenter.ts';
import { findTenantUser } from './users.repository.ts';

/** One user of the tenant (a deleted one too, `deletedAt` set). */
export async function getUser(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  userId: string,
): Promise<TAdminUser> {
  const user = await findTenantUser(deps.db, tenantId, userId);
  if (!user) throw new AppError('user.not-found');
  return presentAdminUser(user);
}
