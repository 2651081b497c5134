import type { TExerciseDefinition } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import type { SchoolFixture } from '../../../test/learning-kit.ts';
import { statementsDuring } from '../../../test/statements-during.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  activityEvents,
  chapters,
  courses,
  exerciseAttempts,
  exercises,
  reviewCards,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { checkExercise } from './check-exercise.ts';
import { seededPermutation } from './shuffle.ts';

// The check's usual path is one statement with the exercise from a cache; these tests change the
// content behind the cache's back and expect the answers of a fresh read.
describe('exercise check in one statement', () => {
  let ids: Record<string, string>;
  let foreignSingle: string;
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    const byType = async (school: SchoolFixture) => {
      const list = (await t.app.inject({ url: '/api/exercises', headers: school.student$ })).json();
      return Object.fromEntries(list.map((e: { type: string; id: string }) => [e.type, e.id]));
    };
    ids = await byType(a);
    foreignSingle = (await byType(b))['single-choice']!;
  });

  const check = (id: string, answer: unknown, headers = a.student$) =>
    t.app.inject({ method: 'POST', url: `/api/exercises/${id}/check`, headers, payload: { answer } });
  const single = (choice: number) => ({ type: 'single-choice', choice });
  const attemptsOf = async (exerciseId: string) =>
    t.deps.db
      .select()
      .from(exerciseAttempts)
      .where(and(eq(exerciseAttempts.userId, a.student.id), eq(exerciseAttempts.exerciseId, exerciseId)));
  const definitionOf = async (id: string) =>
    (await t.deps.db.select().from(exercises).where(eq(exercises.id, id)))[0]!.definition;
  const student = (): Actor => ({
    tenantId: a.tenant.id,
    userId: a.student.id,
    accountId: null,
    role: 'Student',
    scopes: [],
    isStaff: false,
    impersonatorId: null,
    schoolTimeZone: 'UTC',
  });
  const setDefinition = (id: string, definition: TExerciseDefinition) =>
    t.deps.db.update(exercises).set({ definition }).where(eq(exercises.id, id));

  it('stores a check of a cached exercise with one statement, reading nothing else about it', async () => {
    await check(ids['multiple-choice']!, { type: 'multiple-choice', choices: [0] }); // cached from here
    const seen = await statementsDuring(t, async () => {
      const res = await check(ids['multiple-choice']!, { type: 'multiple-choice', choices: [0, 2] });
      expect(res.json()).toMatchObject({ correct: true, score: 100, bestScore: 100 });
    });
    expect(seen.filter((statement) => /exercise/i.test(statement))).toEqual([
      'exercises.record-checks-if-unchanged',
    ]);
    const stored = await attemptsOf(ids['multiple-choice']!);
    expect(stored.map((row) => row.score).sort((x, y) => x - y)).toEqual([67, 100]);
  });

  it('grades by the new definition once the exercise changed', async () => {
    const id = ids['single-choice']!;
    expect((await check(id, single(1))).json()).toMatchObject({ correct: true });
    const definition = await definitionOf(id);
    if (definition.type !== 'single-choice') throw new Error('expected a single choice');
    await setDefinition(id, {
      ...definition,
      options: definition.options.map((option) => ({ ...option, correct: !option.correct })),
      explanation: 'Changed.',
    });
    const after = (await check(id, single(1))).json();
    expect(after).toMatchObject({
      correct: false,
      score: 0,
      explanation: 'Changed.',
      correctAnswer: { choice: 0 },
    });
    expect((await check(id, single(0))).json()).toMatchObject({ correct: true, explanation: 'Changed.' });
    await setDefinition(id, definition);
  });

  it('refuses a cached answer shape the changed exercise no longer takes (400 invalid)', async () => {
    const id = ids['single-choice']!;
    expect((await check(id, single(1))).statusCode).toBe(200);
    const definition = await definitionOf(id);
    if (definition.type !== 'single-choice') throw new Error('expected a single choice');
    await setDefinition(id, { ...definition, options: definition.options.slice(0, 1) });
    const res = await check(id, single(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
    await setDefinition(id, definition);
  });

  it('answers 404 and stores nothing once the exercise, its lesson or its course is deleted', async () => {
    const id = ids['fill-in-blank']!;
    const fill = { type: 'fill-in-blank', blanks: ["don't", 'is'] };
    expect((await check(id, fill)).statusCode).toBe(200);
    const [exercise] = await t.deps.db.select().from(exercises).where(eq(exercises.id, id));
    const deleteAndCheck = async (remove: () => Promise<unknown>, restore: () => Promise<unknown>) => {
      const before = (await attemptsOf(id)).length;
      await remove();
      const res = await check(id, fill);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('exercise.not-found');
      expect(await attemptsOf(id)).toHaveLength(before);
      await restore();
      expect((await check(id, fill)).statusCode).toBe(200);
    };
    const at = new Date();
    await deleteAndCheck(
      () => t.deps.db.update(exercises).set({ deletedAt: at }).where(eq(exercises.id, id)),
      () => t.deps.db.update(exercises).set({ deletedAt: null }).where(eq(exercises.id, id)),
    );
    await deleteAndCheck(
      () => t.deps.db.update(chapters).set({ deletedAt: at }).where(eq(chapters.id, exercise!.chapterId)),
      () => t.deps.db.update(chapters).set({ deletedAt: null }).where(eq(chapters.id, exercise!.chapterId)),
    );
    await deleteAndCheck(
      () => t.deps.db.update(courses).set({ deletedAt: at }).where(eq(courses.id, a.courseId)),
      () => t.deps.db.update(courses).set({ deletedAt: null }).where(eq(courses.id, a.courseId)),
    );
  });

  it('hides an unpublished course from students (404) but not from staff', async () => {
    const id = ids['single-choice']!;
    expect((await check(id, single(1))).statusCode).toBe(200);
    expect((await check(id, single(1), a.staff$)).statusCode).toBe(200);
    await t.deps.db.update(courses).set({ published: false }).where(eq(courses.id, a.courseId));
    try {
      const student = await check(id, single(1));
      expect(student.statusCode).toBe(404);
      expect(student.json().code).toBe('exercise.not-found');
      expect((await check(id, single(1), a.staff$)).statusCode).toBe(200);
    } finally {
      await t.deps.db.update(courses).set({ published: true }).where(eq(courses.id, a.courseId));
    }
  });

  it("answers 404 for another tenant's exercise, even one cached for its own tenant", async () => {
    expect((await check(foreignSingle, single(1), b.student$)).statusCode).toBe(200);
    const res = await check(foreignSingle, single(1));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('exercise.not-found');
  });

  it('stores checks made together with one statement, each with its own attempt, counted as activity', async () => {
    const id = ids['word-order']!;
    const matching = ids.matching!;
    // The attempt is the check's activity: no event row, and the attempts' trigger counts it in the day.
    const events = async () =>
      (
        await t.deps.db
          .select()
          .from(activityEvents)
          .where(and(eq(activityEvents.userId, a.student.id), eq(activityEvents.resourceId, id)))
      ).length;
    const checkedToday = async () => {
      const { rows } = await t.deps.db.execute<{ n: number }>(sql`
        select coalesce(sum(exercises_right + exercises_wrong), 0)::int as n from activity_user_days
        where tenant_id = ${a.tenant.id} and user_id = ${a.student.id}`);
      return rows[0]!.n;
    };
    const order = { type: 'word-order' as const, order: [0, 1, 2, 3] };
    const match = { type: 'matching' as const, matches: [0, 1, 2].map((left) => ({ left, right: left })) };
    const deps = { db: t.deps.db, clock: t.deps.clock };
    // Both cached, then the matching exercise deleted behind the cache's back.
    await checkExercise(deps, student(), id, order);
    await checkExercise(deps, student(), matching, match);
    await t.deps.db.update(exercises).set({ deletedAt: new Date() }).where(eq(exercises.id, matching));
    const [attemptsBefore, checkedBefore] = [(await attemptsOf(id)).length, await checkedToday()];
    let results: PromiseSettledResult<{ attemptId: string }>[] = [];
    const seen = await statementsDuring(t, async () => {
      results = await Promise.allSettled([
        ...Array.from({ length: 5 }, () => checkExercise(deps, student(), id, order)),
        checkExercise(deps, student(), matching, match),
      ]);
    });
    expect(results.map((result) => result.status)).toEqual([...Array(5).fill('fulfilled'), 'rejected']);
    expect((results[5] as PromiseRejectedResult).reason).toMatchObject({ code: 'exercise.not-found' });
    const attemptIds = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.attemptId] : [],
    );
    expect(new Set(attemptIds).size).toBe(5);
    expect((await attemptsOf(id)).map((row) => row.id)).toEqual(expect.arrayContaining(attemptIds));
    expect(await attemptsOf(id)).toHaveLength(attemptsBefore + 5);
    expect(await attemptsOf(matching)).toHaveLength(1);
    expect(await events()).toBe(0);
    expect(await checkedToday()).toBe(checkedBefore + 5);
    // One statement for the six, then a fresh read of the deleted exercise that it did not store.
    expect(seen.filter((statement) => /exercise/i.test(statement))).toEqual([
      'exercises.record-checks-if-unchanged',
      expect.stringContaining('"exercises"'),
    ]);
    await t.deps.db.update(exercises).set({ deletedAt: null }).where(eq(exercises.id, matching));
  });

  it('answers the same over HTTP when checks arrive together', async () => {
    const id = ids['word-order']!;
    const order = { type: 'word-order', order: [0, 1, 2, 3] };
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => check(id, order)),
      check(foreignSingle, single(1)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 404]);
    expect(new Set(answers.slice(0, 6).map((res) => res.json().attemptId)).size).toBe(6);
  });

  it("stores a student's wrong answer with its review words in the one statement, for each check of a batch", async () => {
    const id = ids['word-order']!;
    const answer = async (order: number[]) => (await check(id, { type: 'word-order', order })).json();
    // Cached from here; the wrong order of the two adds the lesson's word to a.student's queue.
    const wrong = (await answer([3, 2, 1, 0])).correct ? [0, 1, 2, 3] : [3, 2, 1, 0];
    expect((await answer(wrong)).correct).toBe(false);
    // The words in their sentence's order, by the positions they are shown in.
    const shown = seededPermutation(id, 4);
    const right = [0, 1, 2, 3].map((word) => shown.indexOf(word));
    const [one, two, three] = [
      await buildUser(t.deps.db, a.tenant),
      await buildUser(t.deps.db, a.tenant),
      await buildUser(t.deps.db, a.tenant),
    ];
    const actors = [
      { ...student(), userId: three.id }, // answers right, first: no cards, and none by position
      { ...student(), userId: one.id },
      { ...student(), userId: two.id },
      { ...student(), userId: a.staff.id, role: 'Professor', isStaff: true },
      { ...student(), userId: two.id }, // a word they get twice in one statement is one card
    ] satisfies Actor[];
    const seen = await statementsDuring(t, async () => {
      const results = await Promise.all(
        actors.map((actor, i) =>
          checkExercise(t.deps, actor, id, { type: 'word-order', order: i === 0 ? right : wrong }),
        ),
      );
      expect(results.map((result) => result.correct)).toEqual([true, false, false, false, false]);
    });
    expect(seen.filter((statement) => /exercise|review/i.test(statement))).toEqual([
      'exercises.record-checks-if-unchanged',
    ]);
    const cardsOf = async (userId: string) =>
      (
        await t.deps.db
          .select()
          .from(reviewCards)
          .where(and(eq(reviewCards.tenantId, a.tenant.id), eq(reviewCards.userId, userId)))
      ).map((card) => [card.wordKey, card.direction, card.source, card.es, card.example]);
    for (const learner of [one, two, a.student]) {
      expect((await cardsOf(learner.id)).sort()).toEqual([
        ['student', 'listening', 'missed-answer', 'estudiante', 'I am a student.'],
        ['student', 'recall', 'missed-answer', 'estudiante', 'I am a student.'],
      ]);
    }
    expect(await cardsOf(a.staff.id)).toEqual([]);
    expect(await cardsOf(three.id)).toEqual([]);
  });

  it('checks inside a transaction too (the seed does), storing with the same statement', async () => {
    const actor = student();
    const id = ids.listening!;
    const answer = { type: 'listening' as const, text: 'school' };
    const [first, second] = await t.deps.db.transaction(async (tx) => {
      const deps = { db: tx, clock: t.deps.clock };
      // The first reads the exercise (and caches it for this handle); the second takes the one statement.
      return [await checkExercise(deps, actor, id, answer), await checkExercise(deps, actor, id, answer)];
    });
    expect(first).toMatchObject({ correct: true });
    expect(second).toMatchObject({ correct: true, bestScore: 100 });
    const stored = (await attemptsOf(id)).map((row) => row.id);
    expect(stored).toEqual(expect.arrayContaining([first!.attemptId, second!.attemptId]));
  });
});
