import { CONTENT_PACKAGE_LIMITS } from '@puente/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { samplePackage } from '../../../test/learning-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  chapterProgress,
  courses,
  enrollments,
  exerciseAttempts,
  exercises,
  userExams,
} from '../../db/schema/index.ts';
import { loadStarterContent, seedLearning } from '../../seed/seed-learning.ts';

describe('content (staff): import, export and course conventions', () => {
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);

  const importPackage = (payload: unknown, headers = a.staff$) =>
    t.app.inject({ method: 'POST', url: '/api/content/import', headers, payload: payload as object });

  it('is for staff only', async () => {
    expect((await importPackage(samplePackage(), a.student$)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/content/export', headers: a.student$ })).statusCode).toBe(403);
    const noAuth = await t.app.inject({ url: '/api/content/export', headers: { host: a.staff$.host! } });
    expect(noAuth.statusCode).toBe(401);
  });

  it('exports an empty package for a tenant without courses, and imports it back as a no-op', async () => {
    const tenant = await buildTenant(t.deps.db);
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant, { role: 'Professor' }));
    const res = await t.app.inject({ url: '/api/content/export', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ format: 'puente-content', version: 1, courses: [] });
    const back = await importPackage(res.json(), headers);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ courses: [] });
  });

  it('answers 409 content.too-large, not 500, when the courses written outgrow what a package holds', async () => {
    const tenant = await buildTenant(t.deps.db);
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant, { role: 'Professor' }));
    for (let n = 1; n <= CONTENT_PACKAGE_LIMITS.courses + 1; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses',
        headers,
        payload: {
          title: { es: `Curso ${n}`, en: `Course ${n}` },
          description: { es: 'Curso.', en: 'Course.' },
          level: 'A1',
          order: n,
          locale: 'es',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.app.inject({ url: '/api/content/export', headers });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('content.too-large');
  });

  it("imports the starter content (as drafts after the school's courses) and exports it back unchanged", async () => {
    const starter = loadStarterContent();
    const res = await importPackage(starter);
    expect(res.statusCode).toBe(200);
    expect(res.json().courses.map((c: { key: string; created: boolean }) => [c.key, c.created])).toEqual([
      ['ingles-basico-a1', true],
      ['ingles-pre-intermedio-a2', true],
    ]);
    const exported = (await t.app.inject({ url: '/api/content/export', headers: a.staff$ })).json();
    const byKey = new Map(exported.courses.map((c: { key: string }) => [c.key, c]));
    // The school already had courses 1 and 2: the imported ones follow, unpublished (decision 0145).
    for (const [index, course] of starter.courses.entries())
      expect(byKey.get(course.key)).toEqual({ ...course, published: false, order: 3 + index });
    const again = await importPackage(starter);
    expect(again.json().courses.map((c: { id: string }) => c.id)).toEqual(
      res.json().courses.map((c: { id: string }) => c.id),
    );
    expect(again.json().courses.every((c: { created: boolean }) => !c.created)).toBe(true);
  });

  it('exports a lesson that streams an uploaded file (its media id) and imports it back', async () => {
    const mediaId = '0196b3a2-2222-7000-8000-000000000000';
    const lesson = (await t.app.inject({ url: `/api/courses/${b.courseId}`, headers: b.staff$ })).json()
      .lessons[0];
    const view = (await t.app.inject({ url: `/api/chapters/${lesson.id}`, headers: b.staff$ })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/chapters/${lesson.id}`,
      headers: b.staff$,
      payload: {
        courseId: b.courseId,
        title: view.title,
        viewMode: 'video',
        streamOrigin: mediaId,
        body: view.body,
        transcript: view.transcript,
        vocabulary: view.vocabulary,
        version: view.version,
      },
    });
    expect(edited.statusCode).toBe(200);
    const exported = await t.app.inject({ url: '/api/content/export', headers: b.staff$ });
    expect(exported.statusCode).toBe(200);
    const chapter = exported
      .json()
      .courses.flatMap((course: { chapters: { streamOrigin: string }[] }) => course.chapters)
      .find((c: { streamOrigin: string }) => c.streamOrigin === mediaId);
    expect(chapter).toBeDefined();
    const back = await importPackage(exported.json(), b.staff$);
    expect(back.statusCode).toBe(200);
  });

  it('updates by key and soft-deletes what a new version no longer lists', async () => {
    const pkg = samplePackage();
    const chapter = pkg.courses[0]!.chapters[0]!;
    chapter.title.en = 'Lesson one, revised';
    chapter.exercises = chapter.exercises.slice(0, 4);
    expect((await importPackage(pkg)).statusCode).toBe(200);
    const live = await t.deps.db
      .select()
      .from(exercises)
      .where(and(eq(exercises.courseId, a.courseId), isNull(exercises.deletedAt)));
    expect(live).toHaveLength(4);
    const detail = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ })).json();
    expect(detail.lessons[0]).toMatchObject({ title: { en: 'Lesson one, revised' }, exerciseCount: 4 });
    expect((await importPackage(samplePackage())).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/exercises?courseId=${a.courseId}`, headers: a.student$ })).json(),
    ).toHaveLength(6);
  });

  it('answers 400 with field errors for an invalid package', async () => {
    const pkg = samplePackage() as unknown as { courses: Record<string, unknown>[] };
    const course = pkg.courses[0] as {
      order: number;
      chapters: { exercises: { options?: { correct: boolean }[] }[] }[];
    };
    course.order = 0;
    for (const option of course.chapters[0]!.exercises[1]!.options!) option.correct = false;
    const res = await importPackage(pkg);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'courses.0.order', code: 'course.zero-presentation-order' }),
        expect.objectContaining({
          path: 'courses.0.chapters.0.exercises.1.options',
          code: 'exercise.one-correct-answer-required',
          message: 'Se requiere al menos una respuesta correcta',
        }),
      ]),
    );
    expect((await importPackage({ format: 'other' })).statusCode).toBe(400);
  });

  it('refuses a package whose course takes the title of another live course (409 duplicate)', async () => {
    const pkg = samplePackage();
    const [course] = pkg.courses;
    const copy = { ...course!, key: 'another-key', title: { es: 'Curso de prueba', en: 'Another title' } };
    const res = await importPackage({ ...pkg, courses: [copy] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('duplicate');
  });

  it('checks course titles: 200 free, 409 duplicate', async () => {
    const check = (value: string, extra = '') =>
      t.app.inject({
        method: 'HEAD',
        url: `/api/courses/title/check?value=${encodeURIComponent(value)}${extra}`,
        headers: a.staff$,
      });
    expect((await check('Curso nuevo')).statusCode).toBe(200);
    expect((await check('curso de prueba')).statusCode).toBe(409);
    expect((await check('Sample course')).statusCode).toBe(409);
    expect((await check('Curso de prueba', `&excludeId=${a.courseId}`)).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'HEAD',
      url: '/api/courses/title/check?value=Borrador',
      headers: b.staff$,
    });
    expect(other.statusCode).toBe(409);
    const unrelated = await t.app.inject({
      method: 'HEAD',
      url: '/api/courses/title/check?value=Inglés básico (A1)',
      headers: b.staff$,
    });
    expect(unrelated.statusCode).toBe(200);
  });

  it('soft-deletes and recovers a course; another tenant cannot touch it', async () => {
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${a.courseId}`,
      headers: b.staff$,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('course.not-found');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/courses/${a.courseId}`, headers: a.student$ }))
        .statusCode,
    ).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${a.courseId}`,
      headers: a.staff$,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ })).statusCode).toBe(
      404,
    );
    const staffView = await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.staff$ });
    expect(staffView.json().deletedAt).toEqual(expect.any(String));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/courses/${a.courseId}`, headers: a.staff$ }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/courses/recover/${a.courseId}`, headers: b.staff$ }))
        .statusCode,
    ).toBe(404);
    const recovered = await t.app.inject({
      method: 'POST',
      url: `/api/courses/recover/${a.courseId}`,
      headers: a.staff$,
    });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ id: a.courseId, deletedAt: null });
    expect((await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ })).statusCode).toBe(
      200,
    );
  });
});

describe('seedLearning', () => {
  const t = useTestApp();

  it('imports the starter courses, enrolls the demo students and gives estudiante some progress', async () => {
    const tenant = await buildTenant(t.deps.db);
    const estudiante = await buildUser(t.deps.db, tenant);
    const moroso = await buildUser(t.deps.db, tenant);
    await t.deps.db.transaction((tx) => seedLearning(tx, tenant.id, { estudiante, moroso }, t.deps.clock));
    const rows = await t.deps.db.select().from(courses).where(eq(courses.tenantId, tenant.id));
    expect(rows.map((row) => row.titleEs).sort()).toEqual([
      'Inglés básico (A1)',
      'Inglés pre-intermedio (A2)',
    ]);
    const enrolled = async (userId: string) =>
      (await t.deps.db.select().from(enrollments).where(eq(enrollments.userId, userId))).length;
    expect([await enrolled(estudiante.id), await enrolled(moroso.id)]).toEqual([2, 1]);
    const owned = await t.deps.db.select().from(userExams).where(eq(userExams.userId, estudiante.id));
    expect(owned).toHaveLength(3);
    const progress = await t.deps.db
      .select()
      .from(chapterProgress)
      .where(eq(chapterProgress.userId, estudiante.id));
    expect(progress.filter((row) => row.completedAt)).toHaveLength(2);
    const attempts = await t.deps.db
      .select()
      .from(exerciseAttempts)
      .where(eq(exerciseAttempts.userId, estudiante.id));
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts.some((attempt) => !attempt.correct)).toBe(true);
  });
});
