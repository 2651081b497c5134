import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { type Tenant, users } from '../../../db/schema/index.ts';

describe('/my-profile: the profile and the signed-in devices', () => {
  let tenant: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
  });

  const edit = { firstName: ' Marta ', lastName: 'Ríos', preferredLocale: 'en', timeZone: 'America/Bogota' };

  it('reads and saves name, language and time zone; the e-mail stays', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { headers } = await signIn(t, user);
    const read = await t.app.inject({ url: '/api/user/profile', headers });
    expect(read.json()).toMatchObject({ email: user.email, timeZone: null, preferredLocale: 'es' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: edit });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Marta', lastName: 'Ríos', timeZone: 'America/Bogota' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, preferredLocale: 'en', timeZone: 'America/Bogota' });
  });

  it('refuses an unknown time zone, a blank name and an e-mail change, with codes', async () => {
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant));
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });
    const zone = await put({ ...edit, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(JSON.stringify(zone.json())).toContain('user.invalid-time-zone');
    expect(JSON.stringify((await put({ ...edit, firstName: ' ' })).json())).toContain(
      'user.empty-first-name',
    );
    expect((await put({ ...edit, email: 'otro@example.test' })).statusCode).toBe(400);
  });

  it('refuses a name with a line break or another control character (it would break mails and invitations)', async () => {
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant));
    for (const firstName of ['Eve\r\nATTENDEE:mailto:evil@example.test', 'Eve\tX', 'Eve\u001b[2J']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers,
        payload: { ...edit, firstName },
      });
      expect(res.statusCode, firstName).toBe(400);
      expect(res.json().errorInfo.ModelState).toEqual([
        expect.objectContaining({ field: 'firstName', code: 'system.control-characters' }),
      ]);
    }
  });

  it('lists the devices and signs out of every other one, keeping this one', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const phone = await signIn(t, user);
    const laptop = await signIn(t, user);
    const list = await t.app.inject({ url: '/api/user/sessions', headers: laptop.headers });
    const items = list.json().items as { current: boolean }[];
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/sign-out-others',
      headers: laptop.headers,
    });
    expect(out.json()).toEqual({ signedOut: 1 });
    expect((await t.app.inject({ url: '/api/user/me', headers: phone.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: laptop.headers })).statusCode).toBe(200);
  });

  it('an administrator acting as the user may read but not change the profile or sign the user out', async () => {
    const admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const user = await buildUser(t.deps.db, tenant);
    const own = await signIn(t, user);
    const adminHeaders = (await signIn(t, admin)).headers;
    const acting = await t.app.inject({
      method: 'POST',
      url: `/api/authentication/impersonate/${user.id}`,
      headers: adminHeaders,
    });
    const headers = { ...adminHeaders, authorization: `Bearer ${acting.json().tokenId}` };
    expect((await t.app.inject({ url: '/api/user/profile', headers })).statusCode).toBe(200);
    const sessions = (await t.app.inject({ url: '/api/user/sessions', headers })).json().items;
    expect(sessions).toHaveLength(1);
    for (const [method, url, payload] of [
      ['PUT', '/api/user/profile', edit],
      ['POST', '/api/user/sessions/sign-out-others', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/user/me', headers: own.headers })).statusCode).toBe(200);
  });
});
