import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { newId } from '../../db/new-id.ts';
import { type Tenant, tutoringSessions, type User } from '../../db/schema/index.ts';

type Headers = Record<string, string>;
const clock = new TestClock('2027-05-10T12:00:00.000Z');

/**
 * /admin-tutoring (decision 0151): the sessions of one class's students, for a reader of the class; the
 * hours per tutor counted in the reader's month (their profile's zone, else the school's), not UTC's.
 */
describe('tutoring administration: class filter and the hours month', () => {
  let tenant: Tenant;
  let admin: Headers;
  let teacher: { user: User; headers: Headers };
  let tokyoTutor: { user: User; headers: Headers };
  let otherProfessor: Headers;
  let otherSchoolAdmin: Headers;
  let inClass: User;
  let outside: User;
  let classId: string;
  let emptyClassId: string;

  const t = useTestApp({ clock });
  const get = (url: string, headers: Headers) => t.app.inject({ url: `/api/admin/tutoring/${url}`, headers });
  const session = (tutor: User, student: User, startsAt: string, minutes = 60) => ({
    id: newId(),
    tenantId: tenant.id,
    tutorId: tutor.id,
    studentId: student.id,
    startsAt: new Date(startsAt),
    endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000),
    status: 'attended' as const,
    studentTimeZone: 'UTC',
  });

  beforeAll(async () => {
    // The school's days are Bogotá's (UTC-5); one tutor reads in Tokyo (UTC+9).
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true, timeZone: 'America/Bogota' });
    admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const staffOf = async (firstName: string, timeZone: string | null) => {
      const user = await buildUser(t.deps.db, tenant, {
        role: 'Professor',
        firstName,
        timeZone,
        isTutor: true,
      });
      return { user, headers: (await signIn(t, user)).headers };
    };
    teacher = await staffOf('Pilar', null);
    tokyoTutor = await staffOf('Kenji', 'Asia/Tokyo');
    otherProfessor = await signInNewUser(t, tenant, { role: 'Professor' });
    otherSchoolAdmin = await signInNewUser(t, await buildTenant(t.deps.db), { role: 'Administrator' });
    inClass = await buildUser(t.deps.db, tenant, { firstName: 'Ana' });
    outside = await buildUser(t.deps.db, tenant, { firstName: 'Carla' });
    const create = async (name: string, studentIds: string[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/classes',
        headers: admin,
        payload: { name, teacherIds: [teacher.user.id], studentIds, courseIds: [] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    classId = await create('A1', [inClass.id]);
    emptyClassId = await create('Vacía', []);
    await t.deps.db.insert(tutoringSessions).values([
      session(teacher.user, inClass, '2027-04-06T15:00:00Z'),
      session(teacher.user, outside, '2027-04-07T15:00:00Z'),
      // 22:00 of 28 February in Bogotá (1 March in UTC): February's, for the school.
      session(teacher.user, outside, '2027-03-01T03:00:00Z', 30),
      // 01:00 of 1 April in Tokyo (31 March in UTC and in Bogotá): April's, for Kenji.
      session(tokyoTutor.user, inClass, '2027-03-31T16:00:00Z', 45),
    ]);
  });

  it("lists the sessions of the class's students only, for an administrator and the class's teacher", async () => {
    for (const headers of [admin, teacher.headers]) {
      const res = await get(`sessions?classId=${classId}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const students = res.json().sessions.map((s: { student: { id: string } }) => s.student.id);
      expect(students.length).toBeGreaterThan(0);
      expect(new Set(students)).toEqual(new Set([inClass.id]));
    }
    const all = (await get('sessions', admin)).json().sessions as { student: { id: string } }[];
    expect(all.some((s) => s.student.id === outside.id)).toBe(true);
    expect((await get(`sessions?classId=${emptyClassId}`, admin)).json().sessions).toEqual([]);
  });

  it("refuses another teacher's class and another school's class: 404 class.not-found", async () => {
    for (const headers of [otherProfessor, otherSchoolAdmin]) {
      const res = await get(`sessions?classId=${classId}`, headers);
      expect([res.statusCode, res.json().code]).toEqual([404, 'class.not-found']);
    }
  });

  it("counts the hours in the reader's month: the school's zone, or the profile's", async () => {
    const hours = async (month: string, headers: Headers) => {
      const res = await get(`hours?month=${month}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { timeZone: string; tutors: { id: string; sessions: number; minutes: number }[] };
    };
    const pilarIn = async (month: string) =>
      (await hours(month, admin)).tutors.find((row) => row.id === teacher.user.id);
    // The administrator has no zone of their own: the school's (Bogotá).
    expect((await hours('2027-02', admin)).timeZone).toBe('America/Bogota');
    expect(await pilarIn('2027-02')).toMatchObject({ sessions: 1, minutes: 30 });
    expect(await pilarIn('2027-03')).toBeUndefined();
    expect(await pilarIn('2027-04')).toMatchObject({ sessions: 2, minutes: 120 });
    // Kenji reads in Tokyo: his session of 31 March (UTC) is April's.
    const kenji = await hours('2027-04', tokyoTutor.headers);
    expect(kenji.timeZone).toBe('Asia/Tokyo');
    expect(kenji.tutors).toEqual([
      expect.objectContaining({ id: tokyoTutor.user.id, sessions: 1, minutes: 45 }),
    ]);
    expect((await hours('2027-03', tokyoTutor.headers)).tutors).toEqual([]);
  });
});
