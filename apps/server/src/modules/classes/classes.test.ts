import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { buildSchool, type SchoolFixture } from '../../../test/learning-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { adminActions, type User } from '../../db/schema/index.ts';

describe('classes (groups) of students, their teachers and courses', () => {
  const t = useTestApp();
  let school: SchoolFixture;
  let admin$: Record<string, string>;
  let otherProfessor$: Record<string, string>;
  let students: User[];
  let adminUser: User;

  beforeAll(async () => {
    school = await buildSchool(t, 'Escuela de clases');
    adminUser = await buildUser(t.deps.db, school.tenant, { role: 'Administrator' });
    admin$ = (await signIn(t, adminUser)).headers;
    otherProfessor$ = (await signIn(t, await buildUser(t.deps.db, school.tenant, { role: 'Professor' })))
      .headers;
    students = [
      await buildUser(t.deps.db, school.tenant, { firstName: 'Zoe', lastName: 'Ruiz' }),
      await buildUser(t.deps.db, school.tenant, { firstName: 'Ana', lastName: 'Soto' }),
    ];
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  const form = (name: string, overrides: object = {}) => ({
    name,
    teacherIds: [school.staff.id],
    studentIds: students.map((student) => student.id),
    courseIds: [school.courseId],
    ...overrides,
  });

  it('an administrator creates a class; its teacher sees it and its students, another professor neither', async () => {
    const created = await call('POST', '/api/admin/classes', admin$, form('A1 mañana'));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json().students.map((s: { name: string }) => s.name)).toEqual(['Ana Soto', 'Zoe Ruiz']);
    expect(created.json().courses).toHaveLength(1);

    const teacherList = await call('GET', '/api/admin/classes', school.staff$);
    expect(teacherList.json().items).toEqual([
      expect.objectContaining({ id, name: 'A1 mañana', studentCount: 2, courseCount: 1 }),
    ]);
    const detail = await call('GET', `/api/admin/classes/${id}`, school.staff$);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().students).toHaveLength(2);

    expect((await call('GET', '/api/admin/classes', otherProfessor$)).json().items).toEqual([]);
    const refused = await call('GET', `/api/admin/classes/${id}`, otherProfessor$);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'class.not-found']);
    // Students are not staff; professors do not change classes.
    expect((await call('GET', '/api/admin/classes', school.student$)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/classes', school.staff$, form('Otra'))).statusCode).toBe(403);

    const [audit] = await t.deps.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetId, id), eq(adminActions.action, 'class.create')));
    expect(audit).toMatchObject({ actorUserId: adminUser.id, targetType: 'class' });
  });

  it('refuses, naming the field: a name taken (case aside), a student as teacher, no teacher, a blank name', async () => {
    await call('POST', '/api/admin/classes', admin$, form('B1 tarde'));
    const taken = await call('POST', '/api/admin/classes', admin$, form('b1 TARDE'));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'class.name-taken']);
    expect(taken.json().message).toBe('Ya hay una clase con ese nombre');

    const studentTeacher = await call(
      'POST',
      '/api/admin/classes',
      admin$,
      form('C1', { teacherIds: [students[0]!.id] }),
    );
    expect([studentTeacher.statusCode, studentTeacher.json().code]).toEqual([400, 'class.invalid-teacher']);
    const noTeacher = await call('POST', '/api/admin/classes', admin$, form('C2', { teacherIds: [] }));
    expect(JSON.stringify(noTeacher.json())).toContain('class.no-teacher');
    const blank = await call('POST', '/api/admin/classes', admin$, form('   '));
    expect(JSON.stringify(blank.json())).toContain('class.empty-name');
  });

  it("never takes another school's student or course", async () => {
    const other = await buildTenant(t.deps.db);
    const stranger = await buildUser(t.deps.db, other);
    const res = await call('POST', '/api/admin/classes', admin$, form('D1', { studentIds: [stranger.id] }));
    expect([res.statusCode, res.json().code]).toEqual([400, 'class.invalid-student']);
    const otherSchool = await buildSchool(t, 'Otra escuela');
    const course = await call(
      'POST',
      '/api/admin/classes',
      admin$,
      form('D2', { courseIds: [otherSchool.courseId] }),
    );
    expect([course.statusCode, course.json().code]).toEqual([400, 'class.invalid-course']);
  });

  it('an edit replaces the members and courses; a deleted class is gone, its users stay', async () => {
    const id = (await call('POST', '/api/admin/classes', admin$, form('E1'))).json().id as string;
    const edited = await call(
      'PUT',
      `/api/admin/classes/${id}`,
      admin$,
      form('E1 renamed', { studentIds: [students[1]!.id], courseIds: [] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'E1 renamed', courses: [] });
    expect(edited.json().students.map((s: { id: string }) => s.id)).toEqual([students[1]!.id]);

    expect((await call('DELETE', `/api/admin/classes/${id}`, admin$)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/classes/${id}`, admin$)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/classes/${id}`, admin$)).statusCode).toBe(404);
    const user = await call('GET', `/api/admin/users/${students[1]!.id}`, admin$);
    expect([user.statusCode, user.json().id]).toEqual([200, students[1]!.id]);
  });
});
