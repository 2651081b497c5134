import type { TLoginResponse } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthSession } from '../../../plugins/auth.ts';
import { findUserById, issueSession, moveImpersonations, revokeSession } from '../auth.repository.ts';
import type { ClientInfo } from '../client-info.ts';
import { loginResponse } from '../login-response.ts';

/**
 * Rotates a live access session: revokes it and issues a new token (the old one is refused after). The
 * new token ends with the chain begun at sign-in at the latest (12 hours, 30 days with remember-me). An
 * impersonation session stays within its administrator's session (never refreshed beyond its end); an
 * administrator's refreshed session keeps the impersonations opened from it.
 */
export async function refreshSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  tenant: Tenant,
  current: AuthSession | null,
  client: ClientInfo,
): Promise<TLoginResponse> {
  if (current?.kind !== 'access') throw new AppError('system.could-not-refresh-session');
  const now = deps.clock.now();
  const { user, session } = await deps.db.transaction(async (tx) => {
    // Only one of two concurrent refreshes of the same token wins.
    if (!(await revokeSession(tx, tenant.id, current.id, now))) return { user: null, session: null };
    const user = await findUserById(tx, tenant.id, current.userId);
    if (!user) return { user: null, session: null };
    const session = await issueSession(tx, deps.clock, {
      tenantId: tenant.id,
      userId: user.id,
      kind: 'access',
      ttlMinutes: deps.config.ACCESS_TOKEN_TTL_MINUTES,
      rememberMe: current.rememberMe,
      originIp: client.ip,
      userAgent: client.userAgent,
      impersonatorId: current.impersonatorId,
      chainExpiresAt: current.chainExpiresAt,
      parentSessionId: current.parentSessionId,
      notAfter: current.parentExpiresAt,
    });
    await moveImpersonations(tx, tenant.id, current.id, session.id);
    return { user, session };
  });
  if (!user || !session) throw new AppError('system.could-not-refresh-session');
  return loginResponse(deps, tenant, user, session);
}
