import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { sessions, type Tenant, type User, users } from '../../../db/schema/index.ts';
import { hashSessionToken } from '../../../lib/session-token.ts';
import { issueSession } from '../auth.repository.ts';
import { bearer } from '../auth.test-support.ts';

describe('POST /api/authentication/impersonate/:userId', () => {
  let tenant: Tenant;
  let host: string;
  let admin: User;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
    admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
  });

  const impersonate = (headers: Record<string, string>, userId: string) =>
    t.app.inject({ method: 'POST', url: `/api/authentication/impersonate/${userId}`, headers });

  it('lets an administrator act as a user; the identity names the impersonator', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const { headers } = await signIn(t, admin);
    const res = await impersonate(headers, student.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ userId: student.id, roleName: 'Student', forceChangePassword: false });
    const [row] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(body.tokenId)));
    expect(row!.impersonatorId).toBe(admin.id);
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(body.tokenId, host) });
    expect(me.json()).toMatchObject({
      id: student.id,
      impersonator: admin.id,
      scopes: ['user', 'student', 'master'],
    });
    // The impersonation survives a refresh, and may not change the user's password.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      headers: bearer(body.tokenId, host),
    });
    const again = await t.app.inject({
      url: '/api/user/me',
      headers: bearer(refreshed.json().tokenId, host),
    });
    expect(again.json().impersonator).toBe(admin.id);
    const password = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: bearer(refreshed.json().tokenId, host),
      payload: { userId: student.id, newPassword: 'Cambiada123', termsAccepted: true },
    });
    expect(password.statusCode).toBe(403);
    // Refused before the body is read: no schema errors for the impersonator either.
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: bearer(refreshed.json().tokenId, host),
      payload: { userId: 'x' },
    });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json()).toEqual(['system.forbidden']);
    // The administrator's own session is untouched.
    expect((await t.app.inject({ url: '/api/user/me', headers })).json().id).toBe(admin.id);
  });

  it('is for administrators only', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
    const asProfessor = await impersonate((await signIn(t, professor)).headers, student.id);
    expect(asProfessor.statusCode).toBe(403);
    expect(asProfessor.json().code).toBe('system.forbidden');
    const asStudent = await impersonate((await signIn(t, student)).headers, professor.id);
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await impersonate({ host }, student.id);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a user of another tenant and 400 for a malformed id', async () => {
    const other = await buildTenant(t.deps.db);
    const stranger = await buildUser(t.deps.db, other);
    const { headers } = await signIn(t, admin);
    const res = await impersonate(headers, stranger.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('user.not-found');
    expect((await impersonate(headers, 'not-a-uuid')).statusCode).toBe(400);
    expect((await impersonate(headers, '1'.repeat(500))).statusCode).toBe(414);
  });
});

describe("an impersonation session lives within the administrator's session", () => {
  let tenant: Tenant;
  let host: string;
  const clock = new TestClock('2026-03-02T10:00:00.000Z');
  const t = useTestApp({ clock });
  // An instance that keeps resolved tokens in memory: an ended impersonation must leave it too.
  const cached = useTestApp(() => ({ clock, database: t.deps.database, config: { AUTH_CACHE_MS: 60_000 } }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
  });

  const post = (app: TestApp, url: string, token: string) =>
    app.app.inject({ method: 'POST', url: `/api/authentication/${url}`, headers: bearer(token, host) });
  const me = (app: TestApp, token: string) =>
    app.app.inject({ url: '/api/user/me', headers: bearer(token, host) });
  const expiryOf = async (token: string) =>
    (
      await t.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)))
    )[0]!.expiresAt;

  /** An administrator signed in, acting as a new student. */
  async function impersonating() {
    const admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const student = await buildUser(t.deps.db, tenant);
    const signedIn = await signIn(t, admin);
    const res = await post(t, `impersonate/${student.id}`, signedIn.token);
    expect(res.statusCode).toBe(200);
    const token: string = res.json().tokenId;
    expect((await me(t, token)).json().impersonator).toBe(admin.id);
    expect((await me(cached, token)).statusCode).toBe(200);
    return { admin, student, adminToken: signedIn.token, token };
  }

  it("ends with the administrator's logoff, on every instance", async () => {
    const s = await impersonating();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/authentication/logoff',
      headers: bearer(s.adminToken, host),
    });
    expect(off.statusCode).toBe(204);
    await vi.waitFor(async () => expect((await me(cached, s.token)).statusCode).toBe(401));
    expect((await me(t, s.token)).statusCode).toBe(401);
    expect((await post(t, 'refresh', s.token)).statusCode).toBe(401);
  });

  it("ends when the administrator's session is revoked or the administrator changes password", async () => {
    const revoked = await impersonating();
    await t.deps.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.tokenHash, hashSessionToken(revoked.adminToken)));
    await vi.waitFor(async () => expect((await me(cached, revoked.token)).statusCode).toBe(401));
    expect((await me(t, revoked.token)).statusCode).toBe(401);

    const changed = await impersonating();
    const password = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: bearer(changed.adminToken, host),
      payload: {
        userId: changed.admin.id,
        currentPassword: TEST_PASSWORD,
        newPassword: 'Cambiada123',
        termsAccepted: true,
      },
    });
    expect(password.statusCode).toBe(200);
    expect((await me(t, changed.token)).statusCode).toBe(401);
  });

  it("survives the administrator's refresh, and then ends with the refreshed session", async () => {
    const s = await impersonating();
    const refreshed = await post(t, 'refresh', s.adminToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await me(t, s.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/authentication/logoff',
      headers: bearer(refreshed.json().tokenId, host),
    });
    expect((await me(t, s.token)).statusCode).toBe(401);
  });

  it("is never valid, nor refreshed, beyond the administrator's session", async () => {
    const s = await impersonating();
    const adminExpiry = await expiryOf(s.adminToken);
    expect((await expiryOf(s.token)).getTime()).toBeLessThanOrEqual(adminExpiry.getTime());
    let token = s.token;
    // Refreshed again and again, the impersonation never outlives the administrator's session.
    for (let i = 0; i < 5; i++) {
      clock.advance(5 * MINUTE);
      const res = await post(t, 'refresh', token);
      expect(res.statusCode).toBe(200);
      token = res.json().tokenId;
      expect((await expiryOf(token)).getTime()).toBeLessThanOrEqual(adminExpiry.getTime());
    }
    clock.setDay('2026-03-03');
    expect((await me(t, token)).statusCode).toBe(401);
    expect((await post(t, 'refresh', token)).statusCode).toBe(401);
  });
});

