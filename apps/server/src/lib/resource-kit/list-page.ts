import type { TListFilter } from '@puente/shared';
import { type AnyColumn, and, getTableColumns, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { searchable } from '../../db/schema/columns.ts';
import { escapeLike } from '../escape-like.ts';
import type { AuthoredTable } from './authored-table.ts';

/** `%value%` for LIKE, with the value's own wildcards escaped. */
const containing = (value: string) => `%${escapeLike(value)}%`;

/** The tenant's live (or, with `deleted`, soft-deleted) rows whose name columns contain the search value. */
export function listWhere(
  table: AuthoredTable,
  tenantId: string,
  filter: TListFilter,
  names: (AnyColumn | SQL)[],
) {
  const search = filter.SearchValue?.trim();
  return and(
    sql`${table.tenantId} = ${tenantId}`,
    filter.deleted ? isNotNull(table.deletedAt) : isNull(table.deletedAt),
    search
      ? or(
          ...names.map(
            (column) => sql`${searchable(column)} like ${searchable(sql`${containing(search)}::text`)}`,
          ),
        )
      : undefined,
  )!;
}

/**
 * One page of a resource list and the number of matches in all, in one round trip (a window count).
 * `orderBy` must end with a unique column so that pages never overlap.
 */
export async function listPage<Row>(
  db: DbOrTx,
  table: AuthoredTable,
  where: SQL,
  orderBy: (PgColumn | SQL)[],
  filter: TListFilter,
): Promise<{ rows: Row[]; total: number }> {
  const found = (await db
    .select({ ...getTableColumns(table), kitTotal: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .offset(filter.Skip)
    .limit(filter.Take)) as (Row & { kitTotal: number })[];
  if (found.length === 0 && filter.Skip > 0) {
    // Past the last page: the window count has no row to ride on.
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(where);
    return { rows: [], total: counted?.n ?? 0 };
  }
  const rows = found.map(({ kitTotal: _total, ...row }) => row as unknown as Row);
  return { rows, total: found[0]?.kitTotal ?? 0 };
}
