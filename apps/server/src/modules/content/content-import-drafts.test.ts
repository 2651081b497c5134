import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { samplePackage } from '../../../test/learning-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useSchool } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { courses } from '../../db/schema/index.ts';

/** A staff import: drafts after the school's courses, review lessons both ways, only courses one teaches. */
describe('content import (staff): drafts, review lessons, owners', () => {
  const t = useTestApp();
  const a = useSchool(t, 'Escuela de importación');

  const importPackage = (payload: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/content/import', headers, payload: payload as object });
  const exportOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/content/export', headers })).json();

  it('creates a new course as a draft with the next order number, owned by the importer', async () => {
    const pkg = samplePackage();
    const course = { ...pkg.courses[0]!, key: 'imported-live', published: true, order: 1 };
    course.title = { es: 'Curso importado', en: 'Imported course' };
    const res = await importPackage({ ...pkg, courses: [course] }, a.staff$);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.deps.db.select().from(courses).where(eq(courses.id, res.json().courses[0].id));
    // The school's courses are 1 and 2: the import goes after them and is not live yet.
    expect(row).toMatchObject({ published: false, presentationOrder: 3, ownerId: a.staff.id });
    // Importing over it again changes neither (publishing it is the course editor's job).
    await t.deps.db.update(courses).set({ published: true }).where(eq(courses.id, row!.id));
    expect((await importPackage({ ...pkg, courses: [course] }, a.staff$)).statusCode).toBe(200);
    const [again] = await t.deps.db.select().from(courses).where(eq(courses.id, row!.id));
    expect(again).toMatchObject({ published: true, presentationOrder: 3 });
  });

  it('exports review lessons by lesson key and imports them back into another school', async () => {
    const course = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.staff$ })).json();
    const lessonId = course.chapterIds[0];
    const lesson = (await t.app.inject({ url: `/api/chapters/${lessonId}`, headers: a.staff$ })).json();
    const word = lesson.vocabulary[0];
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/review-lessons',
      headers: a.staff$,
      payload: {
        courseId: a.courseId,
        title: { es: 'Repaso uno', en: 'Review one' },
        words: [{ chapterId: lessonId, en: word.en }],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const exported = await exportOf(a.staff$);
    const inPackage = exported.courses.find((c: { key: string }) => c.key === course.key);
    expect(inPackage.reviewLessons).toEqual([
      {
        key: expect.any(String),
        title: { es: 'Repaso uno', en: 'Review one' },
        words: [{ ...word, chapter: inPackage.chapters[0].key }],
      },
    ]);

    const tenant = await buildTenant(t.deps.db, { name: 'Escuela destino' });
    const { headers } = await signIn(t, await buildUser(t.deps.db, tenant, { role: 'Professor' }));
    const res = await importPackage({ ...exported, courses: [inPackage] }, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().courses[0]).toMatchObject({ reviewLessons: 1 });
    const newCourseId = res.json().courses[0].id;
    const reviews = (
      await t.app.inject({ url: `/api/review-lessons?courseId=${newCourseId}&Take=10`, headers })
    ).json();
    const newLesson = (await t.app.inject({ url: `/api/courses/${newCourseId}`, headers })).json()
      .chapterIds[0];
    expect(reviews.items).toEqual([
      expect.objectContaining({
        title: { es: 'Repaso uno', en: 'Review one' },
        words: [{ ...word, chapterId: newLesson }],
      }),
    ]);
    // The review's key round-trips: importing the same package again updates it, it adds no second one.
    expect((await importPackage({ ...exported, courses: [inPackage] }, headers)).statusCode).toBe(200);
    const again = await t.app.inject({ url: `/api/review-lessons?courseId=${newCourseId}&Take=10`, headers });
    expect(again.json().total).toBe(1);
  });

  it('refuses a review word whose lesson key the course does not have, on its field', async () => {
    const pkg = samplePackage();
    const course = {
      ...pkg.courses[0]!,
      key: 'bad-review',
      title: { es: 'Curso con repaso', en: 'Course with review' },
      reviewLessons: [
        {
          key: 'r1',
          title: { es: 'Repaso', en: 'Review' },
          words: [{ chapter: 'nope', en: 'hello', es: 'hola', example: 'Hello!' }],
        },
      ],
    };
    const res = await importPackage({ ...pkg, courses: [course] }, a.staff$);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        path: 'courses.0.reviewLessons.0.words.0.chapter',
        code: 'review-lesson.word-not-found',
      }),
    ]);
  });

  it('refuses to import over a course the professor does not teach (403 course.not-teacher)', async () => {
    const other = await buildUser(t.deps.db, a.tenant, { role: 'Professor' });
    const { headers } = await signIn(t, other);
    const res = await importPackage(samplePackage(), headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('course.not-teacher');
    const admin = await buildUser(t.deps.db, a.tenant, { role: 'Administrator' });
    const asAdmin = await importPackage(samplePackage(), (await signIn(t, admin)).headers);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
  });
});
