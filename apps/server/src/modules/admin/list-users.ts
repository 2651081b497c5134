import type { TAdminUser, TAdminUserList, TUserSort, TUserStatus } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { presentListedUser } from './user-presenter.ts';
import { findUsersPage } from './users.repository.ts';

/** Administrators list the tenant's users (live, or deleted), filtered by name or e-mail, role, state and class, sorted. */
export async function listUsers(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  query: {
    SearchValue?: string;
    Skip: number;
    Take: number;
    deleted?: boolean;
    role?: TAdminUser['role'];
    status?: TUserStatus;
    classId?: string;
    sort?: TUserSort;
    direction?: 'asc' | 'desc';
  },
): Promise<TAdminUserList> {
  const { rows, total } = await findUsersPage(deps.db, tenantId, query);
  return { items: rows.map(presentListedUser), total };
}
