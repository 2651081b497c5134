import type { TExerciseAnswer } from '@puente/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
import { newId } from '../../db/schema/columns.ts';
import {
  courses,
  examAnswers,
  examAttempts,
  examQuestions,
  exams,
  userExams,
} from '../../db/schema/index.ts';

/** Live questions of the exam row in the outer query (correlated, so written with explicit table names). */
export const examQuestionCount = sql<number>`(select count(*)::int from "exam_questions" as "q" where "q"."exam_id" = "exams"."id" and "q"."deleted_at" is null)`;

/** Live exams a user owns, with their course and question count. */
export async function ownedExams(db: DbOrTx, tenantId: string, userId: string, examId?: string) {
  return db
    .select({ exam: exams, course: courses, questionCount: examQuestionCount })
    .from(userExams)
    .innerJoin(exams, eq(exams.id, userExams.examId))
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(
      and(
        eq(userExams.tenantId, tenantId),
        eq(userExams.userId, userId),
        isNull(exams.deletedAt),
        isNull(courses.deletedAt),
        examId ? eq(exams.id, examId) : undefined,
      ),
    )
    .orderBy(asc(courses.presentationOrder), asc(exams.position));
}

export async function findOwnedExam(db: DbOrTx, tenantId: string, userId: string, examId: string) {
  const [row] = await ownedExams(db, tenantId, userId, examId);
  return row ?? null;
}

export async function liveQuestions(db: DbOrTx, examId: string) {
  return db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, examId), isNull(examQuestions.deletedAt)))
    .orderBy(asc(examQuestions.position));
}

export async function attemptsOf(db: DbOrTx, tenantId: string, userId: string, examIds: string[]) {
  if (examIds.length === 0) return [];
  return db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, tenantId),
        eq(examAttempts.userId, userId),
        inArray(examAttempts.examId, examIds),
      ),
    )
    .orderBy(asc(examAttempts.startedAt));
}

export async function findOpenAttempt(db: DbOrTx, tenantId: string, userId: string, examId: string) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, tenantId),
        eq(examAttempts.userId, userId),
        eq(examAttempts.examId, examId),
        isNull(examAttempts.submittedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Opens an attempt; null when one is already open (the partial unique index decides, even under races). */
export async function insertOpenAttempt(
  db: DbOrTx,
  values: { tenantId: string; userId: string; examId: string; startedAt: Date; deadlineAt: Date | null },
) {
  const [row] = await db.insert(examAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findAttempt(db: DbOrTx, tenantId: string, userId: string, attemptId: string) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, tenantId),
        eq(examAttempts.userId, userId),
        eq(examAttempts.id, attemptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function answersOf(db: DbOrTx, attemptId: string) {
  return db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
}

/** An answer as saved: when it took its current value (epoch ms), and the attempt's deadline (epoch ms). */
type SavedAnswerRow = { saved_at: number; deadline_at: number | null };

// Both statements leave an answer that is already stored unchanged alone: no row written, locked or
// committed, and the answer keeps the time it was first given (savedAt answers that time).
const keepOrUpsert = (target: string) => `
    kept as (
      select a.answered_at from exam_answers a, ${target} t
      where a.tenant_id = $1 and a.attempt_id = t.id and a.question_id = $4 and a.answer = $5::jsonb
    ), saved as (
      insert into exam_answers (id, tenant_id, attempt_id, question_id, answer, answered_at)
      select $7, $1, t.id, $4, $5::jsonb, $6::timestamptz from ${target} t where not exists (select from kept)
      on conflict (attempt_id, question_id)
        do update set answer = excluded.answer, answered_at = excluded.answered_at
      returning answered_at
    )
    select (extract(epoch from coalesce((select answered_at from saved), (select answered_at from kept))) * 1000)::float8 as saved_at,
      (extract(epoch from t.deadline_at) * 1000)::float8 as deadline_at
    from ${target} t`;

const saveIfOpen: RawStatement = {
  name: 'exams.save-answer-if-open',
  text: `
    with target as (
      select t.id, t.deadline_at from exam_attempts t
      join user_exams u on u.tenant_id = t.tenant_id and u.user_id = t.user_id and u.exam_id = t.exam_id
      join exams e on e.id = t.exam_id and e.deleted_at is null
      join courses c on c.id = e.course_id and c.deleted_at is null
      join exam_questions q on q.exam_id = t.exam_id and q.id = $4 and q.deleted_at is null
        and q.definition = $8::jsonb
      where t.tenant_id = $1 and t.user_id = $2 and t.id = $3 and t.submitted_at is null
        and (t.deadline_at is null or t.deadline_at > $6::timestamptz)
    ), ${keepOrUpsert('target')}`,
};

const saveChecked: RawStatement = {
  name: 'exams.save-answer',
  text: `
    with target as (
      select t.id, t.deadline_at from exam_attempts t where t.tenant_id = $1 and t.user_id = $2 and t.id = $3
    ), ${keepOrUpsert('target')}`,
};

type SaveInput = {
  tenantId: string;
  userId: string;
  attemptId: string;
  questionId: string;
  answer: TExerciseAnswer;
  answeredAt: Date;
};

const savedAnswer = (row: SavedAnswerRow | undefined) =>
  row
    ? {
        savedAt: new Date(row.saved_at),
        deadlineAt: row.deadline_at === null ? null : new Date(row.deadline_at),
      }
    : null;

const saveValues = (input: SaveInput) => [
  input.tenantId,
  input.userId,
  input.attemptId,
  input.questionId,
  JSON.stringify(input.answer),
  input.answeredAt.toISOString(),
  newId(),
];

/**
 * Saves an answer in one statement when everything the slow path checks holds: the attempt is the
 * user's in this tenant, still open and before its deadline, of an exam the user owns (exam and course
 * live), and the question is live in that exam with the given definition (the one the answer's shape
 * was checked against). Null when anything does not hold, and nothing is written.
 */
export async function storeExamAnswerIfOpen(db: DbOrTx, input: SaveInput & { definitionJson: string }) {
  const [row] = await rawRows<SavedAnswerRow>(db, saveIfOpen, [...saveValues(input), input.definitionJson]);
  return savedAnswer(row);
}

/** Saves an answer the caller has checked (attempt, deadline, question, shape); an unchanged one is left as it is. */
export async function storeExamAnswer(db: DbOrTx, input: SaveInput) {
  const [row] = await rawRows<SavedAnswerRow>(db, saveChecked, saveValues(input));
  return savedAnswer(row);
}

/** Closes an open attempt with its grade; null when it was already closed (by a concurrent call). */
export async function closeAttempt(
  db: DbOrTx,
  attemptId: string,
  values: { submittedAt: Date; autoSubmitted: boolean; score: number; passed: boolean },
) {
  const [row] = await db
    .update(examAttempts)
    .set(values)
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
    .returning();
  return row ?? null;
}

/** Owns an exam; false when the user already owned it. */
export async function insertUserExam(
  db: DbOrTx,
  values: { tenantId: string; userId: string; examId: string; createdAt: Date },
) {
  const rows = await db
    .insert(userExams)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: userExams.id });
  return rows.length > 0;
}

export async function findUserExam(db: DbOrTx, userId: string, examId: string) {
  const [row] = await db
    .select()
    .from(userExams)
    .where(and(eq(userExams.userId, userId), eq(userExams.examId, examId)))
    .limit(1);
  return row ?? null;
}
