import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { disputes } from '../../../db/schema/index.ts';

/** The account's disputes, newest first (an account has a handful at most). */
export function listAccountDisputes(db: DbOrTx, tenantId: string, accountId: string) {
  return db
    .select()
    .from(disputes)
    .where(and(eq(disputes.tenantId, tenantId), eq(disputes.accountId, accountId)))
    .orderBy(desc(disputes.openedAt), desc(disputes.id));
}
