import type { ErrorCode } from '@puente/shared';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { AppError } from '../app-error.ts';
import type { AuthoredTable } from './authored-table.ts';

type Who = { tenantId: string; userId: string; now: Date };

/** A row of the tenant, live or soft-deleted; null when there is none. */
export async function findAuthored<Row>(db: DbOrTx, table: AuthoredTable, tenantId: string, id: string) {
  const rows = (await db
    .select(getTableColumns(table))
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .limit(1)) as unknown as Row[];
  return rows[0] ?? null;
}

/**
 * Edits a live row if it is still at `version` (and moves it to the next one). A row that is not there,
 * or soft-deleted, answers `notFound`; one someone else changed in between answers 409 `stale`.
 */
export async function updateVersioned<Row, T extends AuthoredTable>(
  db: DbOrTx,
  table: T,
  who: Who,
  target: { id: string; version: number; notFound: ErrorCode },
  values: PgUpdateSetSource<T>,
): Promise<Row> {
  const set = {
    ...values,
    version: sql`${table.version} + 1`,
    updatedAt: who.now,
    updatedBy: who.userId,
  } as PgUpdateSetSource<T>;
  const [row] = (await db
    .update(table)
    .set(set)
    .where(
      and(
        eq(table.tenantId, who.tenantId),
        eq(table.id, target.id),
        isNull(table.deletedAt),
        eq(table.version, target.version),
      ),
    )
    .returning()) as unknown as Row[];
  if (row) return row as Row;
  const current = await findAuthored<{ deletedAt: Date | null }>(db, table, who.tenantId, target.id);
  if (!current || current.deletedAt) throw new AppError(target.notFound);
  throw new AppError('stale');
}

/**
 * Soft delete (`deleted`) or recovery: the row keeps everything and moves to the next version. Deleting
 * a deleted row answers `notFound` (there is no such live item); recovering a live one changes nothing.
 */
export async function setDeleted<Row, T extends AuthoredTable>(
  db: DbOrTx,
  table: T,
  who: Who,
  target: { id: string; notFound: ErrorCode },
  deleted: boolean,
): Promise<Row> {
  const set = {
    deletedAt: deleted ? who.now : null,
    version: sql`${table.version} + 1`,
    updatedAt: who.now,
    updatedBy: who.userId,
  } as PgUpdateSetSource<T>;
  const [row] = (await db
    .update(table)
    .set(set)
    .where(
      and(
        eq(table.tenantId, who.tenantId),
        eq(table.id, target.id),
        deleted ? isNull(table.deletedAt) : sql`${table.deletedAt} is not null`,
      ),
    )
    .returning()) as unknown as Row[];
  if (row) return row as Row;
  const current = await findAuthored<Row & { deletedAt: Date | null }>(db, table, who.tenantId, target.id);
  if (!current || deleted) throw new AppError(target.notFound);
  return current;
}
