import type { TLoginRequest, TLoginResponse } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import { findUserByEmail, requirePasswordChange } from '../auth.repository.ts';
import type { ClientInfo } from '../client-info.ts';
import { consumeOneTimeCode } from '../one-time-passwords.repository.ts';
import { signInUser } from './sign-in-user.ts';

let dummyHash: Promise<string> | undefined;
/** A hash to verify against for unknown users, so they cost the same time as a wrong password. */
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-password-0');
  return dummyHash;
};

/**
 * Signs a user of the tenant in with their password or a one-time password. Unknown user and wrong
 * password answer the same. A user who must change password or accept the terms (or who used a
 * one-time password) gets a temporary token that only the password change accepts.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  tenant: Tenant,
  input: TLoginRequest,
  client: ClientInfo,
): Promise<TLoginResponse> {
  const user = await findUserByEmail(deps.db, tenant.id, input.username);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new AppError('errors.login.credentials');
  }
  let usedOneTimePassword = false;
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    usedOneTimePassword = await consumeOneTimeCode(deps.db, {
      tenantId: tenant.id,
      userId: user.id,
      code: input.password,
      now: deps.clock.now(),
    });
    if (!usedOneTimePassword) throw new AppError('errors.login.credentials');
    // The change that follows is forced: the server knows it, not only the temporary token's holder.
    await requirePasswordChange(deps.db, tenant.id, user.id);
  }
  return signInUser(deps, tenant, user, {
    rememberMe: input.rememberMe ?? false,
    forceChangePassword: user.mustChangePassword || usedOneTimePassword,
    client,
  });
}
