import type { TLoginResponse } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Tenant, User } from '../../db/schema/index.ts';
import { summaryFor } from './account-summary.ts';
import { presentLogin } from './auth.presenter.ts';
import type { IssuedSession } from './auth.repository.ts';

type Flags = { forceChangePassword: boolean; agreeTerms: boolean };
const noSteps: Flags = { forceChangePassword: false, agreeTerms: false };

/** The login response for a user and the session just issued to them. */
export async function loginResponse(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenant: Tenant,
  user: User,
  session: IssuedSession,
  flags: Flags = noSteps,
): Promise<TLoginResponse> {
  const summary = await summaryFor(deps.db, tenant, user.accountId, deps.clock.now());
  return presentLogin({
    tenant,
    user,
    summary,
    token: session.token,
    expiresAt: session.expiresAt,
    now: deps.clock.now(),
    ...flags,
  });
}
