import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildTenant } from '../../test/factories.ts';
import { createTenantCache } from './tenancy.ts';

describe('createTenantCache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await buildTenant(t.deps.db, { slug: 'cached', hosts: ['cached.test'], isDefault: true });
  });
  afterAll(async () => {
    await t.app.close();
    await t.deps.database.close().catch(() => undefined);
  });

  it('answers from memory within the TTL and looks again after it', async () => {
    let clock = 0;
    const lookup = createTenantCache(t.deps.db, 5000, () => clock);
    const first = await lookup('cached.test');
    expect(first?.slug).toBe('cached');
    await t.deps.database.close();
    clock = 4999;
    expect((await lookup('cached.test'))?.slug).toBe('cached');
    clock = 5001;
    await expect(lookup('cached.test')).rejects.toThrow();
  });
});
