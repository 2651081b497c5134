import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { sessions, type Tenant, users } from '../../../db/schema/index.ts';
import { hashSessionToken } from '../../../lib/session-token.ts';
import { bearer, postLogin } from '../auth.test-support.ts';

const NEW_PASSWORD = 'Nueva12345';

describe('login extra steps and PATCH /api/user/putpassword', () => {
  let tenant: Tenant;
  let host: string;
  const clock = new TestClock('2026-03-02T15:00:00.000Z');
  const t = useTestApp({ clock });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
  });

  const putPassword = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/putpassword', headers: bearer(token, host), payload });
  /** A signed-in user's own change, from the session of `token`. */
  const changeOwnPassword = (userId: string, token: string) =>
    putPassword(token, {
      userId,
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      termsAccepted: false,
    });

  it('gives a user who must change password and accept terms a temporary token only', async () => {
    const user = await buildUser(t.deps.db, tenant, { mustChangePassword: true, termsAcceptedAt: null });
    const login = await signIn(t, user);
    expect(login.body).toMatchObject({
      forceChangePassword: true,
      agreeTerms: true,
      expiration: 15 * MINUTE,
    });
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.kind).toBe('temporary');
    for (const [method, url] of [
      ['GET', '/api/user/me'],
      ['GET', '/api/authentication/introspect'],
      ['POST', '/api/authentication/refresh'],
      ['GET', '/api/admin/outbox'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: login.headers });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('flags each step on its own', async () => {
    const mustChange = await buildUser(t.deps.db, tenant, { mustChangePassword: true });
    expect((await signIn(t, mustChange)).body).toMatchObject({
      forceChangePassword: true,
      agreeTerms: false,
    });
    const noTerms = await buildUser(t.deps.db, tenant, { termsAcceptedAt: null });
    expect((await signIn(t, noTerms)).body).toMatchObject({ forceChangePassword: false, agreeTerms: true });
  });

  it('completes the login: new password, terms accepted, every session revoked, fresh access token', async () => {
    const user = await buildUser(t.deps.db, tenant, { mustChangePassword: true, termsAcceptedAt: null });
    const temporary = await signIn(t, user);
    const res = await putPassword(temporary.token, {
      userId: user.id,
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      userId: user.id,
      forceChangePassword: false,
      agreeTerms: false,
      expiration: 60 * MINUTE,
    });
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(body.tokenId, host) });
    expect(me.statusCode).toBe(200);
    // The temporary token is spent.
    expect(
      (await putPassword(temporary.token, { userId: user.id, newPassword: 'Otra12345', termsAccepted: true }))
        .statusCode,
    ).toBe(401);
    const [saved] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(saved!.mustChangePassword).toBe(false);
    expect(saved!.termsAcceptedAt).toEqual(clock.now());
    expect((await postLogin(t, host, { username: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await signIn(t, user, { password: NEW_PASSWORD })).body.forceChangePassword).toBe(false);
  });

  it('lets a signed-in user change password, revoking their other sessions', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const phone = await signIn(t, user);
    const laptop = await signIn(t, user);
    const res = await changeOwnPassword(user.id, laptop.token);
    expect(res.statusCode).toBe(200);
    for (const old of [phone, laptop]) {
      expect((await t.app.inject({ url: '/api/user/me', headers: old.headers })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ url: '/api/user/me', headers: bearer(res.json().tokenId, host) })).statusCode,
    ).toBe(200);
  });

  it('revokes only the sessions that could still sign in: the expired ones are not written again', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const expired: string[] = [];
    for (let day = 0; day < 3; day++) {
      expired.push((await signIn(t, user)).token);
      clock.advance(24 * 60 * MINUTE);
    }
    const phone = await signIn(t, user);
    const laptop = await signIn(t, user);
    const res = await changeOwnPassword(user.id, laptop.token);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: phone.headers })).statusCode).toBe(401);
    const rows = await t.deps.db
      .select({ tokenHash: sessions.tokenHash, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const revoked = new Map(rows.map((row) => [row.tokenHash, row.revokedAt]));
    // Each revocation is a write and a notice to every instance's caches: none for a session already dead.
    expect(expired.map((token) => revoked.get(hashSessionToken(token)))).toEqual([null, null, null]);
    expect(revoked.get(hashSessionToken(phone.token))).toEqual(clock.now());
    expect(revoked.get(hashSessionToken(laptop.token))).toEqual(clock.now());
  });

  it('needs the current password with a normal session', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { token, headers } = await signIn(t, user);
    const missing = await putPassword(token, {
      userId: user.id,
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(['user.current-password-required']);
    const wrong = await putPassword(token, {
      userId: user.id,
      currentPassword: 'Equivocada1',
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(['user.invalid-password']);
    // Nothing changed: the session lives and the old password still signs in.
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
    expect((await postLogin(t, host, { username: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('ends the session after 5 wrong current passwords, with a code the page translates', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { token, headers } = await signIn(t, user);
    const other = await signIn(t, user);
    const wrong = () =>
      putPassword(token, {
        userId: user.id,
        currentPassword: 'Equivocada1',
        newPassword: NEW_PASSWORD,
        termsAccepted: true,
      });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await wrong();
      answers.push([res.statusCode, ...res.json()]);
    }
    expect(answers).toEqual([
      [400, 'user.invalid-password'],
      [400, 'user.invalid-password'],
      [400, 'user.invalid-password'],
      [400, 'user.invalid-password'],
      [401, 'user.password-attempts-exceeded'],
    ]);
    // This session ended; the password did not change and the user's other device goes on.
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: other.headers })).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
    // Past the limit, the other device's attempts are not checked until the window ends: 429, and it lives on.
    const past = await putPassword(other.token, {
      userId: user.id,
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect([past.statusCode, past.json()]).toEqual([429, ['system.rate-limited']]);
    expect(past.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ url: '/api/user/me', headers: other.headers })).statusCode).toBe(200);
    clock.advance(5 * MINUTE); // RATE_LIMIT_WINDOW_MINUTES
    const later = await putPassword(other.token, {
      userId: user.id,
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect(later.statusCode).toBe(200);
  });

  it('refuses the same password in the forced change, not in a terms-only step', async () => {
    const forced = await buildUser(t.deps.db, tenant, { mustChangePassword: true });
    const temporary = await signIn(t, forced);
    const same = await putPassword(temporary.token, {
      userId: forced.id,
      newPassword: TEST_PASSWORD,
      termsAccepted: true,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(['user.same-password']);
    const other = await putPassword(temporary.token, {
      userId: forced.id,
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect(other.statusCode).toBe(200);
    // Terms only: the login completes with the password the user signed in with.
    const termsOnly = await buildUser(t.deps.db, tenant, { termsAcceptedAt: null });
    const step = await signIn(t, termsOnly);
    const accepted = await putPassword(step.token, {
      userId: termsOnly.id,
      newPassword: TEST_PASSWORD,
      termsAccepted: true,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('answers 400 lists for a weak password and for terms not accepted', async () => {
    const user = await buildUser(t.deps.db, tenant, { mustChangePassword: true, termsAcceptedAt: null });
    const { token } = await signIn(t, user);
    for (const weak of ['corta1', 'sindigitos', '']) {
      const res = await putPassword(token, { userId: user.id, newPassword: weak, termsAccepted: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(['password-requirements']);
    }
    const noTerms = await putPassword(token, {
      userId: user.id,
      newPassword: NEW_PASSWORD,
      termsAccepted: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toEqual(['user.must-accept-terms']);
  });

  it('refuses another user id, a missing token and malformed bodies', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const other = await buildUser(t.deps.db, tenant);
    const { token } = await signIn(t, user);
    const forOther = await putPassword(token, {
      userId: other.id,
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual(['system.forbidden']);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: { host },
      payload: { userId: user.id, newPassword: NEW_PASSWORD, termsAccepted: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(['system.unauthorized']);
    for (const payload of [
      {},
      { userId: 'x', newPassword: NEW_PASSWORD, termsAccepted: true },
      { userId: user.id },
    ]) {
      const res = await putPassword(token, payload);
      expect(res.statusCode).toBe(400);
      expect(Array.isArray(res.json())).toBe(true);
    }
    const text = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: { ...bearer(token, host), 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('refuses an expired temporary token', async () => {
    const user = await buildUser(t.deps.db, tenant, { mustChangePassword: true });
    const { token } = await signIn(t, user);
    clock.advance(16 * MINUTE);
    const res = await putPassword(token, { userId: user.id, newPassword: NEW_PASSWORD, termsAccepted: true });
    expect(res.statusCode).toBe(401);
  });
});

describe("the current-password limit of a signed-in change is the user's own", () => {
  let tenant: Tenant;
  let host: string;
  const t = useTestApp({ config: { LOGIN_RATE_LIMIT: 10 } });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
  });

  const putPassword = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/putpassword', headers: bearer(token, host), payload });

  it("failed logins by others, at this school or another, neither end a user's session nor block the change", async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { token, headers } = await signIn(t, user, { host });
    const elsewhere = await buildTenant(t.deps.db);
    const failedLogins = async (atHost: string, count: number) => {
      const statuses = [];
      for (let i = 0; i < count; i++)
        statuses.push(
          (await postLogin(t, atHost, { username: user.email, password: 'Equivocada1' })).statusCode,
        );
      return statuses;
    };
    // No account needed: failed logins with the user's e-mail on another school's host…
    expect(await failedLogins(elsewhere.hosts[0]!, 11)).toEqual([...Array(10).fill(401), 429]);
    // …do not lock the e-mail at this school,
    expect(await failedLogins(host, 4)).toEqual([401, 401, 401, 401]);
    // and with 4 failed logins here too, one typo in the change is only a typo: the session lives.
    const typo = await putPassword(token, {
      userId: user.id,
      currentPassword: 'Equivocada1',
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect([typo.statusCode, typo.json()]).toEqual([400, ['user.invalid-password']]);
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
    // The e-mail is locked for logins at this school now (4 + 1 typo + 5 = 10), yet the user changes the password.
    expect(await failedLogins(host, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    const change = await putPassword(token, {
      userId: user.id,
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      termsAccepted: true,
    });
    expect(change.statusCode).toBe(200);
  });
});
