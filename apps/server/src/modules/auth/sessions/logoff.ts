import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { recordAdminAction } from '../../audit/index.ts';
import { findUserById, revokeSessionByToken } from '../auth.repository.ts';

/**
 * Revokes the session a token names (access or temporary); nothing to do without a token. Ending an
 * impersonation session is recorded in the audit log as the administrator's `impersonation.end`, in the
 * same transaction.
 */
export async function logoff(deps: Pick<AppDeps, 'db' | 'clock'>, tenant: Tenant, token: string | null) {
  if (!token) return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeSessionByToken(tx, tenant.id, token, now);
    if (!revoked?.impersonatorId) return;
    const user = await findUserById(tx, tenant.id, revoked.userId);
    await recordAdminAction(
      tx,
      { tenantId: tenant.id, userId: revoked.impersonatorId, impersonatorId: null },
      {
        action: 'impersonation.end',
        targetType: 'user',
        targetId: revoked.userId,
        targetName: user ? `${user.firstName} ${user.lastName} (${user.email})` : null,
        at: now,
      },
    );
  });
}
