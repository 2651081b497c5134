import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { revokeSessionByToken } from '../auth.repository.ts';

/** Revokes the session a token names (access or temporary); nothing to do without a token. */
export async function logoff(deps: Pick<AppDeps, 'db' | 'clock'>, tenant: Tenant, token: string | null) {
  if (!token) return;
  await revokeSessionByToken(deps.db, tenant.id, token, deps.clock.now());
}
