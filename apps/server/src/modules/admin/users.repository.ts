import type { TAdminUser, TUserSort, TUserStatus } from '@puente/shared';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  is,
  isNotNull,
  isNull,
  not,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
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

/** The values a filter compares with: real ones, or a prepared statement's placeholders. */
type FilterValues = {
  tenantId: string | Placeholder;
  role: TAdminUser['role'] | Placeholder | undefined;
  classId: string | Placeholder | undefined;
  pattern: string | Placeholder;
};

/** The filter's conditions: the query says which apply, `values` what they compare with. */
function filterConditions(query: Omit<ListQuery, 'Skip' | 'Take'>, values: FilterValues): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(users.tenantId, values.tenantId),
    query.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    query.role ? eq(users.role, values.role!) : undefined,
    statusCondition(query.status),
    query.classId ? inClass(values.tenantId, values.classId!) : undefined,
  ];
  // users.search_text: the name and e-mail, folded the same way, under a trigram index. The folded
  // pattern is a scalar subquery, worked out once per run: in a prepared statement's generic plan the
  // bare expression is not folded, and the index recheck worked it out again for every matching row
  // (twice as slow at 10,000 users).
  if (query.SearchValue?.trim())
    conditions.push(sql`${users.searchText} like (select ${searchable(sql`${values.pattern}::text`)})`);
  return and(...conditions)!;
}

const filterValues = (tenantId: string, query: Omit<ListQuery, 'Skip' | 'Take'>): FilterValues => ({
  tenantId,
  role: query.role,
  classId: query.classId,
  pattern: containing(query.SearchValue?.trim() ?? ''),
});

/** The conditions of the list filter (also what a bulk action over "all matching" acts on). */
export function userFilterConditions(tenantId: string, query: Omit<ListQuery, 'Skip' | 'Take'>): SQL {
  return filterConditions(query, filterValues(tenantId, query));
}

const sortColumns = {
  name: [users.lastName, users.firstName],
  email: [users.email],
  role: [users.role, users.lastName, users.firstName],
  createdAt: [users.createdAt],
} as const;

/**
 * A user as the administrators' list reads them, already in the shape the list answers: times as ISO
 * text (`Date#toISOString`'s form), the state flags worked out (decision 0146). `total` is how many match.
 */
export type ListedUserRow = Omit<TAdminUser, 'createdAt' | 'deletedAt'> & {
  createdAt: string;
  deletedAt: string | null;
  total: number;
};

/**
 * A page of the tenant's users (live ones, or with `deleted` the deleted ones) whose name or e-mail
 * contains the search value (ignoring case and Spanish accents), of a role and state, in the order
 * asked (by last name unless told), and how many match.
 */
export async function findUsersPage(
  db: DbOrTx,
  tenantId: string,
  query: ListQuery,
): Promise<{ rows: ListedUserRow[]; total: number }> {
  const values = filterValues(tenantId, query);
  const page = usersPage(query);
  const rows = await rawRows<ListedUserRow>(
    db,
    page.statement,
    page.values({ ...values, skip: query.Skip, take: query.Take }),
  );
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  // A page past the end has no row to carry the count: it is asked for on its own.
  if (query.Skip === 0) return { rows, total: 0 };
  const where = filterConditions(query, values);
  const [counted] = await db
    .select({ n: sql<number>`(select count(*) from ${users} where ${where})`.mapWith(Number) })
    .from(users)
    .limit(1);
  return { rows, total: counted?.n ?? 0 };
}

const placeholders: FilterValues = {
  tenantId: sql.placeholder('tenantId'),
  role: sql.placeholder('role'),
  classId: sql.placeholder('classId'),
  pattern: sql.placeholder('pattern'),
};

type PageValues = Record<keyof FilterValues | 'skip' | 'take', unknown>;
type PageStatement = { statement: RawStatement; values: (input: PageValues) => unknown[] };

