import type { TExerciseAnswer } from '@puente/shared';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { newId } from '../../db/schema/columns.ts';
import { chapters, courses, exerciseAttempts, exercises } from '../../db/schema/index.ts';
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';

const liveAndVisible = (tenantId: string, asStaff: boolean) =>
  and(
    eq(exercises.tenantId, tenantId),
    isNull(exercises.deletedAt),
    isNull(chapters.deletedAt),
    isNull(courses.deletedAt),
    asStaff ? undefined : eq(courses.published, true),
  );

/** Live exercises of visible courses, optionally of one course or lesson, in course and lesson order. */
export async function listVisibleExercises(
  db: DbOrTx,
  tenantId: string,
  asStaff: boolean,
  filter: { courseId?: string; chapterId?: string },
) {
  return db
    .select({ exercise: exercises })
    .from(exercises)
    .innerJoin(chapters, eq(chapters.id, exercises.chapterId))
    .innerJoin(courses, eq(courses.id, exercises.courseId))
    .where(
      and(
        liveAndVisible(tenantId, asStaff),
        filter.courseId ? eq(exercises.courseId, filter.courseId) : undefined,
        filter.chapterId ? eq(exercises.chapterId, filter.chapterId) : undefined,
      ),
    )
    .orderBy(asc(courses.presentationOrder), asc(chapters.position), asc(exercises.position));
}

/** listLessonExercisesWithStats's query, prepared per database and audience. */
const lessonExercises = (asStaff: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select({
        exercise: exercises,
        best: sql<number | null>`(select max(a.score) from exercise_attempts a
        where a.tenant_id = ${sql.placeholder('tenantId')} and a.user_id = ${sql.placeholder('userId')}
          and a.exercise_id = "exercises"."id")`,
        attempts: sql<number>`(select count(*)::int from exercise_attempts a
        where a.tenant_id = ${sql.placeholder('tenantId')} and a.user_id = ${sql.placeholder('userId')}
          and a.exercise_id = "exercises"."id")`,
      })
      .from(exercises)
      .innerJoin(chapters, eq(chapters.id, exercises.chapterId))
      .innerJoin(courses, eq(courses.id, exercises.courseId))
      .where(
        and(
          eq(exercises.tenantId, sql.placeholder('tenantId')),
          isNull(exercises.deletedAt),
          isNull(chapters.deletedAt),
          isNull(courses.deletedAt),
          asStaff ? undefined : eq(courses.published, true),
          eq(exercises.chapterId, sql.placeholder('chapterId')),
        ),
      )
      .orderBy(asc(exercises.position))
      .prepare(`exercises_of_lesson_with_stats_${asStaff ? 'staff' : 'student'}`),
  );
const lessonExercisesFor = { staff: lessonExercises(true), student: lessonExercises(false) };

/**
 * The live exercises of a visible lesson (as liveAndVisible), in order, each with the user's best score
 * and attempts: one prepared query.
 */
export async function listLessonExercisesWithStats(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  asStaff: boolean,
  chapterId: string,
) {
  const rows = await lessonExercisesFor[asStaff ? 'staff' : 'student'](db).execute({
    tenantId,
    userId,
    chapterId,
  });
  const stats: AttemptStats = new Map(
    rows
      .filter((row) => row.attempts > 0)
      .map((row) => [row.exercise.id, { bestScore: row.best ?? 0, attempts: row.attempts }]),
  );
  return { exercises: rows.map((row) => row.exercise), stats };
}

export async function findVisibleExercise(db: DbOrTx, tenantId: string, id: string, asStaff: boolean) {
  const [row] = await db
    .select({ exercise: exercises })
    .from(exercises)
    .innerJoin(chapters, eq(chapters.id, exercises.chapterId))
    .innerJoin(courses, eq(courses.id, exercises.courseId))
    .where(and(liveAndVisible(tenantId, asStaff), eq(exercises.id, id)))
    .limit(1);
  return row?.exercise ?? null;
}

export type AttemptStats = Map<string, { bestScore: number; attempts: number }>;

/** Best score and number of attempts of a user per exercise. */
export async function exerciseAttemptStats(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  exerciseIds: string[],
): Promise<AttemptStats> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await db
    .select({ exerciseId: exerciseAttempts.exerciseId, best: max(exerciseAttempts.score), n: count() })
    .from(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.tenantId, tenantId),
        eq(exerciseAttempts.userId, userId),
        inArray(exerciseAttempts.exerciseId, exerciseIds),
      ),
    )
    .groupBy(exerciseAttempts.exerciseId);
  return new Map(rows.map((row) => [row.exerciseId, { bestScore: row.best ?? 0, attempts: row.n }]));
}

/**
 * Stores a checked answer and its activity event (as insertExerciseAttempt and recordActivity do) in
 * one statement, so one round trip and no transaction; answers the attempt id and the user's best
 * score on the exercise before this attempt.
 */
export async function recordExerciseCheck(
  db: DbOrTx,
  input: {
    tenantId: string;
    userId: string;
    courseId: string;
    exerciseId: string;
    answer: TExerciseAnswer;
    score: number;
    correct: boolean;
    at: Date;
  },
): Promise<{ attemptId: string; previousBest: number | null }> {
  const { tenantId, userId, exerciseId } = input;
  const attemptId = newId();
  const at = input.at.toISOString();
  const result = await db.execute(sql`
    with attempt as (
      insert into exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
      values (${attemptId}, ${tenantId}, ${userId}, ${input.courseId}, ${exerciseId},
        ${JSON.stringify(input.answer)}::jsonb, ${input.score}, ${input.correct}, ${at}::timestamptz)
    ), activity as (
      insert into activity_events (id, tenant_id, user_id, kind, resource_type, resource_id, created_at)
      values (${newId()}, ${tenantId}, ${userId}, 'exercise.checked', 'exercise', ${exerciseId}, ${at}::timestamptz)
    )
    select max(a.score)::int as best from exercise_attempts a
    where a.tenant_id = ${tenantId} and a.user_id = ${userId} and a.exercise_id = ${exerciseId}`);
  const [row] = result.rows as { best: number | null }[];
  return { attemptId, previousBest: row?.best ?? null };
}
