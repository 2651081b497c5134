import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { type Tenant, tenants } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant the Host header resolves to (or the default tenant). Every tenant-owned query uses it. */
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** Routes that must answer without a tenant (health). */
    skipTenant?: boolean;
  }
}

/** The tenant that owns a host name, else the default tenant, else null. */
export async function resolveTenant(db: Database, host: string): Promise<Tenant | null> {
  const [byHost] = await db.select().from(tenants).where(sql`${host} = any(${tenants.hosts})`).limit(1);
  if (byHost) return byHost;
  const [fallback] = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return fallback ?? null;
}

export const tenancyPlugin = fp(async (app) => {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.skipTenant || !request.url.startsWith('/api/')) return;
    const tenant = await resolveTenant(app.deps.db, request.hostname.toLowerCase());
    if (!tenant) throw new AppError('system.unavailable');
    request.tenant = tenant;
  });
});
