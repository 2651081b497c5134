import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { type Tenant, type User, users } from '../../../db/schema/index.ts';

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
    // The two sign-ins come from the same browser and address: one device, two sessions.
    const items = list.json().items as { current: boolean; sessions: number }[];
    expect(items).toEqual([expect.objectContaining({ current: true, sessions: 2 })]);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/sign-out-others',
      headers: laptop.headers,
    });
    expect(out.json()).toEqual({ signedOut: 1 });
    expect((await t.app.inject({ url: '/api/user/me', headers: phone.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: laptop.headers })).statusCode).toBe(200);
  });

  /** Signs in as a browser would: its user agent recorded on the session. */
  const signInFrom = async (user: User, userAgent: string) => {
    const { headers } = await signIn(t, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { host: headers.host!, 'user-agent': userAgent },
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    // The first sign-in (without a user agent) is the test's own: it is signed out again.
    await t.app.inject({ method: 'PUT', url: '/api/authentication/logoff', headers });
    return { headers: { ...headers, authorization: `Bearer ${res.json().tokenId}` } };
  };

  it('lists one row per device with its count, and signs out of one device only (its sessions, not this one)', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const phoneUa = 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile';
    const laptopUa = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0';
    const phone1 = await signInFrom(user, phoneUa);
    const phone2 = await signInFrom(user, phoneUa);
    const tablet = await signInFrom(user, 'Mozilla/5.0 (iPad; CPU OS 17_0) Safari/605.1');
    const laptop1 = await signInFrom(user, laptopUa);
    const laptop2 = await signInFrom(user, laptopUa);
    const list = await t.app.inject({ url: '/api/user/sessions', headers: laptop2.headers });
    const items = list.json().items as {
      id: string;
      userAgent: string;
      sessions: number;
      current: boolean;
    }[];
    expect(items.map((item) => [item.userAgent, item.sessions, item.current])).toEqual([
      [laptopUa, 2, true],
      [expect.stringContaining('iPad'), 1, false],
      [phoneUa, 2, false],
    ]);
    const phoneRow = items.find((item) => item.userAgent === phoneUa)!;
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/user/sessions/${phoneRow.id}/sign-out-device`,
      headers: laptop2.headers,
    });
    expect(out.json()).toEqual({ signedOut: 2 });
    const me = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/user/me', headers })).statusCode;
    expect(await me(phone1.headers)).toBe(401);
    expect(await me(phone2.headers)).toBe(401);
    expect(await me(tablet.headers)).toBe(200);
    expect(await me(laptop1.headers)).toBe(200);
    // This device's row: its other sessions end, the calling one stays.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/user/sessions/${items[0]!.id}/sign-out-device`,
      headers: laptop2.headers,
    });
    expect(own.json()).toEqual({ signedOut: 1 });
    expect(await me(laptop1.headers)).toBe(401);
    expect(await me(laptop2.headers)).toBe(200);
  });

  it("refuses to sign out another user's device, in this school or another", async () => {
    const user = await buildUser(t.deps.db, tenant);
    const other = await buildUser(t.deps.db, tenant);
    const elsewhere = await buildUser(t.deps.db, await buildTenant(t.deps.db));
    const mine = await signIn(t, user);
    for (const victim of [other, elsewhere]) {
      const theirs = await signIn(t, victim);
      const [row] = (await t.app.inject({ url: '/api/user/sessions', headers: theirs.headers })).json().items;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/sessions/${row.id}/sign-out-device`,
        headers: mine.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code ?? JSON.stringify(res.json())).toContain('system.not-found');
      expect((await t.app.inject({ url: '/api/user/me', headers: theirs.headers })).statusCode).toBe(200);
    }
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
      ['POST', `/api/user/sessions/${sessions[0].id}/sign-out-device`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/user/me', headers: own.headers })).statusCode).toBe(200);
  });
});
