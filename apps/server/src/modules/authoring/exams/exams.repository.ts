import { defaultExamSkill, type TExamSkill, type TExerciseDefinition } from '@puente/shared';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type Exam, enrollments, examQuestions, exams, userExams } from '../../../db/schema/index.ts';
import { liveValueTaken } from '../../../lib/resource-kit/live-value-taken.ts';
import { contentKeyFor } from '../content-key.ts';

/** The unique index of exams and the form field it guards. */
export const EXAM_UNIQUE_FIELDS = { exams_course_title_live_key: 'title.es' };

export type QuestionRow = {
  id: string;
  examId: string;
  key: string;
  definition: TExerciseDefinition;
  skill: TExamSkill;
};

/** The live questions of some exams, in order, per exam. */
export async function questionsOf(db: DbOrTx, examIds: string[]) {
  const byExam = new Map<string, QuestionRow[]>(examIds.map((id) => [id, []]));
  if (examIds.length === 0) return byExam;
  const rows = await db
    .select({
      id: examQuestions.id,
      examId: examQuestions.examId,
      key: examQuestions.key,
      definition: examQuestions.definition,
      skill: examQuestions.skill,
    })
    .from(examQuestions)
    .where(and(inArray(examQuestions.examId, examIds), isNull(examQuestions.deletedAt)))
    .orderBy(asc(examQuestions.position), asc(examQuestions.id));
  for (const row of rows) byExam.get(row.examId)?.push(row);
  return byExam;
}

/** Whether a live exam of the course (other than `excludeId`) has the Spanish title. */
export function examTitleTaken(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  value: string,
  excludeId?: string,
) {
  return liveValueTaken(db, exams, {
    tenantId: scope.tenantId,
    scope: eq(exams.courseId, scope.courseId),
    columns: [exams.titleEs],
    value,
    excludeId,
  });
}

export async function insertExam(
  db: DbOrTx,
  values: Omit<typeof exams.$inferInsert, 'position'>,
): Promise<Exam> {
  const [row] = await db
    .insert(exams)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), 0) + 1 from exams where course_id = ${values.courseId})`,
    })
    .returning();
  return row!;
}

/**
 * Makes the exam's live questions the given ones, in order: a named key keeps its question (updated),
 * the others are added, and questions not named are retired (soft-deleted: attempts keep them).
 */
export async function saveQuestions(
  db: DbOrTx,
  exam: { id: string; tenantId: string },
  questions: { key?: string | undefined; definition: TExerciseDefinition; skill?: TExamSkill | undefined }[],
  now: Date,
) {
  const keyed = questions.map((question) => ({
    ...question,
    key: question.key ?? contentKeyFor(question.definition.type),
  }));
  const keys = keyed.map((question) => question.key);
  await db
    .update(examQuestions)
    .set({ deletedAt: now })
    .where(
      and(
        eq(examQuestions.examId, exam.id),
        notInArray(examQuestions.key, keys),
        isNull(examQuestions.deletedAt),
      ),
    );
  for (const [index, question] of keyed.entries()) {
    const values = {
      position: index + 1,
      type: question.definition.type,
      definition: question.definition,
      skill: question.skill ?? defaultExamSkill(question.definition.type),
      deletedAt: null,
    };
    await db
      .insert(examQuestions)
      .values({ tenantId: exam.tenantId, examId: exam.id, key: question.key, ...values })
      .onConflictDoUpdate({ target: [examQuestions.examId, examQuestions.key], set: values });
  }
}

/** Students already enrolled in the course own a new exam of it (as enrolling later gives it). */
export async function grantToEnrolled(db: DbOrTx, exam: Exam, now: Date) {
  const enrolled = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.tenantId, exam.tenantId), eq(enrollments.courseId, exam.courseId)));
  if (enrolled.length === 0) return;
  await db
    .insert(userExams)
    .values(
      enrolled.map(({ userId }) => ({ tenantId: exam.tenantId, userId, examId: exam.id, createdAt: now })),
    )
    .onConflictDoNothing();
}
