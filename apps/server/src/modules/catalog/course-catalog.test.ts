import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { passLessonExercises } from '../../../test/pass-lesson-exercises.ts';
import { signIn } from '../../../test/sign-in.ts';
import { planOf, queriesDuring, statementsDuring } from '../../../test/statements-during.ts';
import { useSchool } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chapterProgress, chapters, courses, exercises } from '../../db/schema/index.ts';
import { type LearnerMarks, loadLearnerMarks, loadLessonMarks } from './learner-marks.ts';

type Summary = {
  id: string;
  title: { es: string };
  lessonCount: number;
  progress: number;
  enrolled: boolean;
};

const listOf = async (t: TestApp, headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/courses', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Summary[];
};

/** The first lesson (by position) of a course. */
const firstLessonOf = async (t: TestApp, courseId: string) => {
  const [lesson] = await t.deps.db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(chapters.position)
    .limit(1);
  return lesson;
};

/** A statement that reads the school's courses (the catalog's), as opposed to a learner's own marks. */
const readsCourses = (statement: string) => /from "courses"/.test(statement);

/**
 * Two instances on one database, the school's catalog in memory on both (decision 0176): a student's
 * course list reads only the student's own marks once the catalog is known; a course added by staff shows
 * on the instance that wrote it at once and on the other once announced; content written straight to the
 * database shows on both once announced.
 */
describe("the school's catalog in memory", () => {
  // The data cache off, as the bench's cold variants run: the catalog is kept all the same.
  const caching = { AUTH_CACHE_MS: 60_000, TENANT_CACHE_MS: 60_000, DATA_CACHE_MS: 0 };
  const a = useTestApp({ config: caching });
  const b = useTestApp(() => ({ config: caching, database: a.deps.database }));
  const school = useSchool(a, 'Catálogo');
  const settled = () => b.app.cacheInvalidation.barrier();

  it("reads only the student's own marks once the catalog is known, and each student's are their own", async () => {
    const first = await listOf(a, school.student$);
    expect(first.length).toBeGreaterThan(0);
    const other = await buildUser(a.deps.db, school.tenant, { firstName: 'Ana' });
    const otherSession = await signIn(a, other);
    const course = first[0]!;
    const lesson = await firstLessonOf(a, course.id);
    await a.deps.db.insert(chapterProgress).values({
      tenantId: school.tenant.id,
      userId: other.id,
      courseId: course.id,
      chapterId: lesson!.id,
      firstViewedAt: new Date(),
      lastViewedAt: new Date(),
      completedAt: new Date(),
    });
    let mine: Summary[] = [];
    const seen = await statementsDuring(a, async () => {
      mine = await listOf(a, otherSession.headers);
    });
    expect(seen.filter(readsCourses)).toEqual([]);
    expect(seen).toContain('catalog.learner-marks');
    const read = mine.find((c) => c.id === course.id)!;
    expect(read.progress).toBe(Math.round(100 / course.lessonCount));
    // The first student's figures are untouched by the second's marks.
    expect(await listOf(a, school.student$)).toEqual(first);
  });

  it('shows a course staff add on the instance that wrote it at once, on the other once announced', async () => {
    const before = await listOf(b, school.student$);
    const added = await a.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: school.staff$,
      payload: {
        title: { es: 'Inglés para viajar', en: 'English for travel' },
        description: { es: 'Frases útiles en el aeropuerto.', en: 'Useful phrases at the airport.' },
        level: 'A2',
        coverImage: null,
        order: 1,
        locale: 'es',
        published: true,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    // No wait for the announcement: the writer's own instance drops its catalog before answering.
    expect((await listOf(a, school.student$)).map((c) => c.id)).toContain(id);
    await settled();
    const after = await listOf(b, school.student$);
    expect(after.map((c) => c.id).sort()).toEqual([id, ...before.map((c) => c.id)].sort());
  });

  it('shows content written straight to the database on both instances once announced', async () => {
    const [course] = await listOf(a, school.student$);
    await listOf(b, school.student$);
    await a.deps.db.update(courses).set({ titleEs: 'Viajes (nuevo)' }).where(eq(courses.id, course!.id));
    await settled();
    for (const t of [a, b]) {
      const renamed = (await listOf(t, school.student$)).find((c) => c.id === course!.id);
      expect(renamed?.title.es).toBe('Viajes (nuevo)');
    }
    // Unpublished: gone from the students' list, still in the staff's.
    await a.deps.db.update(courses).set({ published: false }).where(eq(courses.id, course!.id));
    await settled();
    for (const t of [a, b]) {
      expect((await listOf(t, school.student$)).map((c) => c.id)).not.toContain(course!.id);
      expect((await listOf(t, school.staff$)).map((c) => c.id)).toContain(course!.id);
    }
  });
  it("reads only the student's marks for a lesson once it is known, and hides what students may not see", async () => {
    await a.deps.db.update(courses).set({ published: true }).where(eq(courses.id, school.courseId));
    await settled();
    const lesson = await firstLessonOf(a, school.courseId);
    const url = `/api/chapters/${lesson!.id}`;
    const read = async (t: TestApp, headers: Record<string, string>) => t.app.inject({ url, headers });
    const first = await read(a, school.student$);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().exercises.length).toBeGreaterThan(0);
    for (const exercise of first.json().exercises) expect(exercise.attempts).toBe(0);
    // The student's attempts: shown on the next read, with no read of the lesson itself.
    await passLessonExercises(a, school.student$, lesson!.id);
    let again: Awaited<ReturnType<typeof read>> | undefined;
    const seen = await statementsDuring(a, async () => {
      again = await read(a, school.student$);
    });
    expect(seen.filter((statement) => /chapter|exercise|lesson/i.test(statement))).toEqual([
      'catalog.lesson-marks',
    ]);
    expect(again!.json()).toMatchObject({ id: lesson!.id, viewed: false, completed: false });
    for (const exercise of again!.json().exercises)
      expect(exercise).toMatchObject({ attempts: 1, bestScore: 100 });
    // Another student's read of the same lesson, from the same memory: their own marks.
    const other = await signIn(a, await buildUser(a.deps.db, school.tenant, { firstName: 'Eva' }));
    for (const exercise of (await read(a, other.headers)).json().exercises) expect(exercise.attempts).toBe(0);
    // Unassigned, written straight to the database: gone for the student on both instances, kept for staff.
    await a.deps.db.update(chapters).set({ assigned: false }).where(eq(chapters.id, lesson!.id));
    await settled();
    for (const t of [a, b]) {
      expect((await read(t, school.student$)).statusCode).toBe(404);
      expect((await read(t, school.staff$)).statusCode).toBe(200);
    }
    await a.deps.db.update(chapters).set({ assigned: true }).where(eq(chapters.id, lesson!.id));
    await settled();
    expect((await read(b, school.student$)).statusCode).toBe(200);
  });
});

