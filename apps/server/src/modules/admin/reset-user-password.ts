import type { TAdminUser } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { signInUrl } from '../../lib/public-origin.ts';
import { recordAdminAction } from '../audit/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { limitPasswordMails, newTemporaryPassword } from '../people/index.ts';
import { passwordResetMail } from './user-mails.ts';
import { auditedUser, presentAdminUser } from './user-presenter.ts';
import { findTenantUser } from './users.repository.ts';

/**
 * An administrator resets a user's password: a new temporary password by mail (masked in the outbox),
 * to change at the next sign-in; every session of the user ends at once. The old password stops working.
 * Resets count against the recipient's and the administrator's mail limits (429 `user.mail-rate-limited`).
 */
export async function resetUserPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  tenant: Tenant,
  actor: Actor,
  userId: string,
): Promise<TAdminUser> {
  const target = await findTenantUser(deps.db, tenant.id, userId, true);
  if (!target || target.deletedAt) throw new AppError('user.not-found');
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const now = deps.clock.now();
  const user = await deps.db.transaction(async (tx) => {
    const before = await findTenantUser(tx, tenant.id, userId, true);
    if (!before || before.deletedAt) throw new AppError('user.not-found');
    await limitPasswordMails(tx, deps, tenant, { administratorId: actor.userId }, before.email);
    const [after] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, before.id), eq(users.tenantId, tenant.id)))
      .returning();
    await revokeUserSessions(tx, tenant.id, before.id, now);
    await recordAdminAction(tx, actor, {
      action: 'user.reset-password',
      targetType: 'user',
      targetId: before.id,
      before: auditedUser(before),
      after: auditedUser(after!),
      at: now,
    });
    return after!;
  });
  await deps.mailer.queue(passwordResetMail(tenant, user, temporaryPassword, signInUrl(deps.config, tenant)));
  return presentAdminUser(user);
}
