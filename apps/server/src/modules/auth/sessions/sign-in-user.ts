import type { TLoginResponse } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant, User } from '../../../db/schema/index.ts';
import { issueSession } from '../auth.repository.ts';
import type { ClientInfo } from '../client-info.ts';
import { loginResponse } from '../login-response.ts';

/** Lifetime of the temporary token of a login that still needs its extra steps. */
const TEMPORARY_TOKEN_TTL_MINUTES = 15;

/**
 * Issues the session of a user whose identity was just proven (a password, a one-time password, the
 * school's OpenID Connect provider) and answers the login response. A user who must change password or
 * accept the terms gets a temporary token that only the password change accepts.
 */
export async function signInUser(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  tenant: Tenant,
  user: User,
  input: { rememberMe: boolean; forceChangePassword: boolean; client: ClientInfo },
): Promise<TLoginResponse> {
  const forceChangePassword = input.forceChangePassword;
  const agreeTerms = user.termsAcceptedAt === null;
  const needsSteps = forceChangePassword || agreeTerms;
  const session = await issueSession(deps.db, deps.clock, {
    tenantId: tenant.id,
    userId: user.id,
    kind: needsSteps ? 'temporary' : 'access',
    ttlMinutes: needsSteps ? TEMPORARY_TOKEN_TTL_MINUTES : deps.config.ACCESS_TOKEN_TTL_MINUTES,
    rememberMe: input.rememberMe,
    // The address the server sees: the client's own `origin` is its claim, never evidence.
    originIp: input.client.ip,
    userAgent: input.client.userAgent,
    signIn: true,
  });
  return loginResponse(deps, tenant, user, session, { forceChangePassword, agreeTerms });
}
