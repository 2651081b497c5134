import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { sessions, type Tenant, type User } from '../../db/schema/index.ts';
import { hashSessionToken } from '../../lib/session-token.ts';
import { bearer } from './auth.test-support.ts';

describe('POST /api/authentication/impersonate/:userId', () => {
  let t: TestApp;
  let tenant: Tenant;
  let host: string;
  let admin: User;
  beforeAll(async () => {
    t = await buildTestApp();
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
    admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
  });
  afterAll(() => t.close());

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
