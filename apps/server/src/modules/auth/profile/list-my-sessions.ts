import type { TMySessions } from '@puente/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { AuthSession } from '../../../plugins/auth.ts';

/**
 * The user's live sign-ins (their own, not an administrator's impersonations of them), newest first.
 * Each renewal issues a new session, so a session's creation is its device's last sign-in or renewal.
 */
export async function listMySessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  current: AuthSession,
): Promise<TMySessions> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, actor.tenantId),
        eq(sessions.userId, actor.userId),
        eq(sessions.kind, 'access'),
        isNull(sessions.revokedAt),
        isNull(sessions.impersonatorId),
        gt(sessions.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(100);
  return {
    items: rows.map((row) => ({
      id: row.id,
      lastUsedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      originIp: row.originIp,
      current: row.id === current.id,
    })),
  };
}
