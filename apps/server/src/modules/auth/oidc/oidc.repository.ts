import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { oidcSignIns } from '../../../db/schema/index.ts';

/** What the table keeps of a state or of the browser's cookie: their sha256, never the values. */
export const secretHash = (value: string) => createHash('sha256').update(value).digest('base64url');

export type StartedSignIn = typeof oidcSignIns.$inferSelect;

/** Records a sign-in begun at the school's provider; sweeps the school's expired ones. */
export async function recordStartedSignIn(
  db: DbOrTx,
  row: {
    tenantId: string;
    state: string;
    browserSecret: string;
    nonce: string;
    codeVerifier: string;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  await db
    .delete(oidcSignIns)
    .where(and(eq(oidcSignIns.tenantId, row.tenantId), lt(oidcSignIns.expiresAt, now)));
  await db.insert(oidcSignIns).values({
    tenantId: row.tenantId,
    stateHash: secretHash(row.state),
    browserHash: secretHash(row.browserSecret),
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    expiresAt: row.expiresAt,
  });
}

/**
 * Takes (deletes) the school's started sign-in of a state: whatever follows, the state is used up. Null
 * when there is none (unknown, used or verified already) or it expired.
 */
export async function takeStartedSignIn(
  db: DbOrTx,
  tenantId: string,
  state: string,
  now: Date,
): Promise<StartedSignIn | null> {
  const [row] = await db
    .delete(oidcSignIns)
    .where(
      and(
        eq(oidcSignIns.tenantId, tenantId),
        eq(oidcSignIns.stateHash, secretHash(state)),
        isNull(oidcSignIns.userId),
      ),
    )
    .returning();
  return row && row.expiresAt > now ? row : null;
}

/** Holds a verified sign-in of a user for the browser that began it, until it completes it. */
export async function recordVerifiedSignIn(
  db: DbOrTx,
  row: { tenantId: string; browserHash: string; userId: string; expiresAt: Date },
  handle: string,
): Promise<void> {
  await db.insert(oidcSignIns).values({
    tenantId: row.tenantId,
    stateHash: secretHash(handle),
    browserHash: row.browserHash,
    nonce: '',
    codeVerifier: '',
    userId: row.userId,
    expiresAt: row.expiresAt,
  });
}

/** Takes (deletes) the verified sign-ins of a browser at the school: the user of the newest live one. */
export async function takeVerifiedSignIn(
  db: DbOrTx,
  tenantId: string,
  browserSecret: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .delete(oidcSignIns)
    .where(
      and(
        eq(oidcSignIns.tenantId, tenantId),
        eq(oidcSignIns.browserHash, secretHash(browserSecret)),
        isNotNull(oidcSignIns.userId),
      ),
    )
    .returning();
  const live = rows
    .filter((row) => row.expiresAt > now)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return live[0]?.userId ?? null;
}
