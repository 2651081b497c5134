import type { TAdminUser, TAdminUserEdit } from '@puente/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../audit/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { masterForStudentsOnly } from './create-user.ts';
import { auditedUser, presentAdminUser } from './user-presenter.ts';
import { keepAnAdministrator } from './user-state/index.ts';
import { findTenantUser } from './users.repository.ts';

const isStaffRole = (role: string) => role !== 'Student';

/**
 * An administrator edits a user's name, role and master/tutor flags, from the version they read (409
 * `stale` when it changed since). Staff may switch between professor and administrator; a student
 * stays a student (their account and billing would have no holder). Demoting the last administrator is
 * refused. The user's sessions carry the new flags from their next request; a new role (either way) ends
 * every session of theirs and every impersonation they opened (decision 0106): they sign in again as what
 * they now are, and an administrator's powers leave with the role.
 */
export async function updateUser(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  input: TAdminUserEdit,
): Promise<TAdminUser> {
  return deps.db.transaction(async (tx) => {
    const before = await findTenantUser(tx, actor.tenantId, input.id, true);
    if (!before || before.deletedAt) throw new AppError('user.not-found');
    if (before.version !== input.version) throw new AppError('stale');
    if (isStaffRole(before.role) !== isStaffRole(input.role)) {
      throw new AppError('user.role-change-not-allowed', {
        fields: [{ path: 'role', code: 'user.role-change-not-allowed' }],
      });
    }
    if (input.isMaster && input.role !== 'Student') throw masterForStudentsOnly();
    if (input.isMaster && before.membership === 'Guest') throw masterForStudentsOnly();
    if (before.role === 'Administrator' && input.role !== 'Administrator')
      await keepAnAdministrator(tx, before);
    const [after] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        isMaster: input.isMaster,
        isTutor: input.isTutor,
        version: sql`${users.version} + 1`,
      })
      .where(and(eq(users.id, before.id), eq(users.tenantId, actor.tenantId), isNull(users.deletedAt)))
      .returning();
    if (before.role !== input.role) await revokeUserSessions(tx, actor.tenantId, before.id, deps.clock.now());
    if (before.accountId && input.isMaster !== before.isMaster) {
      // The account's holder follows the flag: the master user is the one who holds it.
      await tx
        .update(accounts)
        .set({ masterUserId: input.isMaster ? before.id : null })
        .where(
          and(
            eq(accounts.id, before.accountId),
            eq(accounts.tenantId, actor.tenantId),
            input.isMaster ? undefined : eq(accounts.masterUserId, before.id),
          ),
        );
    }
    await recordAdminAction(tx, actor, {
      action: 'user.update',
      targetType: 'user',
      targetId: before.id,
      before: auditedUser(before),
      after: auditedUser(after!),
      at: deps.clock.now(),
    });
    return presentAdminUser(after!);
  });
}
