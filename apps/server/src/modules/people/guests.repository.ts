import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { accounts, type User, users } from '../../db/schema/index.ts';

const guestOf = (tenantId: string, accountId: string) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.accountId, accountId),
    eq(users.membership, 'Guest'),
    isNull(users.deletedAt),
  );

/** The account's live guests, oldest first. */
export async function findGuests(db: DbOrTx, tenantId: string, accountId: string): Promise<User[]> {
  return db.select().from(users).where(guestOf(tenantId, accountId)).orderBy(asc(users.createdAt)).limit(500);
}

/** One live guest of the account, or null (another account's user, a member, a removed guest). */
export async function findGuest(db: DbOrTx, tenantId: string, accountId: string, guestId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(guestOf(tenantId, accountId), eq(users.id, guestId)))
    .limit(1);
  return row ?? null;
}

/** Locks the account row for the rest of the transaction, so concurrent invitations count one by one. */
export async function lockAccount(tx: DbOrTx, tenantId: string, accountId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
    .for('update');
  return rows.length > 0;
}

export async function countGuests(db: DbOrTx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(guestOf(tenantId, accountId));
  return row?.n ?? 0;
}

/** A user of the tenant by id (removed ones included: the inviter's name for a mail). */
export async function findUser(db: DbOrTx, tenantId: string, userId: string): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}
