import type { TAdminUser, TAuditAction } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { type User, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAdminAction } from '../../audit/index.ts';
import { revokeUserSessions } from '../../auth/index.ts';
import { auditedUser, presentAdminUser } from '../user-presenter.ts';
import { findTenantUser } from '../users.repository.ts';

/** What one state change does to the locked user row (it may refuse), and what it sets. */
export type StateChange = {
  action: Extract<TAuditAction, `user.${string}`>;
  /** Checks the user (locked) before the change; throws to refuse. */
  check: (tx: DbOrTx, user: User) => Promise<void>;
  set: (now: Date) => Partial<Pick<User, 'deactivatedAt' | 'deletedAt'>>;
  /** Ends every session of the user at once. */
  revokesSessions: boolean;
};

/**
 * Runs one change of a user's state (deactivate, reactivate, delete, recover) in a transaction: the user
 * row locked, the change's check, the new state with the next version, the sessions revoked when it takes
 * access away, and the audit record with before and after.
 */
export async function changeUserState(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  userId: string,
  change: StateChange,
): Promise<TAdminUser> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findTenantUser(tx, actor.tenantId, userId, true);
    if (!before) throw new AppError('user.not-found');
    await change.check(tx, before);
    const [after] = await tx
      .update(users)
      .set({ ...change.set(now), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, before.id), eq(users.tenantId, actor.tenantId)))
      .returning();
    if (change.revokesSessions) await revokeUserSessions(tx, actor.tenantId, before.id, now);
    await recordAdminAction(tx, actor, {
      action: change.action,
      targetType: 'user',
      targetId: before.id,
      before: auditedUser(before),
      after: auditedUser(after!),
      at: now,
    });
    return presentAdminUser(after!);
  });
}
