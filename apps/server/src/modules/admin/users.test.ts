import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { droppedMails, newMailDropDir } from '../../../test/mail-drop.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { accounts, adminActions, outboxEmails, type Tenant, type User } from '../../db/schema/index.ts';
import { SECRET_MASK } from '../../lib/mailer.ts';

type Headers = Record<string, string>;

describe('the users of the administration (/api/admin/users)', () => {
  let tenant: Tenant;
  let other: Tenant;
  let admin: User;
  let headers: Headers;
  const t = useTestApp(async () => ({ config: { MAIL_DROP_DIR: await newMailDropDir() } }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    other = await buildTenant(t.deps.db);
    admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    headers = (await signIn(t, admin)).headers;
  });

  let n = 0;
  const newUser = (overrides: object = {}) => ({
    firstName: 'Lucía',
    lastName: `Gómez ${++n}`,
    email: `nuevo-${n}-${Date.now()}@example.test`,
    role: 'Student',
    isMaster: true,
    isTutor: false,
    ...overrides,
  });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD',
    url: string,
    payload?: object,
    as = headers,
  ) => t.app.inject({ method, url: `/api/admin/users${url}`, headers: as, ...(payload ? { payload } : {}) });
  const temporaryPasswordIn = (text: string) => /(?:temporal|Temporary password): (\S+)/.exec(text)?.[1];
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { host: tenant.hosts[0]! },
      payload: { username: email, password },
    });
  const auditOf = (targetId: string) =>
    t.deps.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, targetId))
      .orderBy(adminActions.createdAt);

  it('creates a student with an account of their own; a temporary password by mail, masked in the outbox', async () => {
    const input = newUser();
    const res = await call('POST', '', input);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: input.email,
      role: 'Student',
      isMaster: true,
      active: true,
      invitationPending: true,
      version: 1,
      deletedAt: null,
    });
    const [mail] = await droppedMails(t, input.email);
    const temporary = temporaryPasswordIn(mail!.text)!;
    expect(temporary).toMatch(/^\S{12}$/);
    const [stored] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, input.email));
    expect(stored!.text).not.toContain(temporary);
    expect(stored!.text).toContain(SECRET_MASK);
    const signedIn = await login(input.email, temporary);
    expect(signedIn.json()).toMatchObject({ forceChangePassword: true, agreeTerms: true });

    const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.masterUserId, created.id));
    expect(account!.tenantId).toBe(tenant.id);
    const [record] = await auditOf(created.id);
    expect(record).toMatchObject({ action: 'user.create', actorUserId: admin.id, before: null });
    expect(record!.after).toMatchObject({ email: input.email, role: 'Student' });
    expect(JSON.stringify(record)).not.toContain(temporary);
  });

  it('refuses an e-mail in use on the field (check and create), and a master flag for staff', async () => {
    const taken = await buildUser(t.deps.db, tenant);
    expect((await call('HEAD', `/email/check?value=${encodeURIComponent(taken.email)}`)).statusCode).toBe(
      409,
    );
    expect(
      (await call('HEAD', `/email/check?value=${encodeURIComponent(taken.email)}&id=${taken.id}`)).statusCode,
    ).toBe(200);
    expect((await call('HEAD', '/email/check?value=libre%40example.test')).statusCode).toBe(200);
    const res = await call('POST', '', newUser({ email: taken.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'user.username-in-use' });
    expect(JSON.stringify(res.json())).toContain('"field":"email"');
    const staffMaster = await call('POST', '', newUser({ role: 'Professor', isMaster: true }));
    expect(staffMaster.statusCode).toBe(400);
    expect(staffMaster.json().code).toBe('user.master-students-only');
    const blank = await call('POST', '', newUser({ firstName: ' ', email: 'no-es-correo' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('invalid');
  });

  it('lists by name or e-mail (accents ignored), pages, and shows the deleted ones apart', async () => {
    const found = await buildUser(t.deps.db, tenant, { firstName: 'Íñigo', lastName: 'Zubizarreta' });
    const list = (await call('GET', '?SearchValue=inigo%20zubi&Skip=0&Take=10')).json();
    expect(list.items.map((u: { id: string }) => u.id)).toEqual([found.id]);
    const page = (await call('GET', '?Skip=0&Take=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await call('GET', '?Skip=1000&Take=10')).json()).toEqual({ items: [], total: page.total });
    expect((await call('GET', `/${found.id}`)).json()).toMatchObject({
      id: found.id,
      lastName: 'Zubizarreta',
    });
  });

  it('edits name, role and flags from the version read; refuses a stale edit and student↔staff', async () => {
    const professor = (await call('POST', '', newUser({ role: 'Professor', isMaster: false }))).json();
    const edit = {
      id: professor.id,
      version: 1,
      firstName: 'Pablo',
      lastName: 'Ruiz',
      role: 'Administrator',
      isMaster: false,
      isTutor: true,
    };
    const res = await call('PUT', '', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'Administrator', isTutor: true, version: 2 });
    expect((await call('PUT', '', edit)).json().code).toBe('stale');
    const toStudent = await call('PUT', '', { ...edit, version: 2, role: 'Student' });
    expect(toStudent.statusCode).toBe(409);
    expect(toStudent.json().code).toBe('user.role-change-not-allowed');
    const [record] = (await auditOf(professor.id)).filter((r) => r.action === 'user.update');
    expect(record!.before).toMatchObject({ role: 'Professor', isTutor: false });
    expect(record!.after).toMatchObject({ role: 'Administrator', isTutor: true, firstName: 'Pablo' });
  });

  it('deactivation ends the sessions at once and sign-in; reactivation lets them in again', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const own = (await signIn(t, student)).headers;
    expect((await t.app.inject({ url: '/api/user/me', headers: own })).statusCode).toBe(200);
    const res = await call('POST', `/${student.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await t.app.inject({ url: '/api/user/me', headers: own })).statusCode).toBe(401);
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect(
      (await call('GET', `?SearchValue=${encodeURIComponent(student.email)}`)).json().items[0].active,
    ).toBe(false);

    expect((await call('POST', `/${student.id}/reactivate`)).json().active).toBe(true);
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(student.id)).map((r) => r.action)).toEqual(['user.deactivate', 'user.reactivate']);
  });

  it('soft-deletes (sessions ended, listed apart) and recovers; deleting twice is not found', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const own = (await signIn(t, student)).headers;
    expect((await call('DELETE', `/${student.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user/me', headers: own })).statusCode).toBe(401);
    expect((await call('DELETE', `/${student.id}`)).statusCode).toBe(404);
    const search = `SearchValue=${encodeURIComponent(student.email)}`;
    expect((await call('GET', `?${search}`)).json().total).toBe(0);
    expect((await call('GET', `?${search}&deleted=true`)).json().items[0].deletedAt).not.toBeNull();
    const recovered = await call('POST', `/recover/${student.id}`);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().deletedAt).toBeNull();
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a password by mail: the old one stops working, the sessions end, the change is forced', async () => {
    const student = await buildUser(t.deps.db, tenant, { email: `reset-${Date.now()}@example.test` });
    const own = (await signIn(t, student)).headers;
    expect((await call('POST', `/${student.id}/reset-password`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: own })).statusCode).toBe(401);
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(401);
    const temporary = temporaryPasswordIn((await droppedMails(t, student.email)).at(-1)!.text)!;
    expect((await login(student.email, temporary)).json().forceChangePassword).toBe(true);
  });

  it('keeps an active administrator: the last one cannot deactivate, delete or demote themselves', async () => {
    const school = await buildTenant(t.deps.db);
    const only = await buildUser(t.deps.db, school, { role: 'Administrator' });
    const as = (await signIn(t, only)).headers;
    for (const [method, url] of [
      ['POST', `/${only.id}/deactivate`],
      ['DELETE', `/${only.id}`],
    ] as const) {
      const res = await call(method, url, undefined, as);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().code).toBe('user.last-administrator');
    }
    const demote = {
      id: only.id,
      version: only.version,
      firstName: 'A',
      lastName: 'B',
      role: 'Professor',
      isMaster: false,
      isTutor: false,
    };
    expect((await call('PUT', '', demote, as)).json().code).toBe('user.last-administrator');
    expect((await t.app.inject({ url: '/api/user/me', headers: as })).statusCode).toBe(200);

    // With a second administrator, the first may step down.
    await buildUser(t.deps.db, school, { role: 'Administrator' });
    expect((await call('PUT', '', demote, as)).statusCode).toBe(200);
  });

  it("is for administrators only, and never touches another tenant's users", async () => {
    const professor = await signInNewUser(t, tenant, { role: 'Professor' });
    const student = await signInNewUser(t, tenant);
    const target = await buildUser(t.deps.db, tenant);
    const calls = [
      ['GET', ''],
      ['GET', `/${target.id}`],
      ['HEAD', '/email/check?value=a%40b.test'],
      ['POST', ''],
      ['PUT', ''],
      ['DELETE', `/${target.id}`],
      ['POST', `/recover/${target.id}`],
      ['POST', `/${target.id}/deactivate`],
      ['POST', `/${target.id}/reactivate`],
      ['POST', `/${target.id}/reset-password`],
    ] as const;
    for (const as of [professor, student]) {
      for (const [method, url] of calls)
        expect((await call(method, url, {}, as)).statusCode, `${method} ${url}`).toBe(403);
    }

    const foreign = await buildUser(t.deps.db, other);
    for (const [method, url] of calls.filter(([, url]) => url.includes(target.id))) {
      const res = await call(method, url.replace(target.id, foreign.id));
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const edit = {
      id: foreign.id,
      version: 1,
      firstName: 'X',
      lastName: 'Y',
      role: 'Student',
      isMaster: false,
      isTutor: false,
    };
    expect((await call('PUT', '', edit)).statusCode).toBe(404);
    const listed = (await call('GET', `?SearchValue=${encodeURIComponent(foreign.email)}`)).json();
    expect(listed.total).toBe(0);
    expect((await login(foreign.email, TEST_PASSWORD)).statusCode).toBe(401); // not a user of this school
    expect(await auditOf(foreign.id)).toEqual([]);
  });
});
