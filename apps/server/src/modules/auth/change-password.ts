import type { TLoginResponse, TPasswordChangeRequest } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { findUserById, issueSession, revokeSession, revokeUserSessions } from './auth.repository.ts';
import type { ClientInfo } from './login.ts';
import { loginResponse } from './login-response.ts';
import { invalidateOneTimeCodes } from './one-time-passwords.repository.ts';

/** The limit on wrong current passwords (the route binds it to the request: `passwordCheckLimit`). */
export type PasswordChecks = {
  /** Refuses (429 `system.rate-limited`) while the user's failed sign-ins are at the login limit. */
  check(username: string): Promise<void>;
  /** Counts a wrong current password with the user's failed logins; true when the session must end. */
  failed(username: string): Promise<boolean>;
  /** Clears the user's count, as a successful login does. */
  succeeded(username: string): Promise<void>;
};

/**
 * Sets a new password (the last step of a login with extra steps, or a signed-in user's change):
 * records the terms acceptance, clears the must-change flag, revokes every session of the user and
 * answers a login response with a fresh access token. A signed-in user's change (an access token)
 * needs the current password; the forced change after a temporary or one-time password does not, and
 * refuses the password the user already has. Wrong current passwords count with the user's failed logins
 * (`checks`): after a few the session ends (401 `user.password-attempts-exceeded`).
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  tenant: Tenant,
  actor: Actor,
  current: AuthSession,
  input: TPasswordChangeRequest,
  client: ClientInfo,
  checks: PasswordChecks,
): Promise<TLoginResponse> {
  // Only the user themself, never an administrator acting as them.
  if (input.userId !== actor.userId || actor.impersonatorId) throw new AppError('system.forbidden');
  const user = await findUserById(deps.db, tenant.id, actor.userId);
  if (!user) throw new AppError('system.unauthorized');
  if (!user.termsAcceptedAt && !input.termsAccepted) throw new AppError('user.must-accept-terms');
  if (current.kind === 'access') {
    if (!input.currentPassword) throw new AppError('user.current-password-required');
    await checks.check(user.email);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      if (await checks.failed(user.email)) {
        await revokeSession(deps.db, tenant.id, current.id, deps.clock.now());
        throw new AppError('user.password-attempts-exceeded');
      }
      throw new AppError('user.invalid-password');
    }
    await checks.succeeded(user.email);
  } else if (user.mustChangePassword && (await verifyPassword(user.passwordHash, input.newPassword))) {
    throw new AppError('user.same-password');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  const { updated, session } = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, termsAcceptedAt: user.termsAcceptedAt ?? now })
      .where(and(eq(users.id, user.id), eq(users.tenantId, tenant.id)))
      .returning();
    await revokeUserSessions(tx, tenant.id, user.id, now);
    await invalidateOneTimeCodes(tx, user.id, now);
    const session = await issueSession(tx, deps.clock, {
      tenantId: tenant.id,
      userId: user.id,
      kind: 'access',
      ttlMinutes: deps.config.ACCESS_TOKEN_TTL_MINUTES,
      rememberMe: current.rememberMe,
      originIp: client.ip,
      userAgent: client.userAgent,
    });
    return { updated: updated!, session };
  });
  return loginResponse(deps, tenant, updated, session);
}
