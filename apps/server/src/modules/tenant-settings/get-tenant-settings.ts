import type { TTenantSettings } from '@puente/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { tenants } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentTenantSettings } from './tenant-settings.presenter.ts';

/** The caller's tenant's settings, read fresh (not the request's cached tenant: the version must be current). */
export async function getTenantSettings(
  deps: Pick<AppDeps, 'db' | 'paymentProviders'>,
  actor: Actor,
): Promise<TTenantSettings> {
  const [tenant] = await deps.db.select().from(tenants).where(eq(tenants.id, actor.tenantId));
  if (!tenant) throw new AppError('system.tenant-not-found');
  return presentTenantSettings(tenant, deps.paymentProviders.fallback.name);
}
