import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { cancelGuestSessions, mailCancelledSessions } from '../tutoring/index.ts';
import { findGuest } from './guests.repository.ts';
import { masterAccountOf } from './master-account.ts';

/**
 * The master user deactivates a guest: the guest can no longer sign in, every session of theirs ends at
 * once (the route waits until every instance has dropped them) and the seat is free for another guest.
 * Their tutoring sessions still to come are cancelled, a paid one's charge reversed on the account, and
 * both sides are told by mail.
 * The user row stays (soft delete), so what they did keeps its author.
 */
export async function removeGuest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  tenant: Tenant,
  actor: Actor,
  guestId: string,
): Promise<void> {
  const accountId = masterAccountOf(actor);
  const guest = await findGuest(deps.db, tenant.id, accountId, guestId);
  if (!guest) throw new AppError('user.not-found');
  const now = deps.clock.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: now })
      .where(and(eq(users.id, guest.id), eq(users.tenantId, tenant.id), isNull(users.deletedAt)));
    await revokeUserSessions(tx, tenant.id, guest.id, now);
    return cancelGuestSessions(tx, { tenantId: tenant.id, guestId: guest.id, by: actor.userId, now });
  });
  await mailCancelledSessions(deps, cancelled);
}
