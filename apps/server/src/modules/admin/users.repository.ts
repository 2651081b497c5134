import type { TAdminUser } from '@puente/shared';
import { and, asc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { searchable } from '../../db/schema/columns.ts';
import { type User, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';

type ListQuery = {
  SearchValue?: string;
  Skip: number;
  Take: number;
  deleted?: boolean;
  role?: TAdminUser['role'];
};

const containing = (value: string) => `%${escapeLike(value)}%`;

/**
 * A page of the tenant's users (live ones, or with `deleted` the deleted ones) whose name or e-mail
 * contains the search value (ignoring case and Spanish accents), by last name, and how many match.
 */
export async function findUsersPage(db: DbOrTx, tenantId: string, query: ListQuery) {
  const search = query.SearchValue?.trim();
  const conditions: (SQL | undefined)[] = [
    eq(users.tenantId, tenantId),
    query.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    query.role ? eq(users.role, query.role) : undefined,
  ];
  if (search) {
    const pattern = searchable(sql`${containing(search)}::text`);
    conditions.push(
      or(
        sql`${searchable(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${pattern}`,
        sql`${searchable(users.email)} like ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const found = await db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .offset(query.Skip)
    .limit(query.Take);
  if (found.length === 0 && query.Skip > 0) {
    // Past the last page: the window count has no row to ride on.
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where);
    return { rows: [] as User[], total: counted?.n ?? 0 };
  }
  return { rows: found.map((row) => row.user), total: found[0]?.total ?? 0 };
}

/** A user of the tenant by id, deleted or not; `forUpdate` locks the row for the transaction. */
export async function findTenantUser(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  forUpdate = false,
): Promise<User | null> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Locks the tenant's live, active administrators for the transaction and answers their ids: two
 * administrators deactivating each other at once are counted one after the other.
 */
export async function lockActiveAdministrators(tx: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, 'Administrator'),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
