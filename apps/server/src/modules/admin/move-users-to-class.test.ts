import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { adminActions, classes, classMembers, type Tenant, type User } from '../../db/schema/index.ts';

describe('students join a class from the users list (bulk/class/:classId) and the class filter', () => {
  const t = useTestApp();
  let tenant: Tenant;
  let admin: User;
  let headers: Record<string, string>;
  let classId: string;
  const newClass = async (tenantId: string, name: string) =>
    (
      (await t.deps.db.insert(classes).values({ tenantId, name }).returning({ id: classes.id })) as [
        { id: string },
      ]
    )[0].id;
  const toClass = (id: string, payload: object, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/bulk/class/${id}`, headers: as, payload });
  const membersOf = async (id: string) =>
    (await t.deps.db.select().from(classMembers).where(eq(classMembers.classId, id)))
      .map((m) => m.userId)
      .sort();

  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    headers = (await signIn(t, admin)).headers;
    classId = await newClass(tenant.id, '2º A');
  });

  it('adds the chosen students in one go (staff left out), audits it, and counts only newcomers', async () => {
    const students = await Promise.all([1, 2].map(() => buildUser(t.deps.db, tenant)));
    const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
    const res = await toClass(classId, { ids: [...students.map((u) => u.id), professor.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect(await membersOf(classId)).toEqual(students.map((u) => u.id).sort());
    const audited = await t.deps.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetId, classId), eq(adminActions.action, 'class.add-students')));
    expect(audited).toHaveLength(1);
    expect((await toClass(classId, { ids: students.map((u) => u.id) })).json()).toEqual({ count: 0 });

    // The list filtered by the class finds them, and only them.
    const list = await t.app.inject({ url: `/api/admin/users?classId=${classId}`, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .items.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual(students.map((u) => u.id).sort());
  });

  it('acts on "all matching" the filter, the class filter included', async () => {
    const tag = `clase${Date.now()}`;
    const matching = await Promise.all([1, 2, 3].map(() => buildUser(t.deps.db, tenant, { lastName: tag })));
    const target = await newClass(tenant.id, `Destino ${tag}`);
    const res = await toClass(target, { matching: { SearchValue: tag, classId } });
    expect(res.json()).toEqual({ count: 0 });
    expect((await toClass(target, { matching: { SearchValue: tag } })).json()).toEqual({ count: 3 });
    expect(await membersOf(target)).toEqual(matching.map((u) => u.id).sort());
  });

  it("refuses another school's class (404) and never adds another school's users; professors get 403", async () => {
    const other = await buildTenant(t.deps.db);
    const foreignClass = await newClass(other.id, 'Ajena');
    const mine = await buildUser(t.deps.db, tenant);
    const res = await toClass(foreignClass, { ids: [mine.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('class.not-found');
    expect(await membersOf(foreignClass)).toEqual([]);
    const foreigner = await buildUser(t.deps.db, other);
    expect((await toClass(classId, { ids: [foreigner.id] })).json()).toEqual({ count: 0 });
    const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
    const forbidden = await toClass(classId, { ids: [mine.id] }, (await signIn(t, professor)).headers);
    expect(forbidden.statusCode).toBe(403);
    const bad = await toClass('no-uuid', { ids: [mine.id] });
    expect(bad.statusCode).toBe(400);
  });
});
