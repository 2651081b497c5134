import type { TExerciseAnswer } from '@puente/shared';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
import { chapters, courses, type Exercise, exerciseAttempts, exercises } from '../../db/schema/index.ts';
import { batchedOnPool } from '../../lib/batched-on-pool.ts';
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';
import { cardColumns, type NewCard } from '../reviews/index.ts';

const liveAndVisible = (tenantId: string, asStaff: boolean) =>
  and(
    eq(exercises.tenantId, tenantId),
    isNull(exercises.deletedAt),
    isNull(chapters.deletedAt),
    isNull(courses.deletedAt),
    asStaff ? undefined : eq(courses.published, true),
    asStaff ? undefined : eq(chapters.assigned, true),
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
        id: exercises.id,
        courseId: exercises.courseId,
        chapterId: exercises.chapterId,
        position: exercises.position,
        type: exercises.type,
        // The instruction only: the definition holds the answers too, which a lesson never shows.
        prompt: sql<string>`"exercises"."definition" ->> 'prompt'`,
        promptEn: sql<string | null>`"exercises"."definition" ->> 'promptEn'`,
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
          asStaff ? undefined : eq(chapters.assigned, true),
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
  return headingsWithStats(rows);
}

/** A lesson's exercise as a statement reads it: its heading's columns and the user's attempts on it. */
export type ExerciseHeadingRow = Omit<ExerciseHeading, 'definition'> & {
  prompt: string;
  promptEn: string | null;
  best: number | null;
  attempts: number;
};

