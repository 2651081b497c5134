import type { TTenantSettings } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { ConfigError } from '../../config.ts';
import { tenants } from '../../db/schema/index.ts';
import { createSettingsCipher } from '../../lib/settings-cipher.ts';
import { secureTenantSecrets } from './secure-tenant-secrets.ts';

describe("the payment secret key at rest (encrypted with the settings' key)", () => {
  const t = useTestApp();

  it('is never in the column as typed; plain keys from before are encrypted once; only this key opens them', async () => {
    const tenant = await buildTenant(t.deps.db);
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const current = (await t.app.inject({ url: '/api/admin/tenant-settings', headers: admin })).json();
    const {
      secretKeyConfigured: _set,
      serverProvider: _server,
      updatedAt: _at,
      ...edit
    } = current as TTenantSettings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tenant-settings',
      headers: admin,
      payload: {
        ...edit,
        paymentProviderMode: 'live',
        paymentPublicKey: 'pk_live_visible',
        secretKey: 'sk_live_PlainTextMustNotBeStored',
      },
    });
    expect(saved.statusCode).toBe(200);
    const row = async () => (await t.deps.db.select().from(tenants).where(eq(tenants.id, tenant.id)))[0]!;
    const stored = (await row()).paymentSecretKey!;
    expect(stored).toMatch(/^enc:v1:/);
    expect(t.deps.settingsCipher.decrypt(stored)).toBe('sk_live_PlainTextMustNotBeStored');
    const raw = await t.deps.database.pool.query('select * from tenants where id = $1', [tenant.id]);
    expect(JSON.stringify(raw.rows)).not.toContain('PlainTextMustNotBeStored');

    // A key stored in plain text before encryption at rest: encrypted at start-up, once.
    await t.deps.db
      .update(tenants)
      .set({ paymentSecretKey: 'sk_live_FromBeforeEncryption' })
      .where(eq(tenants.id, tenant.id));
    expect(await secureTenantSecrets(t.deps.db, t.deps.settingsCipher)).toBe(1);
    const migrated = (await row()).paymentSecretKey!;
    expect(migrated).not.toContain('FromBeforeEncryption');
    expect(t.deps.settingsCipher.decrypt(migrated)).toBe('sk_live_FromBeforeEncryption');
    expect(await secureTenantSecrets(t.deps.db, t.deps.settingsCipher)).toBe(0);

    // Another key: a clear start-up error naming the variable, never "not set".
    const wrong = createSettingsCipher(Buffer.alloc(32, 7));
    await expect(secureTenantSecrets(t.deps.db, wrong)).rejects.toThrow(ConfigError);
    await expect(secureTenantSecrets(t.deps.db, wrong)).rejects.toThrow(/SETTINGS_ENCRYPTION_KEY/);
    // At run time that school's payments are refused, not moved to the server's provider.
    const student = await buildUser(t.deps.db, tenant);
    await t.deps.db
      .update(tenants)
      .set({ paymentSecretKey: wrong.encrypt('sk_live_other'), paymentEnabled: true })
      .where(eq(tenants.id, tenant.id));
    const headers = (await signIn(t, student)).headers;
    const customer = await t.app.inject({ url: '/api/retail/getstripecustomer', headers });
    expect(customer.statusCode).toBe(503);
    expect(customer.json().code).toBe('payment.provider-unavailable');
    await t.deps.db
      .update(tenants)
      .set({ paymentProviderMode: 'server', paymentPublicKey: null, paymentSecretKey: null })
      .where(eq(tenants.id, tenant.id));
  });
});
