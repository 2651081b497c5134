import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { newId } from '../../db/new-id.ts';
import { type Tenant, tutoringSessions, type User } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/index.ts';

type Headers = Record<string, string>;

/**
 * The class filter of the staff dashboard and the learning reports (decision 0151): the class's students
 * only; a professor reads the classes they teach, nobody another school's.
 */
describe('reports filtered by class', () => {
  let tenant: Tenant;
  let admin: Headers;
  let teacher: Headers;
  let otherProfessor: Headers;
  let otherSchoolAdmin: Headers;
  let inClass: User;
  let outside: User;
  let classId: string;

  const t = useTestApp();
  const post = (suffix: string, headers: Headers, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reports/${suffix}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const today = () => new Date().toISOString().slice(0, 10);
  const completed = (user: User, n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        recordActivity(t.deps.db, {
          tenantId: tenant.id,
          userId: user.id,
          kind: 'lesson.completed',
          resourceType: 'chapter',
          resourceId: newId(),
          at: new Date(),
        }),
      ),
    );

  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true });
    const adminUser = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    admin = (await signIn(t, adminUser)).headers;
    const teacherUser = await buildUser(t.deps.db, tenant, { role: 'Professor', firstName: 'Pilar' });
    teacher = (await signIn(t, teacherUser)).headers;
    otherProfessor = await signInNewUser(t, tenant, { role: 'Professor', firstName: 'Quique' });
    otherSchoolAdmin = await signInNewUser(t, await buildTenant(t.deps.db), { role: 'Administrator' });
    inClass = await buildUser(t.deps.db, tenant, { firstName: 'Ana', lastName: 'Clase' });
    outside = await buildUser(t.deps.db, tenant, { firstName: 'Carla', lastName: 'Fuera' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/classes',
      headers: admin,
      payload: { name: 'A1', teacherIds: [teacherUser.id], studentIds: [inClass.id], courseIds: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    classId = created.json().id;
    await completed(inClass, 1);
    await completed(outside, 2);
    const session = (studentId: string, time: string) => {
      const startsAt = new Date(`${today()}T${time}:00Z`);
      return {
        id: newId(),
        tenantId: tenant.id,
        tutorId: teacherUser.id,
        studentId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: 'booked' as const,
        studentTimeZone: 'UTC',
      };
    };
    // A session of each student today (the school's zone is UTC).
    await t.deps.db
      .insert(tutoringSessions)
      .values([session(inClass.id, '00:01'), session(outside.id, '00:40')]);
  });

  it("the staff dashboard counts the class's students only; without a class, every student", async () => {
    const school = await post('staff-home', admin);
    expect(school.statusCode, school.body).toBe(200);
    expect(school.json()).toMatchObject({
      activeStudentsThisWeek: 2,
      lessonsCompletedThisWeek: 3,
      tutoringSessionsToday: 2,
    });
    expect(school.json()).toHaveProperty('overdueAccounts');
    const ofClass = await post('staff-home', admin, { classId });
    expect(ofClass.json()).toMatchObject({
      activeStudentsThisWeek: 1,
      lessonsCompletedThisWeek: 1,
      tutoringSessionsToday: 1,
    });
    // The money stays the school's.
    expect(ofClass.json().overdueAccounts).toBe(school.json().overdueAccounts);
    // Its teacher reads it (learning figures only); an empty filter is the whole school.
    const taught = await post('staff-home', teacher, { classId });
    expect(taught.json()).toMatchObject({ activeStudentsThisWeek: 1, lessonsCompletedThisWeek: 1 });
    expect(taught.json()).not.toHaveProperty('overdueAccounts');
    expect((await post('staff-home', teacher, {})).json().activeStudentsThisWeek).toBe(2);
  });

  it("the learning reports count the class's students only, for its teacher too", async () => {
    const range = { from: today(), to: today() };
    const activity = await post('user-activity', teacher, { ...range, classId });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json().totals).toMatchObject({ activeUsers: 1, lessonsCompleted: 1 });
    expect((await post('user-activity', teacher, range)).json().totals).toMatchObject({
      activeUsers: 2,
      lessonsCompleted: 3,
    });
    const ranking = await post('most-active-users', teacher, { ...range, measure: 'lessons', classId });
    expect(ranking.json().rows.map((row: { userId: string }) => row.userId)).toEqual([inClass.id]);
    const csv = await post('most-active-users/csv', teacher, { ...range, measure: 'lessons', classId });
    expect(csv.body).toContain('Ana Clase');
    expect(csv.body).not.toContain('Carla Fuera');
  });

  it("refuses another teacher's class and another school's class: 404 class.not-found", async () => {
    const range = { from: today(), to: today() };
    const calls = [
      ['staff-home', { classId }],
      ['user-activity', { ...range, classId }],
      ['user-activity/csv', { ...range, classId }],
      ['most-active-users', { ...range, classId }],
      ['most-active-users/csv', { ...range, classId }],
    ] as const;
    for (const headers of [otherProfessor, otherSchoolAdmin])
      for (const [suffix, payload] of calls) {
        const res = await post(suffix, headers, payload);
        expect([res.statusCode, res.json().code], suffix).toEqual([404, 'class.not-found']);
      }
    // A class that exists nowhere answers the same.
    const unknown = await post('staff-home', admin, { classId: newId() });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'class.not-found']);
  });
});
