import type { TAdminUser, TUserSort, TUserStatus } from '@puente/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { searchable } from '../../db/schema/columns.ts';
import { type User, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { inClass } from '../classes/index.ts';

type ListQuery = {
  SearchValue?: string;
  Skip: number;
  Take: number;
  deleted?: boolean;
  role?: TAdminUser['role'];
  status?: TUserStatus;
  classId?: string;
  sort?: TUserSort;
  direction?: 'asc' | 'desc';
};

const containing = (value: string) => `%${escapeLike(value)}%`;

/** Invited and not yet signed in: the temporary password still to change and the terms to accept. */
const pending = and(eq(users.mustChangePassword, true), isNull(users.termsAcceptedAt));

const statusCondition = (status: TUserStatus | undefined): SQL | undefined => {
  if (status === 'inactive') return isNotNull(users.deactivatedAt);
  if (status === 'pending') return and(isNull(users.deactivatedAt), pending);
  if (status === 'active') return and(isNull(users.deactivatedAt), not(pending!));
  return undefined;
};

/** The conditions of the list filter (also what a bulk action over "all matching" acts on). */
export function userFilterConditions(tenantId: string, query: Omit<ListQuery, 'Skip' | 'Take'>): SQL {
  const search = query.SearchValue?.trim();
  const conditions: (SQL | undefined)[] = [
    eq(users.tenantId, tenantId),
    query.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    query.role ? eq(users.role, query.role) : undefined,
    statusCondition(query.status),
    query.classId ? inClass(tenantId, query.classId) : undefined,
  ];
  if (search) {
    const pattern = searchable(sql`${containing(search)}::text`);
    // users.search_text: the name and e-mail, folded the same way, under a trigram index.
    conditions.push(sql`${users.searchText} like ${pattern}`);
  }
  return and(...conditions)!;
}

const sortColumns = {
  name: [users.lastName, users.firstName],
  email: [users.email],
  role: [users.role, users.lastName, users.firstName],
  createdAt: [users.createdAt],
} as const;

/**
 * A page of the tenant's users (live ones, or with `deleted` the deleted ones) whose name or e-mail
 * contains the search value (ignoring case and Spanish accents), of a role and state, in the order
 * asked (by last name unless told), and how many match.
 */
export async function findUsersPage(db: DbOrTx, tenantId: string, query: ListQuery) {
  const where = userFilterConditions(tenantId, query);
  const by = query.direction === 'desc' ? desc : asc;
  const order = [...sortColumns[query.sort ?? 'name'], users.id].map((column) => by(column));
  // One round trip: the count rides on the page as an uncorrelated subquery, run once. Not a window count:
  // `count(*) over ()` would carry every matching row, whole, through the sort, where the count alone
  // reads only the index (decision 0146). The page's columns only, not password hashes and search texts.
  const count = sql<number>`(select count(*) from ${users} where ${where})`.mapWith(Number);
  const rows = await db
    .select({
      id: users.id,
      version: users.version,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      isMaster: users.isMaster,
      isTutor: users.isTutor,
      membership: users.membership,
      deactivatedAt: users.deactivatedAt,
      mustChangePassword: users.mustChangePassword,
      termsAcceptedAt: users.termsAcceptedAt,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
      total: count,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .offset(query.Skip)
    .limit(query.Take);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  // A page past the end has no row to carry the count: it is asked for on its own.
  if (query.Skip === 0) return { rows, total: 0 };
  const [counted] = await db.select({ n: count }).from(users).limit(1);
  return { rows, total: counted?.n ?? 0 };
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

/** The tenant's live users with these e-mails (deactivated ones too), by e-mail. */
export async function findLiveUsersByEmail(
  db: DbOrTx,
  tenantId: string,
  emails: string[],
): Promise<Map<string, User>> {
  const found = new Map<string, User>();
  for (let start = 0; start < emails.length; start += 1000) {
    const rows = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          isNull(users.deletedAt),
          inArray(users.email, emails.slice(start, start + 1000)),
        ),
      );
    for (const row of rows) found.set(row.email, row);
  }
  return found;
}

/** How many live guests each of these accounts of the tenant has. */
export async function countLiveGuests(
  db: DbOrTx,
  tenantId: string,
  accountIds: string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: users.accountId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(users.accountId, accountIds),
        eq(users.membership, 'Guest'),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(users.accountId);
  return new Map(rows.map((row) => [row.accountId!, row.n]));
}
