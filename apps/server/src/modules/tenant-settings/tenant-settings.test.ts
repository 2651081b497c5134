import { Writable } from 'node:stream';
import type { TTenantSettings } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { adminActions, billingPlans, type Tenant, tenants } from '../../db/schema/index.ts';
import { loggerOptions } from '../../lib/logger-options.ts';

type Headers = Record<string, string>;
const SECRET = 'sk_test_51NeverShownBackAbcdefghijklmnop';
const caching = { TENANT_CACHE_MS: 60_000, AUTH_CACHE_MS: 60_000, DATA_CACHE_MS: 60_000 };

/** Every log line of the app, kept in memory (to search it for the secret key). */
function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    lines,
    options: { ...(loggerOptions({ LOG_LEVEL: 'trace', NODE_ENV: 'test' }) as object), stream },
  };
}

describe('tenant settings (administrators)', () => {
  const logs = memoryLogger();
  const a = useTestApp({ config: caching, logger: logs.options });
  const b = useTestApp(() => ({ config: caching, database: a.deps.database }));

  async function school() {
    const tenant = await buildTenant(a.deps.db, { paymentEnabled: true });
    const admin = await buildUser(a.deps.db, tenant, { role: 'Administrator' });
    const student = await buildUser(a.deps.db, tenant);
    await a.deps.db.insert(billingPlans).values({
      tenantId: tenant.id,
      accountId: student.accountId!,
      totalCents: 60_000,
      installments: 12,
      installmentCents: 5_000,
      dueDay: 10,
      startMonth: '2026-01-01',
    });
    return {
      tenant,
      admin: (await signIn(a, admin)).headers,
      student: (await signIn(b, student)).headers,
      professor: await signInNewUser(a, tenant, { role: 'Professor' }),
    };
  }
  const read = async (headers: Headers) => a.app.inject({ url: '/api/admin/tenant-settings', headers });
  const save = (headers: Headers, payload: object) =>
    a.app.inject({ method: 'PUT', url: '/api/admin/tenant-settings', headers, payload });
  const editOf = (settings: TTenantSettings) => {
    const {
      secretKeyConfigured: _configured,
      serverProvider: _server,
      updatedAt: _updated,
      ...edit
    } = settings;
    return edit;
  };

  it('reads and changes every setting; a signed-in user sees the change on the next request, on another instance', async () => {
    const s = await school();
    // Warm the other instance's caches: the student's account figures and the public tenant.
    expect((await b.app.inject({ url: '/api/account/getmyaccount', headers: s.student })).statusCode).toBe(
      200,
    );
    expect((await b.app.inject({ url: '/api/tenant', headers: { host: s.student.host! } })).json().name).toBe(
      s.tenant.name,
    );
    const before = (await read(s.admin)).json() as TTenantSettings;
    expect(before).toMatchObject({ version: 1, paymentEnabled: true, secretKeyConfigured: false });

    const res = await save(s.admin, {
      ...editOf(before),
      name: 'Escuela Nueva',
      supportEmail: 'ayuda@nueva.test',
      supportPhone: '+57 601 555 0101',
      paymentEnabled: false,
      tutoringEnabled: true,
      guestLimit: 4,
      lateFeeCents: 1500,
      lateFeeGraceDays: 7,
      defaultLocale: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Escuela Nueva',
      paymentEnabled: false,
      guestLimit: 4,
      version: 2,
    });
    const [row] = await a.deps.db.select().from(tenants).where(eq(tenants.id, s.tenant.id));
    expect(row).toMatchObject({
      lateFeeCents: 1500,
      lateFeeGraceDays: 7,
      defaultLocale: 'en',
      tutoringEnabled: true,
    });

    const account = await b.app.inject({ url: '/api/account/getmyaccount', headers: s.student });
    expect(account.statusCode).toBe(403);
    expect(account.json().code).toBe('payment.disabled');
    const publicTenant = (
      await b.app.inject({ url: '/api/tenant', headers: { host: s.student.host! } })
    ).json();
    expect(publicTenant).toMatchObject({
      name: 'Escuela Nueva',
      supportPhone: '+57 601 555 0101',
      tutoringEnabled: true,
    });
  });

  it('keeps the secret key write-only: never in an answer or a log line; empty keeps it, clearing removes it', async () => {
    const s = await school();
    const before = (await read(s.admin)).json() as TTenantSettings;
    const stripe = {
      ...editOf(before),
      paymentProviderMode: 'test',
      paymentPublicKey: 'pk_test_51PublicKey',
      secretKey: SECRET,
    };
    const saved = await save(s.admin, stripe);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      secretKeyConfigured: true,
      paymentPublicKey: 'pk_test_51PublicKey',
    });
    const again = await read(s.admin);
    expect(again.json().secretKeyConfigured).toBe(true);
    for (const body of [saved.body, again.body]) expect(body).not.toContain('NeverShownBack');
    expect(logs.lines.join('')).not.toContain('NeverShownBack');
    // Audited with the settings before and after, never the key.
    const audit = await a.deps.db.select().from(adminActions).where(eq(adminActions.tenantId, s.tenant.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'tenant.update',
        targetType: 'tenant',
        before: expect.objectContaining({ paymentProviderMode: 'server', secretKeyConfigured: false }),
        after: expect.objectContaining({ paymentProviderMode: 'test', secretKeyChanged: true }),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('NeverShownBack');

    // An empty key keeps the stored one.
    const kept = await save(s.admin, { ...stripe, secretKey: '', version: 2 });
    expect(kept.json().secretKeyConfigured).toBe(true);
    const [row] = await a.deps.db.select().from(tenants).where(eq(tenants.id, s.tenant.id));
    // Stored encrypted (lib/settings-cipher.ts), never as typed.
    expect(row!.paymentSecretKey).not.toContain('NeverShownBack');
    expect(a.deps.settingsCipher.decrypt(row!.paymentSecretKey!)).toBe(SECRET);

    // Stripe needs a key: clearing it in test mode is refused on the field; back to the sandbox it clears.
    const refused = await save(s.admin, {
      ...stripe,
      secretKey: undefined,
      clearSecretKey: true,
      version: 3,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('tenant.secret-key-required');
    const cleared = await save(s.admin, {
      ...editOf(before),
      clearSecretKey: true,
      version: 3,
    });
    expect(cleared.json()).toMatchObject({ secretKeyConfigured: false, paymentProviderMode: 'server' });
  });

  it('refuses bad settings with their codes, and a stale version', async () => {
    const s = await school();
    const edit = editOf((await read(s.admin)).json());
    const cases: [object, string][] = [
      [{ name: '  ' }, 'tenant.empty-name'],
      [{ supportEmail: 'no-es-correo' }, 'tenant.invalid-support-email'],
      [{ supportPhone: 'llámenos' }, 'tenant.invalid-support-phone'],
      [{ guestLimit: 51 }, 'tenant.guest-limit-range'],
      [{ lateFeeCents: -1 }, 'tenant.late-fee-range'],
      [{ lateFeeGraceDays: 61 }, 'tenant.grace-days-range'],
      [
        { paymentProviderMode: 'live', paymentPublicKey: 'pk_test_x', secretKey: 'sk_live_x' },
        'tenant.public-key-mode',
      ],
      [
        { paymentProviderMode: 'live', paymentPublicKey: 'pk_live_x', secretKey: 'sk_test_x' },
        'tenant.secret-key-mode',
      ],
    ];
    for (const [change, code] of cases) {
      const res = await save(s.admin, { ...edit, ...change });
      expect(res.statusCode, code).toBe(400);
      expect(
        res.json().errorInfo.ModelState.map((entry: { code: string }) => entry.code),
        JSON.stringify(change),
      ).toContain(code);
    }
    // In the administrator's language (Spanish here; the catalogue has the English text too).
    const spanish = await save(s.admin, { ...edit, guestLimit: 99 });
    expect(spanish.json().errorInfo.ModelState[0].message).toBe(
      'El límite de invitados debe estar entre 0 y 50',
    );
    expect((await save(s.admin, { ...edit, name: 'Primera' })).statusCode).toBe(200);
    const stale = await save(s.admin, { ...edit, name: 'Segunda' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale');
    const [row] = await a.deps.db.select().from(tenants).where(eq(tenants.id, s.tenant.id));
    expect(row!.name).toBe('Primera');
  });

  it('is for administrators only, of their own tenant', async () => {
    const s = await school();
    const other: Tenant = await buildTenant(a.deps.db);
    const otherAdmin = (await signIn(a, await buildUser(a.deps.db, other, { role: 'Administrator' })))
      .headers;
    for (const headers of [s.student, s.professor]) {
      expect((await read(headers)).statusCode).toBe(403);
      expect((await save(headers, {})).statusCode).toBe(403);
    }
    // Another tenant's administrator token on this tenant's host is not a session here.
    const foreign = { ...otherAdmin, host: s.admin.host! };
    expect((await read(foreign)).statusCode).toBe(401);
    // Their own settings are their tenant's.
    expect((await read(otherAdmin)).json().name).toBe(other.name);
  });
});
