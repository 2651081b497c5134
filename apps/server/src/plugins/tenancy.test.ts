import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildTenant } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { type Tenant, tenants } from '../db/schema/index.ts';
import type { Invalidation } from './cache-invalidation.ts';
import { createTenantCache } from './tenancy.ts';

/** A stand-in for the database listener: the test says when it is live and what it hears. */
function fakeInvalidation() {
  const handlers: ((change: Invalidation) => void)[] = [];
  return {
    live: true,
    subscribe: (handler: (change: Invalidation) => void) => void handlers.push(handler),
    hear: (change: Invalidation) => {
      for (const handler of handlers) handler(change);
    },
  };
}

describe('createTenantCache', () => {
  let tenant: Tenant;
  let fallback: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    fallback = await buildTenant(t.deps.db, { slug: 'fallback', hosts: [], isDefault: true });
    tenant = await buildTenant(t.deps.db, { slug: 'cached', hosts: ['cached.test'] });
  });

  const rename = (id: string, name: string) =>
    t.deps.db.update(tenants).set({ name }).where(eq(tenants.id, id));

  it('answers from memory until it hears of a tenant change, then reads again', async () => {
    const invalidation = fakeInvalidation();
    const lookup = createTenantCache(t.deps.db, { ttlMs: 60_000, invalidation });
    expect((await lookup('cached.test'))?.name).toBe('Tenant cached');
    await rename(tenant.id, 'Renamed');
    expect((await lookup('cached.test'))?.name).toBe('Tenant cached');
    invalidation.hear({ kind: 'tenant', id: tenant.id });
    expect((await lookup('cached.test'))?.name).toBe('Renamed');
    await rename(tenant.id, 'Tenant cached');
  });

  it('answers a read a change arrived during (the cache dropped under it) from the database', async () => {
    const invalidation = fakeInvalidation();
    const lookup = createTenantCache(t.deps.db, { ttlMs: 60_000, invalidation });
    const reading = lookup('cached.test');
    invalidation.hear({ kind: 'all' });
    expect((await reading)?.id).toBe(tenant.id);
  });

  it('resolves an unknown host to the default tenant', async () => {
    const lookup = createTenantCache(t.deps.db, { ttlMs: 60_000, invalidation: fakeInvalidation() });
    expect((await lookup('unknown.test'))?.id).toBe(fallback.id);
  });

  it('keeps a host in use while random hosts come and go (least recently used leaves first)', async () => {
    const invalidation = fakeInvalidation();
    const lookup = createTenantCache(t.deps.db, { ttlMs: 60_000, max: 3, invalidation });
    await lookup('cached.test');
    await rename(tenant.id, 'Not heard of');
    for (let i = 0; i < 20; i++) {
      await lookup(`random-${i}.test`);
      expect((await lookup('cached.test'))?.name).toBe('Tenant cached');
    }
    await rename(tenant.id, 'Tenant cached');
  });

  it('shares one read between concurrent misses of a host', async () => {
    const lookup = createTenantCache(t.deps.db, { ttlMs: 60_000, invalidation: fakeInvalidation() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => lookup('cached.test')));
    expect(new Set(answers).size).toBe(1);
  });

  it('reads the database on every lookup while the listener is not live', async () => {
    const invalidation = { ...fakeInvalidation(), live: false };
    const lookup = createTenantCache(t.deps.db, { ttlMs: 60_000, invalidation });
    expect((await lookup('cached.test'))?.name).toBe('Tenant cached');
    await rename(tenant.id, 'Fresh');
    expect((await lookup('cached.test'))?.name).toBe('Fresh');
    await rename(tenant.id, 'Tenant cached');
  });
});

describe('the tenant hook on every spelling of an /api path', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await buildTenant(t.deps.db, { slug: 'uno', hosts: ['uno.test'], isDefault: true });
  });
  const empty = useTestApp();

  const get = (app: TestApp, url: string) => app.app.inject({ url, headers: { host: 'uno.test' } });

  it('resolves the tenant for escaped spellings of an /api route (the route decides, not the raw URL)', async () => {
    for (const url of [
      '/%61pi/tenant',
      '/%61%70%69/tenant',
      '/api/%74enant',
      '/ap%69/%74enant/',
      '/api/tenant/',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().name, url).toBe('Tenant uno');
    }
  });

  it('never answers 500 for double slashes, case variants or escaped slashes', async () => {
    for (const url of [
      '//api/tenant',
      '/api//tenant',
      '///%61pi/tenant',
      '/API/tenant',
      '/Api/Tenant',
      '/%41PI/tenant',
      '/api/%2574enant',
      '/api%2Ftenant',
      '/api/tenant%2F',
      '/api/%2e%2e/api/tenant',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('fails closed: an /api route with no tenant answers tenant-not-found, however it is spelt', async () => {
    for (const url of ['/api/tenant', '/%61pi/tenant', '/api/%74enant', '/api/courses', '/%61pi/courses']) {
      const res = await get(empty, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('system.tenant-not-found');
    }
    expect((await get(empty, '/api/health')).statusCode).toBe(200);
  });
});
