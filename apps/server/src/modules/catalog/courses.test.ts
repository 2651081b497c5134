import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passLessonExercises } from '../../../test/pass-lesson-exercises.ts';
import { planOf, queriesDuring, statementsDuring } from '../../../test/statements-during.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { activityEvents } from '../../db/schema/index.ts';

describe('courses and lessons (student side)', () => {
  const clock = new TestClock();
  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);

  const lessonsOf = async (headers: Record<string, string>, courseId: string) =>
    (await t.app.inject({ url: `/api/courses/${courseId}`, headers })).json().lessons as { id: string }[];

  it('requires sign-in', async () => {
    const res = await t.app.inject({ url: '/api/courses', headers: { host: a.student$.host! } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('system.unauthorized');
  });

  it("lists the tenant's published courses with level, lesson count and progress", async () => {
    const res = await t.app.inject({ url: '/api/courses', headers: a.student$ });
    expect(res.statusCode).toBe(200);
    const courses = res.json();
    expect(courses).toHaveLength(1);
    expect(courses[0]).toMatchObject({
      id: a.courseId,
      title: { es: 'Curso de prueba', en: 'Sample course' },
      level: 'A1',
      lessonCount: 2,
      completedLessons: 0,
      progress: 0,
      lastLessonId: null,
      enrolled: false,
      deletedAt: null,
    });
    const staff = await t.app.inject({ url: '/api/courses', headers: a.staff$ });
    expect(staff.json().map((c: { key: string }) => c.key)).toEqual(['sample-course', 'draft-course']);
  });

  it('shows a course with its lessons and exams; unpublished courses only to staff', async () => {
    const res = await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ });
    expect(res.statusCode).toBe(200);
    const course = res.json();
    expect(course.lessons.map((l: { title: { en: string } }) => l.title.en)).toEqual([
      'Lesson one',
      'Lesson two',
    ]);
    expect(course.lessons[0]).toMatchObject({
      position: 1,
      viewMode: 'reading',
      exerciseCount: 6,
      viewed: false,
    });
    expect(course.exams).toHaveLength(2);
    expect(course.exams[1]).toMatchObject({ passMark: 50, timeLimitMinutes: 10, questionCount: 2 });

    const draftId = (await t.app.inject({ url: '/api/courses', headers: a.staff$ })).json()[1].id;
    expect((await t.app.inject({ url: `/api/courses/${draftId}`, headers: a.staff$ })).statusCode).toBe(200);
    const hidden = await t.app.inject({ url: `/api/courses/${draftId}`, headers: a.student$ });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('course.not-found');
  });

  it("answers 404 for another tenant's course and lesson, 400 for a malformed id", async () => {
    const other = await t.app.inject({ url: `/api/courses/${b.courseId}`, headers: a.student$ });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('course.not-found');
    const [otherLesson] = await lessonsOf(b.student$, b.courseId);
    for (const url of [`/api/chapters/${otherLesson!.id}`]) {
      const res = await t.app.inject({ url, headers: a.student$ });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('chapter.not-found');
    }
    for (const action of ['view', 'complete']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/chapters/${otherLesson!.id}/${action}`,
        headers: a.student$,
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await t.app.inject({ url: '/api/courses/not-a-uuid', headers: a.student$ });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid');
  });

  it('shows a lesson with body, transcript, vocabulary, exercises and neighbours', async () => {
    const [first, second] = await lessonsOf(a.student$, a.courseId);
    const res = await t.app.inject({ url: `/api/chapters/${first!.id}`, headers: a.student$ });
    expect(res.statusCode).toBe(200);
    const lesson = res.json();
    expect(lesson).toMatchObject({
      courseId: a.courseId,
      title: { es: 'Lección uno' },
      transcript: 'Hello! I am a student.',
      vocabulary: [{ en: 'student', es: 'estudiante', example: 'I am a student.' }],
      previousLessonId: null,
      nextLessonId: second!.id,
      viewed: false,
      completed: false,
    });
    expect(lesson.body).toContain('Explicación');
    expect(lesson.exercises).toHaveLength(6);
    expect(lesson.exercises[0]).toMatchObject({
      type: 'single-choice',
      status: 'not-started',
      bestScore: null,
    });
  });

  it('records views and completions, updates progress and the lesson to resume, writes activity', async () => {
    const [first, second] = await lessonsOf(a.student$, a.courseId);
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/chapters/${first!.id}/view`,
      headers: { ...a.student$, 'content-type': 'application/json' },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ chapterId: first!.id, completedAt: null, courseProgress: 0 });

    clock.advance(5 * MINUTE);
    // Completing needs the work: no exercise tried yet, the lesson's score is 0 of the course's 80 %.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/chapters/${first!.id}/complete`,
      headers: { ...a.student$, 'accept-language': 'es' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'chapter.exercises-not-passed',
      message: 'Supere los ejercicios de la lección para completarla: necesita un 80 % y lleva un 0 %',
    });
    await passLessonExercises(t, a.student$, first!.id);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/chapters/${first!.id}/complete`,
      headers: a.student$,
    });
    expect(done.json()).toMatchObject({ completedAt: clock.now().toISOString(), courseProgress: 50 });
    clock.advance(MINUTE);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/chapters/${first!.id}/complete`,
      headers: a.student$,
    });
    expect(again.json().completedAt).toBe(done.json().completedAt);
    clock.advance(MINUTE);
    await t.app.inject({ method: 'POST', url: `/api/chapters/${second!.id}/view`, headers: a.student$ });

    const [course] = (await t.app.inject({ url: '/api/courses', headers: a.student$ })).json();
    expect(course).toMatchObject({ completedLessons: 1, progress: 50, lastLessonId: second!.id });
    const detail = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ })).json();
    expect(
      detail.lessons.map((l: { viewed: boolean; completed: boolean }) => [l.viewed, l.completed]),
    ).toEqual([
      [true, true],
      [true, false],
    ]);
    const events = await t.deps.db
      .select({ kind: activityEvents.kind, resourceType: activityEvents.resourceType })
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, a.student.id), eq(activityEvents.tenantId, a.tenant.id)));
    // The student's sign-in is an event too (reports); the lesson events are the ones of this test.
    expect(
      events
        .filter((e) => e.kind.startsWith('lesson.'))
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['lesson.completed', 'lesson.completed', 'lesson.viewed', 'lesson.viewed']);
    expect(new Set(events.filter((e) => e.kind.startsWith('lesson.')).map((e) => e.resourceType))).toEqual(
      new Set(['chapter']),
    );

    const otherStudent = (await t.app.inject({ url: '/api/courses', headers: b.student$ })).json()[0];
    expect(otherStudent.progress).toBe(0);
  });

  it('"continue" goes forward: to the first unfinished lesson after the one completed last, whatever was re-read', async () => {
    const [first, second] = await lessonsOf(b.student$, b.courseId);
    const act = async (action: 'view' | 'complete', lessonId: string) => {
      clock.advance(MINUTE);
      if (action === 'complete') await passLessonExercises(t, b.student$, lessonId);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/chapters/${lessonId}/${action}`,
        headers: b.student$,
      });
      expect(res.statusCode).toBe(200);
    };
    const resume = async () => {
      const [course] = (await t.app.inject({ url: '/api/courses', headers: b.student$ })).json();
      const detail = (await t.app.inject({ url: `/api/courses/${b.courseId}`, headers: b.student$ })).json();
      const home = (await t.app.inject({ url: '/api/my-day', headers: b.student$ })).json();
      expect(detail.resumeLessonId).toBe(course.resumeLessonId);
      return { course, home: home.resume?.chapterId ?? null };
    };

    await act('view', first!.id);
    expect((await resume()).course).toMatchObject({ lastLessonId: first!.id, resumeLessonId: first!.id });
    await act('complete', first!.id);
    // Lesson one is read again after it was completed: continue still goes on to lesson two.
    await act('view', first!.id);
    expect(await resume()).toEqual({
      course: expect.objectContaining({ lastLessonId: first!.id, resumeLessonId: second!.id }),
      home: second!.id,
    });
    await act('view', second!.id);
    await act('complete', second!.id);
    await act('view', first!.id);
    // Every lesson done: nothing to continue, on the course or at home.
    expect(await resume()).toEqual({
      course: expect.objectContaining({ completedLessons: 2, resumeLessonId: null }),
      home: null,
    });
  });

  it('enrolls a student in a published course and gives them its exams, once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${a.courseId}/enroll`,
      headers: a.student$,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().examIds).toHaveLength(2);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${a.courseId}/enroll`,
      headers: a.student$,
    });
    expect(again.json().enrolledAt).toBe(res.json().enrolledAt);
    const exams = (await t.app.inject({ url: '/api/exams', headers: a.student$ })).json();
    expect(exams).toHaveLength(2);
    const [course] = (await t.app.inject({ url: '/api/courses', headers: a.student$ })).json();
    expect(course.enrolled).toBe(true);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${b.courseId}/enroll`,
      headers: a.student$,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("shows the student's own marks on a lesson: viewed, completed, exercise attempts", async () => {
    const [first] = await lessonsOf(a.student$, a.courseId);
    const url = `/api/chapters/${first!.id}`;
    const json = { ...a.student$, 'content-type': 'application/json' };
    await passLessonExercises(t, a.student$, first!.id);
    for (const action of ['view', 'complete']) {
      const res = await t.app.inject({ method: 'POST', url: `${url}/${action}`, headers: json });
      expect(res.statusCode).toBe(200);
    }
    const before = (await t.app.inject({ url, headers: a.student$ })).json();
    const single = before.exercises.find((e: { type: string }) => e.type === 'single-choice');
    const presented = (
      await t.app.inject({ url: `/api/exercises/${single.id}`, headers: a.student$ })
    ).json();
    // The lesson lists each exercise's instruction (and its English one), never its definition (answers).
    expect({ prompt: single.prompt, promptEn: single.promptEn }).toEqual({
      prompt: presented.prompt,
      promptEn: presented.promptEn,
    });
    for (const summary of before.exercises) {
      expect(Object.keys(summary).sort()).toEqual([
        'attempts',
        'bestScore',
        'chapterId',
        'courseId',
        'id',
        'position',
        'prompt',
        'promptEn',
        'status',
        'type',
      ]);
    }
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/exercises/${single.id}/check`,
      headers: json,
      payload: { answer: { type: 'single-choice', choice: presented.options[0].id } },
    });
    expect(check.statusCode).toBe(200);
    const lesson = (await t.app.inject({ url, headers: a.student$ })).json();
    expect(lesson).toMatchObject({ viewed: true, completed: true });
    const mine = lesson.exercises.find((e: { id: string }) => e.id === single.id);
    expect(mine.attempts).toBe(single.attempts + 1);
    expect(mine.bestScore).toBe(Math.max(single.bestScore ?? 0, check.json().score));
  });
  it("counts each lesson's live exercises by index, not by reading every exercise of the school", async () => {
    // A school's worth of exercises (deleted copies: they are read by a scan but never counted), then
    // fresh statistics, as a school has after a while.
    await t.deps.db.execute(sql`
      insert into exercises (id, tenant_id, course_id, chapter_id, key, position, type, definition, deleted_at)
      select gen_random_uuid(), x.tenant_id, x.course_id, x.chapter_id, x.key || '-old-' || n, x.position, x.type,
        x.definition, now()
      from exercises x cross join generate_series(1, 40) as n
      where x.tenant_id = ${a.tenant.id}`);
    await t.deps.db.execute(sql.raw('analyze exercises'));
    const statements = await queriesDuring(t, async () => {
      const res = await t.app.inject({ url: '/api/courses', headers: a.student$ });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0].lessonCount).toBe(2);
      const course = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ })).json();
      expect(course.lessons[0].exerciseCount).toBe(6);
    });
    const counting = statements.filter((statement) =>
      /from "?exercises"? (as )?"?x"? where/.test(statement.text),
    );
    expect(counting.length).toBeGreaterThanOrEqual(2);
    for (const read of counting) {
      const plan = await planOf(t, read);
      expect(plan).toContain('exercises_live_chapter_idx');
      expect(plan).not.toMatch(/Seq Scan on exercises/);
    }
  });
  it("reads a lesson and its exercises with one statement, the student's marks and attempts with another", async () => {
    const [first] = await lessonsOf(a.student$, a.courseId);
    const url = `/api/chapters/${first!.id}`;
    await t.app.inject({ url, headers: a.student$ }); // the school and the session are known from here
    const seen = await statementsDuring(t, async () => {
      const res = await t.app.inject({ url, headers: a.student$ });
      expect(res.statusCode).toBe(200);
      expect(res.json().exercises.length).toBeGreaterThan(0);
    });
    // Without the school's catalog in memory (changes not heard here): the content, then the marks.
    expect(seen.filter((statement) => /chapter|exercise|lesson/i.test(statement))).toEqual([
      'catalog_chapter_content',
      'catalog.lesson-marks',
    ]);
  });
});
