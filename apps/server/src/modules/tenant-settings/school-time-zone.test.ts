import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { type Tenant, tenants } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

/** The school's time zone (decision 0136): a setting, first taken from an administrator's profile. */
describe("the school's time zone", () => {
  const t = useTestApp();
  const zoneOf = async (tenant: Tenant) =>
    (await t.deps.db.select().from(tenants).where(eq(tenants.id, tenant.id)))[0]!.timeZone;
  const settingsEdit = async (headers: Headers) => {
    const read = await t.app.inject({ url: '/api/admin/tenant-settings', headers });
    const { secretKeyConfigured: _s, serverProvider: _p, updatedAt: _u, ...edit } = read.json();
    return edit;
  };
  const saveSettings = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/tenant-settings', headers, payload });
  const saveProfile = (headers: Headers, timeZone: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { firstName: 'Ada', lastName: 'Ruiz', preferredLocale: 'es', timeZone },
    });

  it('is UTC for a new school, shown and saved in the settings; a zone that is not IANA is a 400', async () => {
    const tenant = await buildTenant(t.deps.db);
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant, { role: 'Administrator' }));
    const edit = await settingsEdit(headers);
    expect(edit.timeZone).toBe('UTC');
    for (const timeZone of ['Mars/Olympus', '-05:00', 'america/bogota']) {
      const bad = await saveSettings(headers, { ...edit, timeZone });
      expect(bad.statusCode, timeZone).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('tenant.invalid-time-zone');
    }
    const saved = await saveSettings(headers, { ...edit, timeZone: 'America/Bogota' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().timeZone).toBe('America/Bogota');
    expect(await zoneOf(tenant)).toBe('America/Bogota');
    // An edit without the zone (an older client) keeps it.
    const { timeZone: _zone, ...withoutZone } = await settingsEdit(headers);
    expect((await saveSettings(headers, withoutZone)).statusCode).toBe(200);
    expect(await zoneOf(tenant)).toBe('America/Bogota');
  });

  it("takes its first administrator's profile zone while it has none of its own, never after", async () => {
    const tenant = await buildTenant(t.deps.db);
    const first = (await signIn(t, await buildUser(t.deps.db, tenant, { role: 'Administrator' }))).headers;
    const student = (await signIn(t, await buildUser(t.deps.db, tenant))).headers;
    expect((await saveProfile(student, 'Asia/Tokyo')).statusCode).toBe(200);
    expect(await zoneOf(tenant)).toBe('UTC');
    expect((await saveProfile(first, 'America/Bogota')).statusCode).toBe(200);
    expect(await zoneOf(tenant)).toBe('America/Bogota');
    // Set in the settings, the school's zone is its own: a profile no longer moves it.
    expect((await saveSettings(first, { ...(await settingsEdit(first)), timeZone: 'UTC' })).statusCode).toBe(
      200,
    );
    expect((await saveProfile(first, 'Europe/Madrid')).statusCode).toBe(200);
    expect(await zoneOf(tenant)).toBe('UTC');
  });
});
