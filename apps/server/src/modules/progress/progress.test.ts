import type { TLearnerProgress } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import type { SchoolFixture } from '../../../test/learning-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { planOf, queriesDuring } from '../../../test/statements-during.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  activityEvents,
  chapters,
  exerciseAttempts,
  exercises,
  reviewCards,
  reviewLogs,
  type User,
} from '../../db/schema/index.ts';

type Built = {
  user: User;
  headers: Record<string, string>;
  chapterId: string;
  exerciseIds: Record<string, string>;
};

describe('a student’s progress (GET /api/progress)', () => {
  // 09:00 in Mexico City (UTC−6 all year): the student's today is 10 May.
  const clock = new TestClock('2026-05-10T15:00:00.000Z');
  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);
  let me: Built;
  let peer: Built;
  let other: Built;

  /** A new student of a school, signed in, with the school's first lesson and its exercises by type. */
  async function student(school: SchoolFixture, timeZone: string | null): Promise<Built> {
    const user = await buildUser(t.deps.db, school.tenant, { timeZone });
    const [lesson] = await t.deps.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(and(eq(chapters.courseId, school.courseId), eq(chapters.key, 'lesson-1')));
    const rows = await t.deps.db
      .select({ id: exercises.id, type: exercises.type })
      .from(exercises)
      .where(eq(exercises.chapterId, lesson!.id));
    return {
      user,
      headers: (await signIn(t, user)).headers,
      chapterId: lesson!.id,
      exerciseIds: Object.fromEntries(rows.map((row) => [row.type, row.id])),
    };
  }

  /**
   * Attempts at exercises of a type: `true` right, `false` wrong, all at one instant. An attempt is also the
   * check's learning event (study time): at one instant, a batch of them is one minute of study at most.
   */
  async function attempt(
    who: Built,
    school: SchoolFixture,
    type: string,
    results: boolean[],
    at = '2026-05-09T16:00:00Z',
  ) {
    await t.deps.db.insert(exerciseAttempts).values(
      results.map((correct) => ({
        tenantId: who.user.tenantId,
        userId: who.user.id,
        courseId: school.courseId,
        exerciseId: who.exerciseIds[type]!,
        answer: { type: 'single-choice' as const, choice: 0 },
        score: correct ? 100 : 0,
        correct,
        createdAt: new Date(at),
      })),
    );
  }

  async function card(
    who: Built,
    word: string,
    direction: 'recall' | 'listening',
    state: number,
    scheduledDays: number,
    ratings: number[],
  ) {
    const [row] = await t.deps.db
      .insert(reviewCards)
      .values({
        tenantId: who.user.tenantId,
        userId: who.user.id,
        wordKey: word,
        direction,
        en: word,
        es: `${word}-es`,
        source: 'lesson',
        chapterId: who.chapterId,
        due: new Date('2026-05-20T00:00:00Z'),
        state,
        scheduledDays,
        version: ratings.length + 1,
      })
      .returning();
    if (ratings.length > 0) {
      await t.deps.db.insert(reviewLogs).values(
        ratings.map((rating, index) => ({
          tenantId: who.user.tenantId,
          userId: who.user.id,
          cardId: row!.id,
          cardVersion: index + 1,
          rating,
          stateBefore: 0,
          dueBefore: new Date('2026-05-01T00:00:00Z'),
          stabilityBefore: 0,
          difficultyBefore: 0,
          elapsedDays: 0,
          lastElapsedDays: 0,
          scheduledDays: 0,
          learningStepsBefore: 0,
          reviewedAt: new Date(Date.parse('2026-05-10T14:00:00Z') + index * 1000),
        })),
      );
    }
    return row!;
  }

  async function event(who: Built, kind: string, resourceType: string, resourceId: string, at: string) {
    await t.deps.db.insert(activityEvents).values({
      tenantId: who.user.tenantId,
      userId: who.user.id,
      kind,
      resourceType,
      resourceId,
      createdAt: new Date(at),
    });
  }

  /** The same study, roughly, for a student: what must never show in another's figures. */
  async function busyStudent(who: Built, school: SchoolFixture) {
    await attempt(who, school, 'word-order', [false, false, false, true], '2026-05-09T18:00:00Z');
    await attempt(who, school, 'single-choice', [true, true, true], '2026-05-09T18:00:00Z');
    await card(who, 'window', 'recall', 2, 40, [1, 1, 3]);
    await card(who, 'door', 'recall', 2, 40, [3]);
    for (const at of ['2026-05-01T12:00:00Z', '2026-05-08T04:00:00Z', '2026-05-09T18:00:00Z']) {
      await event(who, 'lesson.viewed', 'chapter', who.chapterId, at);
    }
  }

  const progressOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/progress', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as TLearnerProgress;
  };

  beforeAll(async () => {
    me = await student(a, 'America/Mexico_City');
    peer = await student(a, null);
    other = await student(b, 'America/Mexico_City');
    await busyStudent(peer, a);
    await busyStudent(other, b);
  });

  it('is for students only', async () => {
    expect(
      (await t.app.inject({ url: '/api/progress', headers: { host: a.student$.host! } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/progress', headers: a.staff$ })).statusCode).toBe(403);
  });

  it('starts empty: every skill and type with no answers, no days, no courses, nothing weak', async () => {
    const progress = await progressOf(me.headers);
    expect(progress).toMatchObject({
      timeZone: 'America/Mexico_City',
      today: '2026-05-10',
      from: '2025-11-10',
      words: { total: 0, learning: 0, learned: 0, mature: 0 },
      days: [],
      courses: [],
      weakest: [],
    });
    expect(progress.accuracy.bySkill).toEqual([
      { skill: 'reading', right: 0, total: 0 },
      { skill: 'listening', right: 0, total: 0 },
      { skill: 'grammar', right: 0, total: 0 },
      { skill: 'vocabulary', right: 0, total: 0 },
    ]);
    expect(progress.accuracy.byType).toHaveLength(6);
    expect(progress.accuracy.reviews).toEqual({ right: 0, total: 0 });
  });

  it("counts the student's own words, answers, days and minutes, never another student's or school's", async () => {
    await attempt(me, a, 'single-choice', [true, false]);
    await attempt(me, a, 'fill-in-blank', [false, false]);
    await attempt(me, a, 'matching', [true]);
    await attempt(me, a, 'listening', [false, true]);
    const student = await card(me, 'student', 'recall', 2, 30, [3, 4]);
    const heard = await card(me, 'student', 'listening', 1, 0, [1]);
    const house = await card(me, 'house', 'recall', 2, 3, [1, 3]);
    await card(me, 'dog', 'recall', 0, 0, []);
    await card(me, 'cat', 'recall', 3, 0, []);
    // 8 May 21:00 and 21:02 in Mexico City (9 May in UTC): a session of 1 + 2 minutes.
    await event(me, 'lesson.viewed', 'chapter', me.chapterId, '2026-05-09T03:00:00Z');
    await event(me, 'exercise.checked', 'exercise', me.exerciseIds['single-choice']!, '2026-05-09T03:02:00Z');
    // 9 May: the exercises above, checked together at 16:00 (1 minute), and, after a long pause, a
    // dictionary look-up (1 minute, no course).
    await event(me, 'dictionary.looked-up', 'dictionary-entry', student.id, '2026-05-09T16:10:00Z');
    // 10 May: a review of a card from the lesson (1 minute); a sign-in is not study.
    await event(me, 'review.rated', 'review-card', house.id, '2026-05-10T14:00:00Z');
    await event(me, 'user.signed-in', 'course', a.courseId, '2026-05-10T14:01:00Z');
    // Long ago: outside the calendar, still time in the course.
    await event(me, 'course.enrolled', 'course', a.courseId, '2025-01-01T12:00:00Z');

    const progress = await progressOf(me.headers);
    // student (learned, mature), house (learned), dog (new), cat (relearning).
    expect(progress.words).toEqual({ total: 4, learning: 1, learned: 2, mature: 1 });
    expect(progress.accuracy.bySkill).toEqual([
      { skill: 'reading', right: 1, total: 2 },
      // The listening exercise 1 of 2, the heard card 0 of 1.
      { skill: 'listening', right: 1, total: 3 },
      { skill: 'grammar', right: 0, total: 2 },
      // Matching 1 of 1, the read cards 3 of 4.
      { skill: 'vocabulary', right: 4, total: 5 },
    ]);
    expect(progress.accuracy.byType).toEqual([
      { type: 'single-choice', right: 1, total: 2 },
      { type: 'multiple-choice', right: 0, total: 0 },
      { type: 'fill-in-blank', right: 0, total: 2 },
      { type: 'word-order', right: 0, total: 0 },
      { type: 'matching', right: 1, total: 1 },
      { type: 'listening', right: 1, total: 2 },
    ]);
    expect(progress.accuracy.reviews).toEqual({ right: 3, total: 5 });
    expect(progress.days).toEqual([
      { date: '2026-05-08', minutes: 3 },
      { date: '2026-05-09', minutes: 2 },
      { date: '2026-05-10', minutes: 1 },
    ]);
    expect(progress.courses).toEqual([
      { courseId: a.courseId, title: { es: 'Curso de prueba', en: 'Sample course' }, minutes: 6 },
    ]);
    const lesson = {
      courseId: a.courseId,
      chapterId: me.chapterId,
      title: { es: 'Lección uno', en: 'Lesson one' },
    };
    // Lowest accuracy first, then most misses: fill-in 0/2, the heard card 0/1, then the halves.
    expect(progress.weakest.slice(0, 2)).toEqual([
      {
        kind: 'exercise',
        id: me.exerciseIds['fill-in-blank'],
        type: 'fill-in-blank',
        prompt: 'Completa.',
        promptEn: null,
        right: 0,
        total: 2,
        lesson,
      },
      {
        kind: 'card',
        id: heard.id,
        direction: 'listening',
        en: 'student',
        es: 'student-es',
        right: 0,
        total: 1,
        lesson,
        dictionaryEntryId: null,
      },
    ]);
    expect(
      progress.weakest
        .slice(2)
        .map((item) => item.id)
        .sort(),
    ).toEqual([me.exerciseIds['single-choice'], me.exerciseIds.listening, house.id].sort());
  });

  it('reckons the days in UTC for a student without a time zone', async () => {
    const progress = await progressOf(peer.headers);
    expect(progress.timeZone).toBe('UTC');
    expect(progress.days.map((day) => day.date)).toEqual(['2026-05-01', '2026-05-08', '2026-05-09']);
    expect(progress.words).toEqual({ total: 2, learning: 0, learned: 2, mature: 2 });
    expect(progress.accuracy.reviews).toEqual({ right: 2, total: 4 });
    // Another school's student sees only their own, in their own course.
    const theirs = await progressOf(other.headers);
    expect(theirs.days.map((day) => day.date)).toEqual(['2026-05-01', '2026-05-07', '2026-05-09']);
    expect(theirs.courses).toEqual([expect.objectContaining({ courseId: b.courseId, minutes: 3 })]);
    expect(theirs.weakest.every((item) => item.lesson?.courseId === b.courseId)).toBe(true);
  });

  it("reads only the student's rows through the (tenant, user) indexes, whatever others have", async () => {
    // Many rows of another student of the school, then fresh statistics.
    const peerId = peer.user.id;
    const tenantId = peer.user.tenantId;
    await t.deps.db.execute(sql`
      insert into activity_events (id, tenant_id, user_id, kind, resource_type, resource_id, created_at)
      select gen_random_uuid(), ${tenantId}, ${peerId}, 'lesson.viewed', 'chapter', ${peer.chapterId},
        timestamptz '2026-01-01' + n * interval '7 minutes'
      from generate_series(1, 20000) as n`);
    await t.deps.db.execute(sql`
      insert into exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
      select gen_random_uuid(), ${tenantId}, ${peerId}, ${a.courseId}, ${peer.exerciseIds.matching}, '{}'::jsonb, 0, false, now()
      from generate_series(1, 20000) as n`);
    await t.deps.db.execute(sql`
      with cards as (
        insert into review_cards (id, tenant_id, user_id, word_key, direction, en, es, source, due, state)
        select gen_random_uuid(), ${tenantId}, ${peerId}, 'word-' || n, 'recall', 'word', 'palabra', 'lesson', now(), 2
        from generate_series(1, 5000) as n
        returning id
      )
      insert into review_logs (id, tenant_id, user_id, card_id, card_version, rating, state_before, due_before,
        stability_before, difficulty_before, elapsed_days, last_elapsed_days, scheduled_days,
        learning_steps_before, reviewed_at)
      select gen_random_uuid(), ${tenantId}, ${peerId}, id, v, 3, 2, now(), 1, 1, 0, 0, 0, 0, now()
      from cards, generate_series(1, 4) as v`);
    for (const table of ['activity_events', 'exercise_attempts', 'review_cards', 'review_logs']) {
      await t.deps.db.execute(sql.raw(`analyze ${table}`));
    }
    const statements = await queriesDuring(t, () => progressOf(me.headers));
    const reads = statements.filter((statement) =>
      /activity_events|exercise_attempts|review_logs|review_cards/.test(statement.text),
    );
    expect(reads.length).toBeGreaterThanOrEqual(5);
    for (const read of reads) {
      expect(await planOf(t, read)).not.toMatch(
        /Seq Scan on (activity_events|exercise_attempts|review_logs|review_cards)/,
      );
    }
  });
});
