import type { TLoginResponse, TOidcCompleteRequest } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findUserById } from '../auth.repository.ts';
import type { ClientInfo } from '../client-info.ts';
import { signInUser } from '../sessions/index.ts';
import { takeVerifiedSignIn } from './oidc.repository.ts';

/**
 * The browser that began a sign-in with the school's provider completes it (once): the user the callback
 * verified is signed in exactly as a password login signs in (the same session, the same login response
 * and its steps: change password, terms, the add-payment step). A deactivated or deleted user is refused.
 */
export async function completeOidcSignIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  tenant: Tenant,
  browserSecret: string | undefined,
  input: TOidcCompleteRequest,
  client: ClientInfo,
): Promise<TLoginResponse> {
  const userId = browserSecret
    ? await takeVerifiedSignIn(deps.db, tenant.id, browserSecret, deps.clock.now())
    : null;
  if (!userId) throw new AppError('auth.oidc-state');
  const user = await findUserById(deps.db, tenant.id, userId);
  if (!user || user.deactivatedAt) throw new AppError('auth.oidc-no-account');
  return signInUser(deps, tenant, user, {
    rememberMe: input.rememberMe ?? false,
    forceChangePassword: user.mustChangePassword,
    client,
  });
}
