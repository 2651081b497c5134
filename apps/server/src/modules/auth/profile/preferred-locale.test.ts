import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { type Tenant, users } from '../../../db/schema/index.ts';
import { bearer } from '../auth.test-support.ts';

describe('PUT /api/user/locale: the language follows the user', () => {
  let tenant: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
  });

  const setLocale = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/user/locale', headers, payload: payload as object });
  /** A 404 on a signed-in call: its message is in the language of the user. */
  const notFoundText = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/courses/00000000-0000-7000-8000-000000000000', headers })).json()
      .message;
  const localeOf = async (userId: string) =>
    (await t.deps.db.select().from(users).where(eq(users.id, userId)))[0]?.preferredLocale;

  it('saves the language: the next sign-in, the identity and the server texts use it at once', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { headers, body } = await signIn(t, user);
    expect(body.preferredLocale).toBe('es');
    // The cached token answers in the old language first, so the change must drop it.
    const spanish = await notFoundText(headers);
    expect(spanish).toMatch(/encontr/);

    const res = await setLocale(headers, { locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preferredLocale: 'en' });
    expect(await localeOf(user.id)).toBe('en');
    expect((await t.app.inject({ url: '/api/user/me', headers })).json().preferredLocale).toBe('en');
    expect(await notFoundText(headers)).toMatch(/not found/i);
    expect((await signIn(t, user)).body.preferredLocale).toBe('en');
  });

  it('refuses an unsupported language with a translated 400, and anonymous callers with 401', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { headers } = await signIn(t, user);
    const bad = await setLocale(headers, { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid');
    expect(await localeOf(user.id)).toBe('es');
    const anonymous = await setLocale({ host: tenant.hosts[0]! }, { locale: 'en' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("does not change the user's language while an administrator acts as them", async () => {
    const admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const student = await buildUser(t.deps.db, tenant);
    const { headers } = await signIn(t, admin);
    const acting = await t.app.inject({
      method: 'POST',
      url: `/api/authentication/impersonate/${student.id}`,
      headers,
    });
    const res = await setLocale(bearer(acting.json().tokenId, tenant.hosts[0]!), { locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(await localeOf(student.id)).toBe('es');
  });
});
