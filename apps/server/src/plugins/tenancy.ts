import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { type Tenant, tenants } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { isApiRoute } from './api-request.ts';
import type { CacheInvalidation } from './cache-invalidation.ts';
import { setSecurityHeaders } from './security.ts';

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

/** The tenant that owns a host name, else the default tenant, else null: one query. */
async function resolveTenant(db: Database, host: string): Promise<Tenant | null> {
  const [tenant] = await db
    .select()
    .from(tenants)
    .where(sql`${host} = any(${tenants.hosts}) or ${eq(tenants.isDefault, true)}`)
    .orderBy(sql`${tenants.isDefault} asc`)
    .limit(1);
  return tenant ?? null;
}

export type TenantCacheOptions = {
  /** At most this long per entry (0: no cache). */
  ttlMs: number;
  /** Host names remembered; the least recently used goes first, so random Host headers evict only each other. */
  max?: number;
  invalidation: Pick<CacheInvalidation, 'live' | 'subscribe'>;
};

/**
 * Each host's tenant, in memory while the invalidation listener is live: any change to a tenant
 * (flags, hosts, a new tenant claiming a host) drops the whole cache on every instance. Concurrent
 * misses of one host share one query.
 */
export function createTenantCache(db: Database, options: TenantCacheOptions) {
  const { ttlMs, invalidation } = options;
  if (ttlMs <= 0) return (host: string) => resolveTenant(db, host);
  let generation = 0;
  const cache = new LRUCache<string, Tenant>({
    max: options.max ?? 1000,
    ttl: ttlMs,
    fetchMethod: async (host) => {
      const started = generation;
      const tenant = await resolveTenant(db, host);
      // A change arrived while reading: answer it, but do not keep it.
      return tenant && started === generation ? tenant : undefined;
    },
  });
  invalidation.subscribe((change) => {
    if (change.kind !== 'tenant' && change.kind !== 'all') return;
    generation++;
    cache.clear();
  });
  return async (host: string): Promise<Tenant | null> => {
    if (!invalidation.live) return resolveTenant(db, host);
    // A change clears the cache while the host is read, aborting that read: the database answers.
    return (await cache.fetch(host).catch(() => undefined)) ?? resolveTenant(db, host);
  };
}

export const tenancyPlugin = fp(async (app) => {
  const lookup = createTenantCache(app.deps.db, {
    ttlMs: app.deps.config.TENANT_CACHE_MS,
    invalidation: app.cacheInvalidation,
  });
  app.decorateRequest('tenant', null as unknown as Tenant);
  // Every /api route gets a tenant or answers tenant-not-found: decided from the matched route, so no
  // spelling of the URL (escapes, case, slashes) reaches a handler without one.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.skipTenant) return;
    if (!isApiRoute(request)) {
      // A page: its tenant's payment provider decides whether the CSP lets Stripe.js in.
      if (!request.headers.accept?.includes('text/html')) return;
      const tenant = await lookup(request.hostname.toLowerCase());
      if (tenant) {
        request.tenant = tenant;
        setSecurityHeaders(request, reply);
      }
      return;
    }
    const tenant = await lookup(request.hostname.toLowerCase());
    if (!tenant) throw new AppError('system.tenant-not-found');
    request.tenant = tenant;
    setSecurityHeaders(request, reply);
  });
});