/** The page statement of one filter shape (which filters apply, the order), written once. */
const pageByShape = new Map<string, PageStatement>();

function usersPage(query: ListQuery): PageStatement {
  const shape = [
    query.SearchValue?.trim() ? 'search' : '',
    query.deleted ? 'deleted' : '',
    query.role ? 'role' : '',
    query.status ?? '',
    query.classId ? 'class' : '',
    query.sort ?? 'name',
    query.direction ?? 'asc',
  ].join('_');
  let page = pageByShape.get(shape);
  if (!page) {
    page = pageStatement(query, `users_page_${shape}`);
    pageByShape.set(shape, page);
  }
  return page;
}

/** A time as `Date#toISOString` writes it (UTC, milliseconds), by PostgreSQL: no Date per row and field. */
const isoTime = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One round trip. The page is picked first with only what sorts it (the ids and sort keys), then joined
 * back for its columns: the sort carries narrow rows and the shaping (times as text) runs on 50 rows,
 * not on every match. The count: with a search, a window count over the matches the trigram index has
 * already fetched; without one, an uncorrelated subquery run once, which reads only an index where a
 * window count would fetch every row of the school before the first of the page (decision 0146).
 * The page's columns only, not password hashes and search texts, already shaped as the list answers
 * them. A named statement per shape (at most a few hundred, whatever users type): parsed once per
 * connection, and planned once when PostgreSQL settles on a generic plan; its rows go to the answer
 * without Drizzle's per-field mapping or a Date per time.
 */
function pageStatement(query: Omit<ListQuery, 'Skip' | 'Take'>, name: string): PageStatement {
  const where = filterConditions(query, placeholders);
  const by = query.direction === 'desc' ? desc : asc;
  const keys = [...sortColumns[query.sort ?? 'name'], users.id];
  const qb = new QueryBuilder();
  const picked = Object.fromEntries(keys.map((column, i) => [`k${i}`, sql`${column}`.as(`k${i}`)]));
  const page = qb.$with('page').as(
    qb
      .select({
        ...picked,
        total: (query.SearchValue?.trim()
          ? sql`count(*) over ()`
          : sql`(select count(*) from ${users} where ${where})`
        ).as('total'),
      })
      .from(users)
      .where(where)
      .orderBy(...keys.map((column) => by(column)))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('take')),
  );
  const u = alias(users, 'u');
  const pageKey = (i: number) => sql`${sql.identifier('page')}.${sql.identifier(`k${i}`)}`;
  const built = qb
    .with(page)
    .select({
      id: sql`${u.id}`.as('id'),
      version: sql`${u.version}`.as('version'),
      firstName: sql`${u.firstName}`.as('firstName'),
      lastName: sql`${u.lastName}`.as('lastName'),
      email: sql`${u.email}`.as('email'),
      role: sql`${u.role}`.as('role'),
      isMaster: sql`${u.isMaster}`.as('isMaster'),
      isTutor: sql`${u.isTutor}`.as('isTutor'),
      membership: sql`${u.membership}`.as('membership'),
      active: sql`${u.deactivatedAt} is null`.as('active'),
      invitationPending: sql`(${u.mustChangePassword} and ${u.termsAcceptedAt} is null)`.as(
        'invitationPending',
      ),
      createdAt: isoTime(u.createdAt).as('createdAt'),
      deletedAt: isoTime(u.deletedAt).as('deletedAt'),
      total: sql`${sql.identifier('page')}.${sql.identifier('total')}::int`.as('total'),
    })
    .from(page)
    .innerJoin(u, eq(u.id, pageKey(keys.length - 1)))
    .orderBy(...keys.map((_, i) => by(pageKey(i))))
    .toSQL();
  return {
    statement: { name, text: built.sql },
    values: (input) =>
      built.params.map((param) => (is(param, Placeholder) ? input[param.name as keyof PageValues] : param)),
  };
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
