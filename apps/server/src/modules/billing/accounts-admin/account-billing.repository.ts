import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/database.ts';
import { accounts, ledgerEntries, payments, refunds, users } from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/escape-like.ts';

const holder = alias(users, 'holder');
const poster = alias(users, 'poster');

export type AccountFilter = { search: string | undefined; skip: number; take: number };

const accountColumns = {
  id: accounts.id,
  name: accounts.name,
  holderFirst: holder.firstName,
  holderLast: holder.lastName,
  holderEmail: holder.email,
};
export type AccountHead = {
  id: string;
  name: string;
  holderFirst: string | null;
  holderLast: string | null;
  holderEmail: string | null;
};

/** A page of the tenant's accounts (by holder's name, e-mail or the account's name) and their number. */
export async function findAccounts(
  db: DbOrTx,
  tenantId: string,
  filter: AccountFilter,
): Promise<{ rows: AccountHead[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(accounts.tenantId, tenantId)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(accounts.name, pattern),
        ilike(holder.email, pattern),
        ilike(sql`${holder.firstName} || ' ' || ${holder.lastName}`, pattern),
      ),
    );
  }
  const found = await db
    .select({ ...accountColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(accounts)
    .leftJoin(holder, and(eq(holder.id, accounts.masterUserId), eq(holder.tenantId, accounts.tenantId)))
    .where(and(...conditions))
    .orderBy(asc(accounts.name), asc(accounts.id))
    .offset(filter.skip)
    .limit(filter.take);
  if (found.length === 0 && filter.skip > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(accounts)
      .leftJoin(holder, and(eq(holder.id, accounts.masterUserId), eq(holder.tenantId, accounts.tenantId)))
      .where(and(...conditions));
    return { rows: [], total: counted?.n ?? 0 };
  }
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
}

/** One account of the tenant with its holder, or null (another tenant's account is not found). */
export async function findAccountHead(db: DbOrTx, tenantId: string, accountId: string, lock = false) {
  const query = db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(holder, and(eq(holder.id, accounts.masterUserId), eq(holder.tenantId, accounts.tenantId)))
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
  const [row] = await (lock ? query.for('update', { of: accounts }) : query);
  return row ?? null;
}

/** The account's ledger, newest first, with who posted each entry. */
export async function listLedgerWithPoster(db: DbOrTx, tenantId: string, accountId: string) {
  return db
    .select({ entry: ledgerEntries, posterFirst: poster.firstName, posterLast: poster.lastName })
    .from(ledgerEntries)
    .leftJoin(poster, eq(poster.id, ledgerEntries.postedByUserId))
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.accountId, accountId)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
}

/** What a payment's refunds take: succeeded ones, and pending ones (they may still succeed). */
const refundedSums = (db: DbOrTx, paymentIds: string[]) =>
  db
    .select({
      paymentId: refunds.paymentId,
      succeeded:
        sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)`.mapWith(
          Number,
        ),
      taken:
        sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} <> 'failed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .groupBy(refunds.paymentId);

/** The account's payments, newest first, with what was refunded and what is left to refund of each. */
export async function listPaymentsWithRefunds(db: DbOrTx, tenantId: string, accountId: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.accountId, accountId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const sums =
    rows.length === 0
      ? []
      : await refundedSums(
          db,
          rows.map((row) => row.id),
        );
  const byPayment = new Map(sums.map((sum) => [sum.paymentId, sum]));
  return rows.map((payment) => {
    const sum = byPayment.get(payment.id);
    return {
      payment,
      refundedCents: sum?.succeeded ?? 0,
      pendingRefundCents: (sum?.taken ?? 0) - (sum?.succeeded ?? 0),
      refundableCents:
        payment.status === 'succeeded' ? Math.max(0, payment.amountCents - (sum?.taken ?? 0)) : 0,
    };
  });
}

/** The account's refunds, newest first. */
export function listAccountRefunds(db: DbOrTx, tenantId: string, accountId: string) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.accountId, accountId)))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** What is left to refund of a payment (its pending refunds count as taken). */
export async function refundableOf(db: DbOrTx, paymentId: string, amountCents: number): Promise<number> {
  const [sum] = await refundedSums(db, [paymentId]);
  return amountCents - (sum?.taken ?? 0);
}
