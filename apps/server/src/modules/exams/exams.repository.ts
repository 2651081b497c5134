import type { TExerciseAnswer } from '@puente/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
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

export async function upsertExamAnswer(
  db: DbOrTx,
  values: {
    tenantId: string;
    attemptId: string;
    questionId: string;
    answer: TExerciseAnswer;
    answeredAt: Date;
  },
) {
  await db
    .insert(examAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [examAnswers.attemptId, examAnswers.questionId],
      set: { answer: values.answer, answeredAt: values.answeredAt },
    });
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
