import { MAX_BULK_USERS, type TAdminUserBulk } from '@puente/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { type User, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { userFilterConditions } from './users.repository.ts';

/**
 * The live users of the tenant a bulk action names (chosen ids, or every user matching the list's
 * filter), locked for the transaction in one order (two bulk actions at once wait, never deadlock).
 * Ids of another tenant, or of deleted users, are simply not found. More than MAX_BULK_USERS: 400
 * `user.bulk-too-many`.
 */
export async function lockBulkTargets(tx: DbOrTx, tenantId: string, target: TAdminUserBulk): Promise<User[]> {
  const where = target.ids
    ? and(eq(users.tenantId, tenantId), isNull(users.deletedAt), inArray(users.id, target.ids))
    : userFilterConditions(tenantId, target.matching ?? {});
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(MAX_BULK_USERS + 1)
    .for('update');
  if (rows.length > MAX_BULK_USERS) throw new AppError('user.bulk-too-many');
  return rows;
}
