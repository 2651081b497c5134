import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { type OutboxEmail, outboxEmails } from '../../db/schema/index.ts';

/** The tenant's latest mails, newest first. */
export function latestOutboxEmails(db: DbOrTx, tenantId: string, limit: number): Promise<OutboxEmail[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.tenantId, tenantId))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}
