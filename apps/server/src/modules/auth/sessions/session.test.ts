import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { bearer } from '../auth.test-support.ts';

describe('sessions: introspect, refresh, logoff, expiry', () => {
  let tenant: Tenant;
  let host: string;
  const clock = new TestClock('2026-03-02T15:00:00.000Z');
  const t = useTestApp({ clock, config: { ACCESS_TOKEN_TTL_MINUTES: 30 } });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { paymentEnabled: false, tutoringEnabled: true });
    host = tenant.hosts[0]!;
  });

  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/me', headers });
  const refresh = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/authentication/refresh', headers });

  it('introspect answers the time left and the tenant switches', async () => {
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant));
    clock.advance(10 * MINUTE);
    const res = await t.app.inject({ url: '/api/authentication/introspect', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expiration: 20 * MINUTE, paymentEnabled: false, tutoringEnabled: true });
    const anonymous = await t.app.inject({ url: '/api/authentication/introspect', headers: { host } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('system.unauthorized');
  });

  it('refuses an expired token', async () => {
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant));
    clock.advance(29 * MINUTE);
    expect((await me(headers)).statusCode).toBe(200);
    clock.advance(1 * MINUTE);
    expect((await me(headers)).statusCode).toBe(401);
    const late = await refresh(headers);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('system.could-not-refresh-session');
  });

  it('refresh rotates the token: a new one works, the old one is refused after', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { headers, token } = await signIn(t, user, { rememberMe: true });
    clock.advance(20 * MINUTE);
    const res = await refresh(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ userId: user.id, expiration: 30 * MINUTE, forceChangePassword: false });
    expect(body.tokenId).not.toBe(token);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(bearer(body.tokenId, host))).statusCode).toBe(200);
    const again = await refresh(headers);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('system.could-not-refresh-session');
  });

  /** Refreshes every `step` ms until refused; answers how long the chain lasted and the last expiration. */
  async function refreshUntilRefused(app: TestApp, step: number, rememberMe: boolean) {
    const started = clock.now().getTime();
    const post = (headers: Record<string, string>) =>
      app.app.inject({ method: 'POST', url: '/api/authentication/refresh', headers });
    let headers = (await signIn(app, await buildUser(app.deps.db, tenant), { rememberMe })).headers;
    let lastExpiration = 0;
    for (let i = 0; i < 100; i++) {
      clock.advance(step);
      const res = await post(headers);
      if (res.statusCode !== 200) return { lasted: clock.now().getTime() - started, lastExpiration };
      lastExpiration = res.json().expiration;
      headers = bearer(res.json().tokenId, host);
    }
    throw new Error('the chain never ended');
  }

  it('ends a chain of refreshes 12 hours after sign-in, 30 days with remember-me', async () => {
    const HOUR = 60 * MINUTE;
    const short = await refreshUntilRefused(t, 25 * MINUTE, false);
    expect(short.lasted).toBeGreaterThanOrEqual(12 * HOUR);
    expect(short.lasted).toBeLessThan(12 * HOUR + 25 * MINUTE);
    // The last token expires with the chain, before a full lifetime.
    expect(short.lastExpiration).toBeLessThan(30 * MINUTE);
    // Remember-me: long-lived tokens (a week) refreshed every 5 days still end at 30 days.
    const weekly = await buildTestApp({
      clock,
      database: t.deps.database,
      config: { ACCESS_TOKEN_TTL_MINUTES: 7 * 24 * 60 },
    });
    try {
      const long = await refreshUntilRefused(weekly, 5 * 24 * HOUR, true);
      expect(long.lasted).toBeGreaterThanOrEqual(30 * 24 * HOUR);
      expect(long.lasted).toBeLessThan(35 * 24 * HOUR);
      const plain = await refreshUntilRefused(weekly, 5 * 24 * HOUR, false);
      expect(plain.lasted).toBe(5 * 24 * HOUR);
    } finally {
      await weekly.close();
    }
  });

  it('refresh accepts a JSON content type with no body, and refuses no token', async () => {
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const none = await refresh({ host });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('system.could-not-refresh-session');
    const garbage = await refresh({ host, authorization: 'Bearer not-a-real-token-at-all' });
    expect(garbage.statusCode).toBe(401);
  });

  it('logoff revokes the session only', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const first = await signIn(t, user);
    const second = await signIn(t, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/authentication/logoff',
      headers: first.headers,
    });
    expect(res.statusCode).toBe(204);
    expect((await me(first.headers)).statusCode).toBe(401);
    expect((await me(second.headers)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/authentication/logoff',
      headers: { host },
    });
    expect(anonymous.statusCode).toBe(204);
  });

  it('ignores malformed Authorization headers', async () => {
    for (const authorization of [
      'Bearer',
      'Basic abc',
      'Bearer a b c',
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer ../..',
    ]) {
      const res = await me({ host, authorization });
      expect(res.statusCode).toBe(401);
    }
  });

  it('GET /api/user/me answers the identity of spec section 3', async () => {
    const user = await buildUser(t.deps.db, tenant, { isTutor: true, preferredLocale: 'en' });
    const res = await me((await signIn(t, user)).headers);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'José Pérez Núñez',
      isMaster: true,
      isTutor: true,
      isActive: true,
      roleName: 'Student',
      preferredLocale: 'en',
      scopes: ['user', 'student', 'master', 'tutor'],
      balance: 0,
      delinquentAmount: 0,
      installment: 0,
      lateCharges: 0,
      lastPaymentDate: null,
      nextPaymentDate: null,
      authenticationNeeded: false,
      impersonator: null,
    });
  });

  it('origin and location answer the caller IP and locale', async () => {
    const origin = await t.app.inject({ url: '/api/authentication/origin', headers: { host } });
    expect(origin.json()).toEqual({ ip: '127.0.0.1' });
    const location = await t.app.inject({
      url: '/api/authentication/location',
      headers: { host, 'accept-language': 'en-US,en;q=0.8' },
    });
    expect(location.json()).toEqual({ ip: '127.0.0.1', locale: 'en', timeZone: null, country: null });
    const fallback = await t.app.inject({ url: '/api/authentication/location', headers: { host } });
    expect(fallback.json().locale).toBe('es');
  });

  it('documents every sign-in call in the OpenAPI schema', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json', headers: { host } })).json();
    for (const path of [
      '/api/authentication/login',
      '/api/authentication/logoff',
      '/api/authentication/introspect',
      '/api/authentication/refresh',
      '/api/authentication/origin',
      '/api/authentication/location',
      '/api/authentication/impersonate/{userId}',
      '/api/user/putpassword',
      '/api/user/getonetimepassword',
      '/api/user/me',
      '/api/admin/outbox',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/authentication/origin'].get.description).toContain('IP');
  });
});
