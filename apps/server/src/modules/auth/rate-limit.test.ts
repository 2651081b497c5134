import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { Tenant } from '../../db/schema/index.ts';
import { postLogin } from './auth.test-support.ts';

describe('rate limits on login and one-time passwords', () => {
  let tenant: Tenant;
  let host: string;
  const t = useTestApp({
    config: {
      LOGIN_RATE_LIMIT: 3,
      LOGIN_RATE_LIMIT_PER_IP: 8,
      ONE_TIME_PASSWORD_RATE_LIMIT: 2,
      ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP: 100,
      TRUST_PROXY: 1,
    },
  });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('limits login per username the same for an existing and a missing e-mail', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const answers: Record<string, { status: number; body: string; retry: unknown }[]> = {};
    for (const username of [user.email, 'nadie@example.test']) {
      answers[username] = [];
      for (let i = 0; i < 4; i++) {
        const res = await postLogin(
          t,
          host,
          { username, password: 'Equivocada1' },
          from(`198.51.100.${i + 1}`),
        );
        answers[username].push({
          status: res.statusCode,
          body: res.body,
          retry: res.headers['retry-after'] !== undefined,
        });
      }
    }
    const [existing, missing] = Object.values(answers);
    expect(existing!.map((a) => a.status)).toEqual([401, 401, 401, 429]);
    expect(missing).toEqual(existing);
    expect(JSON.parse(existing![3]!.body)).toEqual(['system.rate-limited']);
    // The username bucket ignores case and spaces.
    const variant = await postLogin(
      t,
      host,
      { username: ` ${user.email.toUpperCase()}`, password: 'x' },
      from('198.51.100.9'),
    );
    expect(variant.statusCode).toBe(429);
  });

  it('limits login per client IP across usernames', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const res = await postLogin(
        t,
        host,
        { username: `u${i}@example.test`, password: 'x' },
        from('192.0.2.50'),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    const elsewhere = await postLogin(
      t,
      host,
      { username: 'otro@example.test', password: 'x' },
      from('192.0.2.51'),
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('with one trusted hop, a client cannot reset its per-IP count by rotating X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      // The client writes anything on the left; the trusted proxy appends the address it saw.
      const res = await postLogin(
        t,
        host,
        { username: `r${i}@example.test`, password: 'x' },
        { 'x-forwarded-for': `10.9.${i}.${i}, 192.0.2.77` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('does not count successful logins against the IP: a classroom behind one address signs in', async () => {
    const classroom = '192.0.2.80';
    for (let i = 0; i < 12; i++) {
      const pupil = await buildUser(t.deps.db, tenant);
      const res = await postLogin(
        t,
        host,
        { username: pupil.email, password: TEST_PASSWORD },
        from(classroom),
      );
      expect(res.statusCode, `pupil ${i}`).toBe(200);
    }
  });

  it('counts only failures toward the lockout, and a success clears it', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const attempt = (password: string) =>
      postLogin(t, host, { username: user.email, password }, from('198.51.100.60'));
    expect((await attempt('Equivocada1')).statusCode).toBe(401);
    expect((await attempt('Equivocada1')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    // Three failures after the success are allowed again, the fourth attempt is refused.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('Equivocada1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Locked: even the right password waits for the window.
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("counts wrong current passwords of a password change with the user's failed logins", async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { headers } = await signIn(t, user, { host });
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/putpassword',
        headers: { ...headers, ...from('198.51.100.70') },
        payload: { userId: user.id, currentPassword, newPassword: 'Nueva12345', termsAccepted: true },
      });
    expect((await change('Equivocada1')).json()).toEqual(['user.invalid-password']);
    expect((await change('Equivocada2')).json()).toEqual(['user.invalid-password']);
    // Two wrong passwords in the change and one failed login reach the limit of 3: login is refused.
    const login = (password: string) =>
      postLogin(t, host, { username: user.email, password }, from('198.51.100.71'));
    expect((await login('Equivocada3')).statusCode).toBe(401);
    const locked = await login(TEST_PASSWORD);
    expect([locked.statusCode, locked.json()]).toEqual([429, ['system.rate-limited']]);
    // The lockout is the login's: the signed-in user still changes the password with the right one.
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("keeps one school's failed logins for an e-mail apart from another school's", async () => {
    const other = await buildTenant(t.deps.db);
    const user = await buildUser(t.deps.db, tenant);
    const attempt = (atHost: string, password: string) =>
      postLogin(t, atHost, { username: user.email, password }, from('198.51.100.90'));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(other.hosts[0]!, 'Equivocada1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt(host, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one-time passwords per username with a translated body', async () => {
    const user = await buildUser(t.deps.db, tenant);
    for (const username of [user.email, 'nadie@example.test']) {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          url: `/api/user/getonetimepassword?username=${encodeURIComponent(username)}`,
          headers: { host, ...from(`203.0.113.${i + 1}`) },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toEqual(['system.rate-limited']);
      }
      expect(statuses).toEqual([200, 200, 429]);
    }
  });

  it('answers a translated object body on routes without the list format', async () => {
    const limited = await buildTestApp({
      extend: async (app) => {
        app.get(
          '/api/test/limited',
          { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
          async () => ({}),
        );
      },
    });
    try {
      const tenantHere = await buildTenant(limited.deps.db);
      const headers = { host: tenantHere.hosts[0]!, 'accept-language': 'en' };
      expect((await limited.app.inject({ url: '/api/test/limited', headers })).statusCode).toBe(200);
      const res = await limited.app.inject({ url: '/api/test/limited', headers });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        code: 'system.rate-limited',
        message: 'Too many attempts. Please wait a moment and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in limits on two instances of the app on one database', () => {
  const clock = new TestClock('2026-03-02T10:00:00.000Z');
  const config = {
    LOGIN_RATE_LIMIT: 3,
    LOGIN_RATE_LIMIT_PER_IP: 5,
    ONE_TIME_PASSWORD_RATE_LIMIT: 2,
    ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP: 100,
    RATE_LIMIT_WINDOW_MINUTES: 15,
  };
  let tenant: Tenant;
  let host: string;
  const a = useTestApp({ clock, config: { ...config, TRUST_PROXY: 1 } });
  const b = useTestApp(() => ({ clock, config: { ...config, TRUST_PROXY: 1 }, database: a.deps.database }));
  beforeAll(async () => {
    tenant = await buildTenant(a.deps.db);
    host = tenant.hosts[0]!;
  });

  it("count a username's failures together, whichever instance answers, until the window ends", async () => {
    const user = await buildUser(a.deps.db, tenant);
    const attempt = (t: TestApp, password: string, ip = '198.51.100.70') =>
      postLogin(t, host, { username: user.email, password }, { 'x-forwarded-for': ip });
    const statuses = [];
    for (const t of [a, b, a, b]) statuses.push((await attempt(t, 'Equivocada1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const locked = await attempt(a, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    clock.advance(15 * 60_000);
    // A new window: the right password signs in (on either instance) and clears the lockout everywhere.
    expect((await attempt(b, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(a, 'Equivocada1')).statusCode).toBe(401);
  });

  it('count an IP across usernames and instances', async () => {
    const statuses = [];
    for (const [i, t] of [a, b, a, b, a, b].entries())
      statuses.push(
        (
          await postLogin(
            t,
            host,
            { username: `u${i}@example.test`, password: 'x' },
            { 'x-forwarded-for': '203.0.113.9' },
          )
        ).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('count one-time-password requests for a username together, whichever instance answers', async () => {
    const user = await buildUser(a.deps.db, tenant);
    const statuses = [];
    for (const [i, t] of [a, b, a, b].entries()) {
      const res = await t.app.inject({
        url: `/api/user/getonetimepassword?username=${encodeURIComponent(user.email)}`,
        headers: { host, 'x-forwarded-for': `203.0.113.${20 + i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
