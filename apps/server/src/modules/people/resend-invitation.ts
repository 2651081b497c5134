import type { TGuest } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { signInUrl } from '../../lib/public-origin.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { presentGuest } from './guest-presenter.ts';
import { findGuest, findUser } from './guests.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { limitPasswordMails } from './limit-password-mails.ts';
import { masterAccountOf } from './master-account.ts';
import { newTemporaryPassword } from './temporary-password.ts';

/**
 * Sends a guest who has not signed in yet a new invitation: a new temporary password replaces the
 * earlier one (which stops working). Once the guest has chosen their password there is nothing to
 * resend (409 `user.invitation-accepted`). Another account's user is 404 `user.not-found`. Resends count
 * with the invitations against the recipient's and the account's mail limits (429 `user.mail-rate-limited`).
 */
export async function resendInvitation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  tenant: Tenant,
  actor: Actor,
  guestId: string,
): Promise<TGuest> {
  const accountId = masterAccountOf(actor);
  const guest = await findGuest(deps.db, tenant.id, accountId, guestId);
  if (!guest) throw new AppError('user.not-found');
  if (!presentGuest(guest).invitationPending) throw new AppError('user.invitation-accepted');
  const master = await findUser(deps.db, tenant.id, actor.userId);
  if (!master) throw new AppError('system.unauthorized');
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await deps.db.transaction(async (tx) => {
    await limitPasswordMails(tx, deps, tenant, { accountId }, guest.email);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true })
      .where(and(eq(users.id, guest.id), eq(users.tenantId, tenant.id)));
    await revokeUserSessions(tx, tenant.id, guest.id, deps.clock.now());
  });
  await deps.mailer.queue(
    invitationMail(tenant, guest, master, temporaryPassword, signInUrl(deps.config, tenant)),
  );
  return presentGuest(guest);
}
