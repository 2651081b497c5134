import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { type SessionKind, sessions, type User, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';

/** A live, active user of a tenant by username (e-mail, lower case). */
export async function findUserByEmail(db: DbOrTx, tenantId: string, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.email, email),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  return user ?? null;
}

/** A live, active user of a tenant by id. */
export async function findUserById(db: DbOrTx, tenantId: string, userId: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** How long a chain of refreshed tokens lasts from sign-in: 12 hours, or 30 days with remember-me. */
const SESSION_CHAIN_MS = 12 * 60 * 60_000;
const REMEMBER_ME_CHAIN_MS = 30 * 24 * 60 * 60_000;

/** Marks a user as having to change password at the next step of login (after a one-time password). */
export async function requirePasswordChange(db: DbOrTx, tenantId: string, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ mustChangePassword: true })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}

export type NewSession = {
  tenantId: string;
  userId: string;
  kind: SessionKind;
  ttlMinutes: number;
  rememberMe?: boolean;
  originIp?: string | null;
  userAgent?: string | null;
  impersonatorId?: string | null;
  /** The end of the chain a refresh continues; a new chain (sign-in) when absent. */
  chainExpiresAt?: Date | null;
  /** An impersonation session: the administrator's session it lives within. */
  parentSessionId?: string | null;
  /** The session never expires after this (an impersonation session: its administrator's session's end). */
  notAfter?: Date | null;
  /** A sign-in (not a refresh): its activity event goes in the same statement as the session (0090). */
  signIn?: boolean;
};

export type IssuedSession = { id: string; token: string; expiresAt: Date };

/** Stores a new session (its token's hash only) and returns the token, which is never stored. */
export async function issueSession(db: DbOrTx, clock: Clock, input: NewSession): Promise<IssuedSession> {
  const token = newSessionToken();
  const now = clock.now();
  const chainExpiresAt =
    input.chainExpiresAt ??
    new Date(now.getTime() + (input.rememberMe ? REMEMBER_ME_CHAIN_MS : SESSION_CHAIN_MS));
  // No token outlives its chain, however often it is refreshed, nor (impersonation) its parent session.
  const ends = [now.getTime() + input.ttlMinutes * 60_000, chainExpiresAt.getTime()];
  if (input.notAfter) ends.push(input.notAfter.getTime());
  const expiresAt = new Date(Math.min(...ends));
  const values = {
    tenantId: input.tenantId,
    userId: input.userId,
    tokenHash: hashSessionToken(token),
    kind: input.kind,
    expiresAt,
    chainExpiresAt,
    rememberMe: input.rememberMe ?? false,
    originIp: input.originIp?.slice(0, 64) ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    impersonatorId: input.impersonatorId ?? null,
    parentSessionId: input.parentSessionId ?? null,
    createdAt: now,
  };
  if (input.signIn) return { id: await insertSignInSession(db, values), token, expiresAt };
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

/** Revokes one live session; false when it was already revoked (e.g. a concurrent refresh). */
export async function revokeSession(db: DbOrTx, tenantId: string, sessionId: string, now: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/**
 * The impersonation sessions opened from a session move to the session that replaces it (a refresh of
 * the administrator's session), so they live on with it and no longer.
 */
export async function moveImpersonations(
  db: DbOrTx,
  tenantId: string,
  fromSessionId: string,
  toSessionId: string,
) {
  await db
    .update(sessions)
    .set({ parentSessionId: toSessionId })
    .where(
      and(
        eq(sessions.parentSessionId, fromSessionId),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Revokes the session a token names, whatever its kind. */
export async function revokeSessionByToken(db: DbOrTx, tenantId: string, token: string, now: Date) {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ userId: sessions.userId, impersonatorId: sessions.impersonatorId });
  return revoked ?? null;
}

/**
 * Revokes every live session of a user (those in which an administrator acts as them included) and every
 * impersonation session opened from one of theirs (they acted as someone else from it). Impersonations
 * first: they are found through their parent session (an index), whatever its state. Only live ones are
 * written: an expired session signs nothing in, and each write is a notice to every instance's caches.
 */
export async function revokeUserSessions(db: DbOrTx, tenantId: string, userId: string, now: Date) {
  const own = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.tenantId, tenantId)));
  const revoke = (whose: SQL | undefined) =>
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(whose, eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      );
  await revoke(inArray(sessions.parentSessionId, own));
  await revoke(eq(sessions.userId, userId));
}

/** Keeps a user's language (e-mails, PDFs and the next sign-in use it). */
export async function updatePreferredLocale(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  locale: string,
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ preferredLocale: locale })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** The session of a sign-in and its activity event ('user.signed-in'), in one statement: no extra round trip. */
async function insertSignInSession(db: DbOrTx, v: typeof sessions.$inferInsert & { createdAt: Date }) {
  const id = newId();
  const at = v.createdAt.toISOString();
  await db.execute(sql`
    with session as (
      insert into sessions (id, tenant_id, user_id, token_hash, kind, expires_at, chain_expires_at, remember_me,
        origin_ip, user_agent, impersonator_id, parent_session_id, created_at)
      values (${id}, ${v.tenantId}, ${v.userId}, ${v.tokenHash}, ${v.kind}, ${(v.expiresAt as Date).toISOString()}::timestamptz,
        ${v.chainExpiresAt ? (v.chainExpiresAt as Date).toISOString() : null}::timestamptz, ${v.rememberMe ?? false},
        ${v.originIp ?? null}, ${v.userAgent ?? null}, ${v.impersonatorId ?? null}::uuid, ${v.parentSessionId ?? null}::uuid,
        ${at}::timestamptz)
    )
    insert into activity_events (id, tenant_id, user_id, kind, resource_type, resource_id, created_at)
    values (${newId()}, ${v.tenantId}, ${v.userId}, 'user.signed-in', 'session', ${id}, ${at}::timestamptz)`);
  return id;
}
