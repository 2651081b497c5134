import type { DbOrTx } from '../../../db/database.ts';
import type { User } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockActiveAdministrators } from '../users.repository.ts';

/**
 * Refuses (409 `user.last-administrator`) an action that would take away the tenant's last live, active
 * administrator (deactivating, deleting or demoting them — themselves included): nobody could run the
 * school from /admin any more. Locks the administrators for the rest of the transaction.
 */
export async function keepAnAdministrator(tx: DbOrTx, target: User): Promise<void> {
  if (target.role !== 'Administrator' || target.deletedAt || target.deactivatedAt) return;
  const administrators = await lockActiveAdministrators(tx, target.tenantId);
  if (administrators.every((id) => id === target.id)) throw new AppError('user.last-administrator');
}
