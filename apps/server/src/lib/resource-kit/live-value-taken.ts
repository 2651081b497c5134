import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { searchable } from '../../db/schema/columns.ts';

/** A tenant-owned, soft-deleted table whose values the wizards keep unique among its live rows. */
type LiveTable = PgTable & { id: PgColumn; tenantId: PgColumn; deletedAt: PgColumn };

/**
 * Whether a live row of the tenant (not deleted, not `excludeId`), within `scope` (e.g. the same course),
 * holds `value` in one of `columns`, compared as the wizards' searches compare: case and accents ignored.
 * The HEAD checks and the writes of the resource kit ask it before a title, name or prompt is saved.
 */
export async function liveValueTaken(
  db: DbOrTx,
  table: LiveTable,
  query: {
    tenantId: string;
    columns: readonly (PgColumn | SQL)[];
    value: string;
    scope?: SQL | undefined;
    excludeId?: string | undefined;
  },
): Promise<boolean> {
  const wanted = searchable(sql`${query.value}::text`);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.tenantId, query.tenantId),
        isNull(table.deletedAt),
        query.scope,
        or(...query.columns.map((column) => sql`${searchable(column)} = ${wanted}`)),
        query.excludeId ? ne(table.id, query.excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}