describe('a demoted administrator keeps nothing through an impersonation', () => {
  let tenant: Tenant;
  let host: string;
  let principal: User;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
    principal = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token, host), ...(payload ? { payload } : {}) });
  const demote = async (principalToken: string, admin: User) => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, admin.id));
    const res = await call('PUT', '/api/admin/users', principalToken, {
      id: admin.id,
      version: row!.version,
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: 'Professor',
      isMaster: false,
      isTutor: false,
    });
    expect(res.statusCode).toBe(200);
  };
  const roleOf = async (user: User) =>
    (await t.deps.db.select().from(users).where(eq(users.id, user.id)))[0]!.role;

  /** What a demoted administrator's impersonation token can no longer do: admin reads, refresh, re-promotion. */
  async function expectNothingLeft(token: string, demoted: User) {
    expect((await call('GET', '/api/admin/users', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/tenant-settings', token)).statusCode).toBe(401);
    expect((await call('POST', '/api/authentication/refresh', token)).statusCode).toBe(401);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, demoted.id));
    const back = await call('PUT', '/api/admin/users', token, {
      id: demoted.id,
      version: row!.version,
      firstName: demoted.firstName,
      lastName: demoted.lastName,
      role: 'Administrator',
      isMaster: false,
      isTutor: false,
    });
    expect(back.statusCode).toBe(401);
    expect(await roleOf(demoted)).toBe('Professor');
  }

  it('refuses to act as another administrator', async () => {
    const admin3 = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const { token } = await signIn(t, admin3);
    const res = await call('POST', `/api/authentication/impersonate/${principal.id}`, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('user.impersonate-administrator');
  });

  it("ends an administrator's impersonation of another administrator (opened before that was refused) when demoted", async () => {
    const admin3 = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const own = await signIn(t, admin3);
    const [ownSession] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(own.token)));
    // The session the old code issued for `POST impersonate/:principal` (refused now).
    const issued = await issueSession(t.deps.db, t.deps.clock, {
      tenantId: tenant.id,
      userId: principal.id,
      kind: 'access',
      ttlMinutes: 30,
      impersonatorId: admin3.id,
      parentSessionId: ownSession!.id,
      notAfter: ownSession!.expiresAt,
    });
    const principalToken = (await signIn(t, principal)).token;
    await demote(principalToken, admin3);
    expect((await call('GET', '/api/admin/users', own.token)).statusCode).toBe(401);
    await expectNothingLeft(issued.token, admin3);
  });

  it('ends the impersonation of a student when its administrator is demoted', async () => {
    const admin3 = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const student = await buildUser(t.deps.db, tenant);
    const own = await signIn(t, admin3);
    const res = await call('POST', `/api/authentication/impersonate/${student.id}`, own.token);
    expect(res.statusCode).toBe(200);
    const token: string = res.json().tokenId;
    expect((await call('GET', '/api/user/me', token)).statusCode).toBe(200);
    await demote((await signIn(t, principal)).token, admin3);
    expect((await call('GET', '/api/user/me', token)).statusCode).toBe(401);
    await expectNothingLeft(token, admin3);
  });
});
