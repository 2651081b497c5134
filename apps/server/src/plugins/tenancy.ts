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
async function resolveTenant(db: Database, host: string): Promise<Tenant | null> {
  const [byHost] = await db.select().from(tenants).where(sql`${host} = any(${tenants.hosts})`).limit(1);
  if (byHost) return byHost;
  const [fallback] = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return fallback ?? null;
}

/** Remembers each host's tenant for a few seconds, so most requests skip the lookup. */
export function createTenantCache(db: Database, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { tenant: Tenant; expires: number }>();
  return async (host: string): Promise<Tenant | null> => {
    const cached = entries.get(host);
    if (cached && cached.expires > now()) return cached.tenant;
    const tenant = await resolveTenant(db, host);
    if (tenant && ttlMs > 0) {
      if (entries.size > 1000) entries.clear();
      entries.set(host, { tenant, expires: now() + ttlMs });
    }
    return tenant;
  };
}

export const tenancyPlugin = fp(async (app) => {
  const lookup = createTenantCache(app.deps.db, app.deps.config.TENANT_CACHE_MS);
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.skipTenant || !request.url.startsWith('/api/')) return;
    const tenant = await lookup(request.hostname.toLowerCase());
    if (!tenant) throw new AppError('system.unavailable');
    request.tenant = tenant;
  });
});
