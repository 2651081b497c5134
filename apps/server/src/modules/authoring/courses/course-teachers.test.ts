import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';

/** Courses have owners and co-teachers: a professor changes only the courses they teach (decision 0145). */
describe('course owners and co-teachers', () => {
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  let other$: Record<string, string>;
  let otherId: string;
  let admin$: Record<string, string>;
  let lessonId: string;
  beforeAll(async () => {
    const other = await buildUser(t.deps.db, a.tenant, {
      role: 'Professor',
      firstName: 'Olga',
      lastName: 'Ortiz',
    });
    otherId = other.id;
    other$ = (await signIn(t, other)).headers;
    admin$ = (await signIn(t, await buildUser(t.deps.db, a.tenant, { role: 'Administrator' }))).headers;
    lessonId = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.staff$ })).json()
      .chapterIds[0];
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: unknown) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as object });
  const courseEdit = async (headers: object) => {
    const item = (await call('GET', `/api/courses/${a.courseId}`, a.staff$)).json();
    return call('PUT', `/api/courses/${a.courseId}`, headers, {
      title: item.title,
      description: item.description,
      level: item.level,
      order: item.order,
      locale: item.locale,
      published: item.published,
      version: item.version,
    });
  };

  it('refuses a professor who does not teach the course, everything under it included', async () => {
    const lesson = (await call('GET', `/api/chapters/${lessonId}`, a.staff$)).json();
    const refusals = [
      await courseEdit(other$),
      await call('DELETE', `/api/courses/${a.courseId}`, other$),
      await call('POST', `/api/courses/recover/${a.courseId}`, other$),
      await call('PUT', `/api/courses/${a.courseId}/chapters/order`, other$, { chapterIds: [lessonId] }),
      await call('POST', '/api/chapters', other$, {
        courseId: a.courseId,
        title: { es: 'Lección ajena', en: 'Foreign lesson' },
        viewMode: 'reading',
        body: 'Texto.',
        transcript: '',
        vocabulary: [],
      }),
      await call('PUT', `/api/chapters/${lessonId}`, other$, {
        courseId: a.courseId,
        title: lesson.title,
        viewMode: lesson.viewMode,
        body: 'Cambiado',
        transcript: lesson.transcript,
        vocabulary: lesson.vocabulary,
        version: lesson.version,
      }),
      await call('DELETE', `/api/chapters/${lessonId}`, other$),
      await call('POST', '/api/review-lessons', other$, {
        courseId: a.courseId,
        title: { es: 'Repaso ajeno', en: 'Foreign review' },
        words: [{ chapterId: lessonId, en: lesson.vocabulary[0].en }],
      }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('course.not-teacher');
    }
    // The owner and an administrator may.
    expect((await courseEdit(a.staff$)).statusCode).toBe(200);
    expect((await courseEdit(admin$)).statusCode).toBe(200);
  });

  it('tells each user who teaches a course and what they may do with it', async () => {
    const item = async (headers: object) =>
      (await call('GET', `/api/courses?Take=100`, headers))
        .json()
        .items.find((course: { id: string }) => course.id === a.courseId).teaching;
    expect(await item(a.staff$)).toMatchObject({
      owner: { id: a.staff.id },
      teachers: [],
      mayEdit: true,
      mayManageTeachers: true,
    });
    expect(await item(other$)).toMatchObject({ mayEdit: false, mayManageTeachers: false });
    expect(await item(admin$)).toMatchObject({ mayEdit: true, mayManageTeachers: true });
    const detail = (await call('GET', `/api/courses/${a.courseId}`, other$)).json();
    expect(detail.teaching).toMatchObject({ owner: { id: a.staff.id }, mayEdit: false });
  });

  it('makes the creator of a course its owner', async () => {
    const res = await call('POST', '/api/courses', other$, {
      title: { es: 'Curso de Olga', en: "Olga's course" },
      description: { es: 'Suyo.', en: 'Hers.' },
      level: 'B1',
      order: 9,
      locale: 'es',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().teaching).toMatchObject({ owner: { id: otherId, name: 'Olga Ortiz' }, mayEdit: true });
    const byOwner = await call('DELETE', `/api/courses/${res.json().id}`, a.staff$);
    expect(byOwner.json().code).toBe('course.not-teacher');
  });

  it('lets the owner or an administrator set co-teachers, professors of the same school only', async () => {
    const url = `/api/courses/${a.courseId}/teachers`;
    const listed = (await call('GET', url, other$)).json();
    expect(listed.candidates.map((c: { id: string }) => c.id)).toContain(otherId);
    expect(listed.candidates.map((c: { id: string }) => c.id)).not.toContain(a.staff.id);

    const byStranger = await call('PUT', url, other$, { teacherIds: [otherId] });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().code).toBe('course.teachers-not-allowed');

    // Another school's professor, or a student of this one, is refused on the field.
    for (const id of [b.staff.id, a.student.id]) {
      const res = await call('PUT', url, a.staff$, { teacherIds: [id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ path: 'teacherIds.0', code: 'course.teacher-not-professor' }),
      ]);
    }
    const set = await call('PUT', url, a.staff$, { teacherIds: [otherId] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ teachers: [{ id: otherId, name: 'Olga Ortiz' }] });
    // The co-teacher now edits the course, but does not choose its co-teachers.
    expect((await courseEdit(other$)).statusCode).toBe(200);
    expect((await call('PUT', url, other$, { teacherIds: [] })).statusCode).toBe(403);
    // An administrator may; then the professor is refused again.
    expect((await call('PUT', url, admin$, { teacherIds: [] })).statusCode).toBe(200);
    expect((await courseEdit(other$)).statusCode).toBe(403);
    // Another school's staff find no such course.
    expect((await call('GET', url, b.staff$)).statusCode).toBe(404);
  });
});
