import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildTenant } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

describe('GET /api/tenant', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await buildTenant(t.deps.db, { slug: 'uno', hosts: ['uno.test'], supportPhone: '111', isDefault: true });
    await buildTenant(t.deps.db, {
      slug: 'dos',
      hosts: ['dos.test'],
      supportPhone: '222',
      paymentEnabled: false,
    });
  });

  it("answers the public settings of the host's tenant only", async () => {
    const uno = await t.app.inject({ url: '/api/tenant', headers: { host: 'uno.test' } });
    expect(uno.json()).toMatchObject({ name: 'Tenant uno', supportPhone: '111', paymentEnabled: true });
    const dos = await t.app.inject({ url: '/api/tenant', headers: { host: 'dos.test' } });
    expect(dos.json()).toMatchObject({ name: 'Tenant dos', supportPhone: '222', paymentEnabled: false });
    expect(dos.json().timeZone).toBe('UTC');
    expect(Object.keys(dos.json()).sort()).toEqual(
      [
        'defaultLocale',
        'guestPaymentsEnabled',
        'name',
        'paymentEnabled',
        'signInProvider',
        'supportEmail',
        'supportPhone',
        'timeZone',
        'tutoringEnabled',
      ].sort(),
    );
  });

  it('answers 404 system.tenant-not-found when no tenant exists at all', async () => {
    const empty = await buildTestApp();
    const res = await empty.app.inject({ url: '/api/tenant' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('system.tenant-not-found');
    await empty.close();
  });
});
