import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { oneTimePasswords } from '../../db/schema/index.ts';

export const ONE_TIME_PASSWORD_TTL_MINUTES = 15;
const ONE_TIME_PASSWORD_LENGTH = 8;
/** Upper-case letters and digits without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const newOneTimeCode = (): string =>
  Array.from({ length: ONE_TIME_PASSWORD_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Codes are compared upper case and bound to their user. */
const hashCode = (userId: string, code: string): string =>
  createHash('sha256').update(`${userId}:${code.trim().toUpperCase()}`).digest('hex');

/** Stores a new code for a user, invalidating the user's earlier unused ones. */
export async function storeOneTimeCode(
  db: DbOrTx,
  input: { tenantId: string; userId: string; code: string; now: Date },
): Promise<void> {
  await invalidateOneTimeCodes(db, input.userId, input.now);
  await db.insert(oneTimePasswords).values({
    tenantId: input.tenantId,
    userId: input.userId,
    codeHash: hashCode(input.userId, input.code),
    expiresAt: new Date(input.now.getTime() + ONE_TIME_PASSWORD_TTL_MINUTES * 60_000),
    createdAt: input.now,
  });
}

/** Marks a matching live code used; true at most once per code, even under concurrent logins. */
export async function consumeOneTimeCode(
  db: DbOrTx,
  input: { tenantId: string; userId: string; code: string; now: Date },
): Promise<boolean> {
  const used = await db
    .update(oneTimePasswords)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oneTimePasswords.tenantId, input.tenantId),
        eq(oneTimePasswords.userId, input.userId),
        eq(oneTimePasswords.codeHash, hashCode(input.userId, input.code)),
        isNull(oneTimePasswords.usedAt),
        gt(oneTimePasswords.expiresAt, input.now),
      ),
    )
    .returning({ id: oneTimePasswords.id });
  return used.length > 0;
}

/** Marks every unused code of a user used (a new code, or a password change). */
export async function invalidateOneTimeCodes(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimePasswords)
    .set({ usedAt: now })
    .where(and(eq(oneTimePasswords.userId, userId), isNull(oneTimePasswords.usedAt)));
}
