import type { TIntrospectResponse } from '@puente/shared';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuthSession } from '../../../plugins/auth.ts';

/** Milliseconds left on the caller's token and the tenant's switches. */
export function introspect(clock: Clock, tenant: Tenant, session: AuthSession): TIntrospectResponse {
  return {
    expiration: Math.max(0, session.expiresAt.getTime() - clock.now().getTime()),
    paymentEnabled: tenant.paymentEnabled,
    tutoringEnabled: tenant.tutoringEnabled,
  };
}
