import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/database.ts';
import { contactMessages, users } from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/escape-like.ts';

const handler = alias(users, 'handler');

export type ContactFilter = { search: string | null; pending: boolean; skip: number; take: number };

/** The tenant's contact messages, newest first, with who handled each. */
export async function findContactMessages(db: DbOrTx, tenantId: string, filter: ContactFilter) {
  const conditions: (SQL | undefined)[] = [eq(contactMessages.tenantId, tenantId)];
  if (filter.pending) conditions.push(isNull(contactMessages.handledAt));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, handlerFirst: handler.firstName, handlerLast: handler.lastName })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledByUserId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
