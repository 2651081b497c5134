import type { TLoginResponse } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthSession } from '../../../plugins/auth.ts';
import { recordAdminAction } from '../../audit/index.ts';
import { findUserById, issueSession } from '../auth.repository.ts';
import type { ClientInfo } from '../client-info.ts';
import { loginResponse } from '../login-response.ts';

/**
 * An administrator signs in as another user of the tenant; the session records who is acting, and lives
 * within the administrator's own session: it ends with it (logoff, revocation, password change) and is
 * never valid, nor refreshed, beyond its expiry. It also ends when the administrator stops being one (a
 * role change, deactivation, deletion or password reset: decision 0106). Another administrator cannot be
 * acted as (403 `user.impersonate-administrator`): that would lend the administrator's powers to a
 * session that outlives their own role. The audit log records who began acting as whom.
 */
export async function impersonate(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  tenant: Tenant,
  admin: Actor,
  adminSession: AuthSession,
  targetUserId: string,
  client: ClientInfo,
): Promise<TLoginResponse> {
  const target = await findUserById(deps.db, tenant.id, targetUserId);
  if (!target) throw new AppError('user.not-found');
  if (target.role === 'Administrator') throw new AppError('user.impersonate-administrator');
  const session = await deps.db.transaction(async (tx) => {
    const issued = await issueSession(tx, deps.clock, {
      tenantId: tenant.id,
      userId: target.id,
      kind: 'access',
      ttlMinutes: deps.config.ACCESS_TOKEN_TTL_MINUTES,
      originIp: client.ip,
      userAgent: client.userAgent,
      // The original administrator stays the impersonator across nested impersonations.
      impersonatorId: admin.impersonatorId ?? admin.userId,
      // Nested: the administrator's own session, not the impersonation acted from.
      parentSessionId: adminSession.parentSessionId ?? adminSession.id,
      notAfter: adminSession.parentExpiresAt ?? adminSession.expiresAt,
    });
    await recordAdminAction(tx, admin, {
      action: 'impersonation.start',
      targetType: 'user',
      targetId: target.id,
      targetName: `${target.firstName} ${target.lastName} (${target.email})`,
      after: { email: target.email, role: target.role },
      at: deps.clock.now(),
    });
    return issued;
  });
  return loginResponse(deps, tenant, target, session);
}
