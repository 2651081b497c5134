import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import type { Tenant } from '../../db/schema/index.ts';

describe('POST /api/authentication/login', () => {
  let t: TestApp;
  let tenant: Tenant;
  let host: string;
  beforeAll(async () => {
    t = await buildTestApp();
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true });
    host = tenant.hosts[0]!;
  });
  afterAll(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/authentication/login', headers: { host, ...headers }, payload: payload as object });

  it('signs a user in and answers every field of the login response', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const res = await login({ username: user.email.toUpperCase(), password: TEST_PASSWORD, origin: '10.1.2.3' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      userId: user.id,
      firstName: 'José',
      lastName: 'Pérez Núñez',
      roleName: 'Student',
      isMasterUser: true,
      isTutor: false,
      preferredLocale: 'es',
      isActive: true,
      balance: 0,
      forceChangePassword: false,
      agreeTerms: false,
      expiration: 60 * 60_000,
      paymentEnabled: true,
      tutoringEnabled: true,
    });
    expect(body.tokenId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a token the signIn helper can use', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { headers } = await signIn(t, user);
    const me = await t.app.inject({ url: '/api/user/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, name: 'José Pérez Núñez', impersonator: null });
  });
});
