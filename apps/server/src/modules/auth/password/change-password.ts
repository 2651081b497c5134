import type { TLoginResponse, TPasswordChangeRequest } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { type Tenant, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import type { AuthSession } from '../../../plugins/auth.ts';
import { findUserById, issueSession, revokeSession, revokeUserSessions } from '../auth.repository.ts';
import type { ClientInfo } from '../client-info.ts';
import { loginResponse } from '../login-response.ts';
import { invalidateOneTimeCodes } from '../one-time-passwords.repository.ts';

/** The limit on wrong current passwords (the route binds it to the request's school: `passwordCheckLimit`). */
export type PasswordChecks = {
  /**
   * Counts this attempt in the user's own bucket before the password is checked (atomically: parallel
   * attempts each get their own number); refuses (429 `system.rate-limited`) past the limit; else answers
   * how many more the user may get wrong after this one (0: this one ends the session if wrong).
   */
  attempt(userId: string): Promise<number>;
  /** Counts a wrong current password with the user's failed logins (no more guesses than a login). */
  failed(email: string): Promise<void>;
  /** Clears the user's counts, as a successful login does. */
  succeeded(userId: string, email: string): Promise<void>;
};

/**
 * Sets a new password (the last step of a login with extra steps, or a signed-in user's change):
 * records the terms acceptance, clears the must-change flag, revokes every session of the user and
 * answers a login response with a fresh access token. A signed-in user's change (an access token)
 * needs the current password; the forced change after a temporary or one-time password does not, and
 * refuses the password the user already has. Attempts at the current password are counted before the check
 * (`checks`): after a few wrong ones the session ends (401 `user.password-attempts-exceeded`); wrong ones
 * also count with the user's failed logins.
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
    const left = await checks.attempt(user.id);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await checks.failed(user.email);
      if (left === 0) {
        await revokeSession(deps.db, tenant.id, current.id, deps.clock.now());
        throw new AppError('user.password-attempts-exceeded');
      }
      throw new AppError('user.invalid-password');
    }
    await checks.succeeded(user.id, user.email);
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
