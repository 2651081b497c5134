import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildTenant } from '../../test/factories.ts';
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
  let t: TestApp;
  let tenant: Tenant;
  let fallback: Tenant;
  beforeAll(async () => {
    t = await buildTestApp();
    fallback = await buildTenant(t.deps.db, { slug: 'fallback', hosts: [], isDefault: true });
    tenant = await buildTenant(t.deps.db, { slug: 'cached', hosts: ['cached.test'] });
  });
  afterAll(() => t.close());

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
