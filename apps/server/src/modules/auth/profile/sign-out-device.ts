import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthSession } from '../../../plugins/auth.ts';

/**
 * Signs the user out of one device: every live session of theirs with the same user agent and address
 * as the session named (a row of the device list) ends, never the calling one. Only the user's own
 * sessions in their own school; never an administrator acting as them. A session that is not theirs
 * (or unknown) answers not found.
 */
export async function signOutDevice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  current: AuthSession,
  sessionId: string,
): Promise<{ signedOut: number }> {
  if (actor.impersonatorId) throw new AppError('system.forbidden');
  const [named] = await deps.db
    .select({ userAgent: sessions.userAgent, originIp: sessions.originIp })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.tenantId, actor.tenantId),
        eq(sessions.userId, actor.userId),
        isNull(sessions.impersonatorId),
      ),
    );
  if (!named) throw new AppError('system.not-found');
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(sessions.tenantId, actor.tenantId),
        eq(sessions.userId, actor.userId),
        isNull(sessions.impersonatorId),
        isNull(sessions.revokedAt),
        ne(sessions.id, current.id),
        sql`${sessions.userAgent} is not distinct from ${named.userAgent}`,
        sql`${sessions.originIp} is not distinct from ${named.originIp}`,
      ),
    )
    .returning({ id: sessions.id });
  return { signedOut: revoked.length };
}
