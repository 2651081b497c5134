import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { sessions, type Tenant, users } from '../../../db/schema/index.ts';
import { hashSessionToken } from '../../../lib/session-token.ts';
import { bearer, postLogin } from '../auth.test-support.ts';

describe('POST /api/authentication/login', () => {
  let tenant: Tenant;
  let host: string;
  const clock = new TestClock('2026-03-02T15:00:00.000Z');
  const t = useTestApp({ clock });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true });
    host = tenant.hosts[0]!;
  });

  it('signs a user in and answers every field of the login response', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const res = await postLogin(t, host, {
      username: ` ${user.email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      userId: user.id,
      tokenId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      firstName: 'José',
      lastName: 'Pérez Núñez',
      roleName: 'Student',
      isMasterUser: true,
      isTutor: false,
      preferredLocale: 'es',
      isActive: true,
      balance: 0,
      delinquentAmount: 0,
      installment: 0,
      lateCharges: 0,
      lastPaymentDate: null,
      nextPaymentDate: null,
      authenticationNeeded: false,
      forceChangePassword: false,
      agreeTerms: false,
      expiration: 60 * 60_000,
      paymentEnabled: true,
      tutoringEnabled: true,
    });
  });

  it("stores only the token hash, with the address the server sees (not the client's origin), the user agent and remember-me", async () => {
    const user = await buildUser(t.deps.db, tenant);
    const res = await postLogin(
      t,
      host,
      { username: user.email, password: TEST_PASSWORD, origin: '203.0.113.7', rememberMe: true },
      { 'user-agent': 'Prueba/1.0' },
    );
    const token = res.json().tokenId as string;
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: hashSessionToken(token),
      kind: 'access',
      originIp: '127.0.0.1',
      userAgent: 'Prueba/1.0',
      rememberMe: true,
      impersonatorId: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const noOrigin = await signIn(t, user);
    const [second] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(noOrigin.token)));
    expect(second!.originIp).toBe('127.0.0.1');
  });

  it('answers 401 ["errors.username.invalid"] for a username that is not an e-mail', async () => {
    for (const username of ['no-es-correo', 'a@b', '']) {
      const res = await postLogin(t, host, { username, password: 'x' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(['errors.username.invalid']);
    }
  });

  it('answers the same 401 for an unknown user and a wrong password, in similar time', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const timed = async (payload: object) => {
      const started = performance.now();
      const res = await postLogin(t, host, payload);
      return { res, ms: performance.now() - started };
    };
    const wrong = [];
    const unknown = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await timed({ username: user.email, password: 'Equivocada1' }));
      unknown.push(await timed({ username: 'nadie@example.test', password: 'Equivocada1' }));
    }
    for (const { res } of [...wrong, ...unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(['errors.login.credentials']);
    }
    expect(unknown[0]!.res.headers['content-length']).toBe(wrong[0]!.res.headers['content-length']);
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[1]!;
    // Both verify an argon2 hash; without the dummy hash an unknown user would answer many times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });

  it('refuses deleted users and users of another tenant, even on their own password', async () => {
    const other = await buildTenant(t.deps.db);
    const stranger = await buildUser(t.deps.db, other);
    const res = await postLogin(t, host, { username: stranger.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(['errors.login.credentials']);
    expect(
      (await postLogin(t, other.hosts[0]!, { username: stranger.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);

    const gone = await buildUser(t.deps.db, tenant);
    await t.deps.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, gone.id));
    expect((await postLogin(t, host, { username: gone.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('a token of one tenant is not valid on another tenant', async () => {
    const other = await buildTenant(t.deps.db);
    const user = await buildUser(t.deps.db, tenant);
    const { token } = await signIn(t, user);
    const res = await t.app.inject({ url: '/api/user/me', headers: bearer(token, other.hosts[0]!) });
    expect(res.statusCode).toBe(401);
  });

  it('answers malformed bodies and wrong content types with 4xx, never 500', async () => {
    const cases = [
      { payload: { username: 'a@b.co' } },
      { payload: { username: 'a@b.co', password: 12 } },
      { payload: { username: 'a@b.co', password: 'x', rememberMe: 'yes' } },
      { payload: { username: 42, password: 'x' } },
      { payload: [1, 2] },
      { payload: 'null', type: 'application/json' },
      { payload: '{"username":', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: 'username=a@b.co&password=x', type: 'application/x-www-form-urlencoded' },
      { payload: 'hola', type: 'text/plain' },
      { payload: { username: 'a@b.co', password: 'x'.repeat(300) } },
      { payload: { username: `${'a'.repeat(300)}@b.co`, password: 'x' } },
      { payload: '{"__proto__":{"x":1},"username":"a@b.co","password":"x"}', type: 'application/json' },
    ];
    for (const { payload, type } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        headers: { host, ...(type ? { 'content-type': type } : {}) },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(Array.isArray(res.json()), res.body).toBe(true);
    }
  });

  it('answers in the request locale elsewhere and the user locale once signed in', async () => {
    const user = await buildUser(t.deps.db, tenant, { preferredLocale: 'en' });
    const { headers } = await signIn(t, user);
    const res = await t.app.inject({
      url: '/api/admin/outbox',
      headers: { ...headers, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'system.forbidden', message: 'Unauthorized access' });
  });
});