/** Rows of exercise headings with the user's attempts, as presentExerciseSummary takes them. */
export function headingsWithStats(rows: readonly ExerciseHeadingRow[]): {
  exercises: ExerciseHeading[];
  stats: AttemptStats;
} {
  const stats: AttemptStats = new Map(
    rows
      .filter((row) => row.attempts > 0)
      .map((row) => [row.id, { bestScore: row.best ?? 0, attempts: row.attempts }]),
  );
  const exercises = rows.map(({ prompt, promptEn, best: _best, attempts: _attempts, ...row }) => ({
    ...row,
    definition: { prompt, promptEn },
  }));
  return { exercises, stats };
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

/**
 * What a summary shows of an exercise: its place, its type and its instruction, never its answers (a
 * lesson reads only these, decision 0174).
 */
export type ExerciseHeading = Pick<Exercise, 'id' | 'courseId' | 'chapterId' | 'position' | 'type'> & {
  definition: { prompt: string; promptEn?: string | null | undefined };
};

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

type GuardedCheck = {
  tenantId: string;
  userId: string;
  exerciseId: string;
  asStaff: boolean;
  definitionJson: string;
  answer: TExerciseAnswer;
  score: number;
  correct: boolean;
  at: Date;
  /** The review cards a wrong answer adds to the student's queue (none otherwise). */
  cards: NewCard[];
};
type RecordedCheck = { attemptId: string; previousBest: number | null } | null;

// The batch's statement is migration 0030's function, which always runs its generic plan (prepared as a
// plain statement, it was planned again for every batch). Its arrays, in this order: the distinct
// (exercise, definition) pairs; one element per check (tenant, user, exercise, as staff, pair number,
// attempt id, answer, score, correct, at, card set, card offset); the cards' ids (once per
// student and set); one element per word of each distinct set of cards (set, word number, then
// cardColumns' nine columns).
export const recordChecksIfUnchanged: RawStatement = {
  name: 'exercises.record-checks-if-unchanged',
  text: `select check_n as n, previous_best as best from puente_store_exercise_checks(
    $1::uuid[], $2::jsonb[], $3::uuid[], $4::uuid[], $5::uuid[], $6::boolean[], $7::int[], $8::uuid[],
    $9::jsonb[], $10::int[], $11::boolean[], $12::timestamptz[], $13::int[], $14::int[],
    $15::uuid[], $16::int[], $17::int[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[],
    $23::text[], $24::text[], $25::uuid[], $26::uuid[])`,
};

/**
 * Numbers the distinct keys of the items from 1, in the order first met: answers each item's number and
 * the first item of each number.
 */
function numberDistinct<T>(items: readonly T[], keyOf: (item: T, index: number) => unknown) {
  const numbers = new Map<unknown, number>();
  const firsts: T[] = [];
  const numberOf = items.map((item, index) => {
    const key = keyOf(item, index);
    let number = numbers.get(key);
    if (number === undefined) {
      number = firsts.push(item);
      numbers.set(key, number);
    }
    return number;
  });
  return { numberOf, firsts };
}

const noCards: readonly NewCard[] = [];

async function recordChecks(db: DbOrTx, checks: GuardedCheck[]): Promise<RecordedCheck[]> {
  const attemptIds = checks.map(() => newId());
  // Each distinct (exercise, definition) once; a check names its pair by number.
  const pairs = numberDistinct(checks, (check) => `${check.exerciseId}\n${check.definitionJson}`);
  // Each distinct set of cards once (sets are shared per lesson and definition; one empty set).
  const sets = numberDistinct(checks, (check) => (check.cards.length > 0 ? check.cards : noCards));
  // Ids for each student's cards of a set, once: the function inserts a student's word once per batch.
  const owners = numberDistinct(
    checks,
    (check, i) => `${check.tenantId}\n${check.userId}\n${sets.numberOf[i]}`,
  );
  let idCount = 0;
  const ownerOffsets = owners.firsts.map((first) => {
    const offset = idCount;
    idCount += first.cards.length;
    return offset;
  });
  const cardIds = Array.from({ length: idCount }, () => newId());
  const cardOffsets = owners.numberOf.map((number) => ownerOffsets[number - 1]!);
  const setCards = sets.firsts.flatMap((first, s) =>
    first.cards.map((card, j) => ({ card, s: s + 1, j: j + 1 })),
  );
  const rows = await rawRows<{ n: number; best: number | null }>(db, recordChecksIfUnchanged, [
    pairs.firsts.map((check) => check.exerciseId),
    pairs.firsts.map((check) => check.definitionJson),
    checks.map((check) => check.tenantId),
    checks.map((check) => check.userId),
    checks.map((check) => check.exerciseId),
    checks.map((check) => check.asStaff),
    pairs.numberOf,
    attemptIds,
    checks.map((check) => JSON.stringify(check.answer)),
    checks.map((check) => check.score),
    checks.map((check) => check.correct),
    checks.map((check) => check.at.toISOString()),
    sets.numberOf,
    cardOffsets,
    cardIds,
    setCards.map((item) => item.s),
    setCards.map((item) => item.j),
    ...cardColumns(setCards.map((item) => item.card)),
  ]);
  const recorded: RecordedCheck[] = checks.map(() => null);
  for (const row of rows) recorded[row.n - 1] = { attemptId: attemptIds[row.n - 1]!, previousBest: row.best };
  return recorded;
}

/**
 * Checks made at the same moment on the app's pool share one statement (and one commit). One statement
 * at a time: checks arriving while it runs make the next one. Measured against two in flight (with the
 * learners announced by the app after the commit instead of by the trigger) on a quiet machine: 0.12x
 * of the bench's yardstick with one, 0.10x with two; both the app and PostgreSQL were near a full core.
 * Measured again once a batch overlapped the answering of the previous one (decision 0105): two in flight
 * stored fewer checks a second than one (they wait for each other's locks on the same roll-up rows).
 */
const batchedRecordChecks = batchedOnPool(recordChecks, { maxSize: 64, maxInFlight: 1 });

/**
 * Stores a checked answer (its attempt, which is also its activity) and a wrong answer's review cards, and answers the attempt
 * id and the user's best score on the exercise before it; guarded by what the answer was graded with:
 * stored only if the exercise is still live and visible to the user with the given definition (as JSON),
 * checked in the same statement: one round trip, no transaction. Null when it is not (nothing stored):
 * the caller reads the exercise again. The one writer of checks (puente_store_exercise_checks). On the app's pool, checks arriving together are stored
 * by one statement; in a transaction, alone.
 */
export async function recordExerciseCheckIfUnchanged(
  db: DbOrTx,
  check: GuardedCheck,
): Promise<RecordedCheck> {
  return batchedRecordChecks(db, check);
}
