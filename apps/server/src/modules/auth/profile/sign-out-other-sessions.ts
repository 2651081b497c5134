import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthSession } from '../../../plugins/auth.ts';

/**
 * Signs the user out of every other device: every live session of theirs but the one calling ends (and
 * with them any impersonation opened from them). Only the user themself, never an administrator acting
 * as them. The route waits until every instance has dropped the revoked sessions.
 */
export async function signOutOtherSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  current: AuthSession,
): Promise<{ signedOut: number }> {
  if (actor.impersonatorId) throw new AppError('system.forbidden');
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(sessions.tenantId, actor.tenantId),
        eq(sessions.userId, actor.userId),
        ne(sessions.id, current.id),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return { signedOut: revoked.length };
}
