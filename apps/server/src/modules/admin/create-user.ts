import type { TAdminUser, TAdminUserInput } from '@puente/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, type Tenant, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { signInUrl } from '../../lib/public-origin.ts';
import { refusingDuplicates } from '../../lib/resource-kit/unique-violation.ts';
import { recordAdminAction } from '../audit/index.ts';
import { limitPasswordMails, newTemporaryPassword, usernameInUse, usernameTaken } from '../people/index.ts';
import { welcomeMail } from './user-mails.ts';
import { auditedUser, presentAdminUser } from './user-presenter.ts';

/** 400 `user.master-students-only` on the master flag: staff hold no account. */
export const masterForStudentsOnly = () =>
  new AppError('user.master-students-only', {
    fields: [{ path: 'isMaster', code: 'user.master-students-only' }],
  });

/**
 * An administrator creates a student, professor or administrator. A student gets a billing account of
 * their own (they are its master user when the flag says so). The user gets a temporary password by
 * mail (masked in the outbox) and must change it and accept the terms at the first sign-in.
 */
export async function createUser(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  tenant: Tenant,
  actor: Actor,
  input: TAdminUserInput & { email: string },
): Promise<TAdminUser> {
  if (input.isMaster && input.role !== 'Student') throw masterForStudentsOnly();
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const user = await deps.db.transaction(async (tx) => {
    if (await usernameTaken(tx, tenant.id, input.email)) throw usernameInUse();
    await limitPasswordMails(tx, deps, tenant, { administratorId: actor.userId }, input.email);
    let accountId: string | null = null;
    if (input.role === 'Student') {
      const [account] = await tx
        .insert(accounts)
        .values({ tenantId: tenant.id, name: `${input.firstName} ${input.lastName}`.trim() })
        .returning({ id: accounts.id });
      accountId = account!.id;
    }
    const [user] = await refusingDuplicates(
      () =>
        tx
          .insert(users)
          .values({
            tenantId: tenant.id,
            accountId,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            role: input.role,
            isMaster: input.isMaster,
            isTutor: input.isTutor,
            membership: 'Member',
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
    if (accountId && input.isMaster) {
      await tx.update(accounts).set({ masterUserId: user!.id }).where(eq(accounts.id, accountId));
    }
    await recordAdminAction(tx, actor, {
      action: 'user.create',
      targetType: 'user',
      targetId: user!.id,
      before: null,
      after: auditedUser(user!),
      at: deps.clock.now(),
    });
    return user!;
  });
  await deps.mailer.queue(welcomeMail(tenant, user, temporaryPassword, signInUrl(deps.config, tenant)));
  return presentAdminUser(user);
}
