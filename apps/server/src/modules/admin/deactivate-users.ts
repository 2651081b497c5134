import type { TAdminUserBulk, TAdminUserBulkResult } from '@puente/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../audit/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { lockBulkTargets } from './bulk-targets.ts';
import { auditedUser } from './user-presenter.ts';
import { lockActiveAdministrators } from './users.repository.ts';

/**
 * Deactivates many users at once, in one transaction: every one of them loses access and their sessions
 * end, each change in the audit log. All or nothing: when it would leave the school without an active
 * administrator it refuses (409 `user.last-administrator`) and changes no one. Users already inactive
 * are left as they are and not counted.
 */
export async function deactivateUsers(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  target: TAdminUserBulk,
): Promise<TAdminUserBulkResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await lockBulkTargets(tx, actor.tenantId, target);
    const active = found.filter((user) => user.deactivatedAt === null);
    if (active.length === 0) return { count: 0 };
    if (active.some((user) => user.role === 'Administrator')) {
      const leaving = new Set(active.map((user) => user.id));
      const administrators = await lockActiveAdministrators(tx, actor.tenantId);
      if (administrators.every((id) => leaving.has(id))) throw new AppError('user.last-administrator');
    }
    const ids = active.map((user) => user.id);
    const changed = await tx
      .update(users)
      .set({ deactivatedAt: now, version: sql`${users.version} + 1` })
      .where(and(eq(users.tenantId, actor.tenantId), inArray(users.id, ids)))
      .returning();
    const before = new Map(active.map((user) => [user.id, user]));
    for (const after of changed) {
      await revokeUserSessions(tx, actor.tenantId, after.id, now);
      await recordAdminAction(tx, actor, {
        action: 'user.deactivate',
        targetType: 'user',
        targetId: after.id,
        before: auditedUser(before.get(after.id)!),
        after: auditedUser(after),
        at: now,
      });
    }
    return { count: changed.length };
  });
}
