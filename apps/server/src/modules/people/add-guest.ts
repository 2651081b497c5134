import type { TGuest, TGuestInput } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { signInUrl } from '../../lib/public-origin.ts';
import { refusingDuplicates } from '../../lib/resource-kit/unique-violation.ts';
import { presentGuest } from './guest-presenter.ts';
import { countGuests, findUser, lockAccount } from './guests.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { limitPasswordMails } from './limit-password-mails.ts';
import { masterAccountOf } from './master-account.ts';
import { newTemporaryPassword } from './temporary-password.ts';
import { usernameInUse } from './username-in-use.ts';
import { usernameTaken } from './username-taken.ts';

/**
 * The master user adds a guest to their own account, up to the tenant's guest limit (409
 * `user.guest-slots-taken` past it; the account row is locked, so two invitations at once cannot both
 * take the last seat). The guest gets a temporary password by mail (masked in the outbox) and must
 * change it and accept the terms at the first sign-in. Invitations are limited per recipient and per
 * account (429 `user.mail-rate-limited`), counted only once every other check has passed.
 */
export async function addGuest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  tenant: Tenant,
  actor: Actor,
  input: TGuestInput & { email: string },
): Promise<TGuest> {
  const accountId = masterAccountOf(actor);
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const { guest, master } = await deps.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, tenant.id, accountId))) throw new AppError('user.no-group');
    if ((await countGuests(tx, tenant.id, accountId)) >= tenant.guestLimit) {
      throw new AppError('user.guest-slots-taken');
    }
    if (await usernameTaken(tx, tenant.id, input.email)) throw usernameInUse();
    await limitPasswordMails(tx, deps, tenant, { accountId }, input.email);
    const [guest] = await refusingDuplicates(
      () =>
        tx
          .insert(users)
          .values({
            tenantId: tenant.id,
            accountId,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            role: 'Student',
            membership: 'Guest',
            preferredLocale: tenant.defaultLocale,
            passwordHash,
            mustChangePassword: true,
          })
          .returning(),
      {},
    ).catch((error: unknown) => {
      // Another request took the username between the check and the insert.
      throw error instanceof AppError && error.code === 'duplicate' ? usernameInUse() : error;
    });
    const master = await findUser(tx, tenant.id, actor.userId);
    if (!master) throw new AppError('system.unauthorized');
    return { guest: guest!, master };
  });
  await deps.mailer.queue(
    invitationMail(tenant, guest, master, temporaryPassword, signInUrl(deps.config, tenant)),
  );
  return presentGuest(guest);
}
