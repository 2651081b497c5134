import type { TAdminUserBulk, TAdminUserBulkResult } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, type User, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { hashPassword } from '../../lib/password.ts';
import { signInUrl } from '../../lib/public-origin.ts';
import { recordAdminAction } from '../audit/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { limitPasswordMails, newTemporaryPassword } from '../people/index.ts';
import { lockBulkTargets } from './bulk-targets.ts';
import { welcomeMail } from './user-mails.ts';
import { auditedUser } from './user-presenter.ts';

/** Invited and not yet signed in: the temporary password still to change and the terms to accept. */
const stillInvited = (user: User) =>
  user.deactivatedAt === null && user.mustChangePassword && user.termsAcceptedAt === null;

/**
 * Invites again the chosen users who have not signed in yet (the others are left out and not counted):
 * each gets a new temporary password in a new welcome mail, through the mail queue once the transaction
 * has committed. One transaction; every mail counts against the administrator's and the recipient's mail
 * limits, and past one (429 `user.mail-rate-limited`) nobody is invited.
 */
export async function reinviteUsers(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  tenant: Tenant,
  actor: Actor,
  target: TAdminUserBulk,
): Promise<TAdminUserBulkResult> {
  const now = deps.clock.now();
  const invited = await deps.db.transaction(async (tx) => {
    const found = (await lockBulkTargets(tx, tenant.id, target)).filter(stillInvited);
    const done: { user: User; temporaryPassword: string }[] = [];
    for (const before of found) {
      await limitPasswordMails(tx, deps, tenant, { administratorId: actor.userId }, before.email);
      const temporaryPassword = newTemporaryPassword();
      const [after] = await tx
        .update(users)
        .set({ passwordHash: await hashPassword(temporaryPassword), version: sql`${users.version} + 1` })
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
      done.push({ user: after!, temporaryPassword });
    }
    return done;
  });
  for (const { user, temporaryPassword } of invited)
    await deps.mailer.queue(welcomeMail(tenant, user, temporaryPassword, signInUrl(deps.config, tenant)));
  return { count: invited.length };
}