describe('course lists asked at the same moment', () => {
  const t = useTestApp();
  const school = useSchool(t, 'Lista');

  it("share one statement for the students' marks, each answered with their own", async () => {
    const students = await Promise.all(
      ['Ana', 'Luis', 'Eva'].map((firstName) => buildUser(t.deps.db, school.tenant, { firstName })),
    );
    const sessions = await Promise.all(students.map((student) => signIn(t, student)));
    const [course] = await listOf(t, school.student$);
    const lesson = await firstLessonOf(t, course!.id);
    // Only Luis has completed the first lesson.
    await t.deps.db.insert(chapterProgress).values({
      tenantId: school.tenant.id,
      userId: students[1]!.id,
      courseId: course!.id,
      chapterId: lesson!.id,
      firstViewedAt: new Date(),
      lastViewedAt: new Date(),
      completedAt: new Date(),
    });
    const keys = students.map((student) => ({ tenantId: school.tenant.id, userId: student.id }));
    let marks: LearnerMarks[] = [];
    const seen = await statementsDuring(t, async () => {
      marks = await Promise.all(keys.map((key) => loadLearnerMarks(t.deps.db, key)));
    });
    expect(seen).toEqual(['catalog.learners-marks']);
    expect(marks.map((m) => m.progressByCourse.get(course!.id)?.map((p) => p.chapterId) ?? [])).toEqual([
      [],
      [lesson!.id],
      [],
    ]);
    // Each alone reads the same.
    for (const [i, key] of keys.entries()) expect(await loadLearnerMarks(t.deps.db, key)).toEqual(marks[i]);
    // Through the route, asked together: each list with its own progress.
    const lists = await Promise.all(sessions.map((session) => listOf(t, session.headers)));
    const progress = lists.map((list) => list.find((c) => c.id === course!.id)!.progress);
    expect(progress).toEqual([0, Math.round(100 / course!.lessonCount), 0]);
  });

  it("reads each learner's marks through the learner's indexes, whatever the school's size", async () => {
    const tenantId = school.tenant.id;
    const lesson = await firstLessonOf(t, school.courseId);
    const exerciseRows = await t.deps.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.chapterId, lesson!.id));
    const exerciseIds = exerciseRows.map((row) => row.id);
    // 2,000 other students, each with the lesson viewed, the course enrolled and ten attempts.
    await t.deps.db.execute(sql`
      with others as (
        insert into users (id, tenant_id, email, first_name, last_name, password_hash)
        select gen_random_uuid(), ${tenantId}, 'par-' || g || '@lista.test', 'Par', md5(g::text), 'x'
        from generate_series(1, 2000) g
        returning id
      ), viewed as (
        insert into chapter_progress (id, tenant_id, user_id, course_id, chapter_id, first_viewed_at, last_viewed_at)
        select gen_random_uuid(), ${tenantId}, o.id, ${school.courseId}, ${lesson!.id}, now(), now() from others o
      )
      insert into enrollments (id, tenant_id, user_id, course_id)
      select gen_random_uuid(), ${tenantId}, o.id, ${school.courseId} from others o`);
    await t.deps.db.execute(sql`
      insert into exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
      select gen_random_uuid(), ${tenantId}, u.id, ${school.courseId}, ${exerciseIds[0]}, '{}'::jsonb, 0, false, now()
      from users u cross join generate_series(1, 10) where u.email like 'par-%@lista.test'`);
    for (const table of ['users', 'chapter_progress', 'enrollments', 'exercise_attempts']) {
      await t.deps.db.execute(sql.raw(`analyze ${table}`));
    }
    const learners = await Promise.all(
      ['Rita', 'Raúl', 'Rosa'].map((firstName) => buildUser(t.deps.db, school.tenant, { firstName })),
    );
    const queries = await queriesDuring(t, () =>
      Promise.all(
        learners.flatMap((learner) => [
          loadLearnerMarks(t.deps.db, { tenantId, userId: learner.id }),
          loadLessonMarks(t.deps.db, { tenantId, userId: learner.id, chapterId: lesson!.id, exerciseIds }),
        ]),
      ),
    );
    const names = queries.map((query) => (/json_to_recordset/.test(query.text) ? 'batch' : 'one'));
    expect(names).toEqual(['batch', 'batch']);
    for (const query of queries) {
      expect(await planOf(t, query)).not.toMatch(
        /Seq Scan on (chapter_progress|enrollments|exercise_attempts)/,
      );
    }
  });
});
