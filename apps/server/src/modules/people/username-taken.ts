import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

/** Whether a live user of the tenant (other than `exceptId`) has the username (trimmed, lower-cased). */
export async function usernameTaken(
  db: DbOrTx,
  tenantId: string,
  username: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.email, username.trim().toLowerCase()),
        isNull(users.deletedAt),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
