import type { TChapterContent, TCourseContent, TExamContent, TExerciseContent } from '@puente/shared';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  chapters,
  courses,
  enrollments,
  examQuestions,
  exams,
  exercises,
  userExams,
} from '../../db/schema/index.ts';

const definitionOf = ({ key: _key, ...definition }: TExerciseContent) => definition;

/** Upserts a course by (tenant, key), recovering it when it was deleted. */
export async function upsertCourse(db: DbOrTx, tenantId: string, course: TCourseContent) {
  const values = {
    titleEs: course.title.es,
    titleEn: course.title.en,
    descriptionEs: course.description.es,
    descriptionEn: course.description.en,
    level: course.level,
    coverImage: course.coverImage,
    presentationOrder: course.order,
    locale: course.locale,
    published: course.published,
    deletedAt: null,
  };
  const [existing] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.key, course.key)));
  const [row] = await db
    .insert(courses)
    .values({ tenantId, key: course.key, ...values })
    .onConflictDoUpdate({ target: [courses.tenantId, courses.key], set: values })
    .returning({ id: courses.id });
  return { id: row!.id, created: !existing };
}

export async function upsertChapter(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  chapter: TChapterContent,
  position: number,
) {
  const values = {
    position,
    titleEs: chapter.title.es,
    titleEn: chapter.title.en,
    viewMode: chapter.viewMode,
    streamOrigin: chapter.streamOrigin,
    body: chapter.body,
    transcript: chapter.transcript,
    vocabulary: chapter.vocabulary,
    deletedAt: null,
  };
  const [row] = await db
    .insert(chapters)
    .values({ ...scope, key: chapter.key, ...values })
    .onConflictDoUpdate({ target: [chapters.courseId, chapters.key], set: values })
    .returning({ id: chapters.id });
  return row!.id;
}

export async function upsertExercise(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string; chapterId: string },
  exercise: TExerciseContent,
  position: number,
) {
  const values = { position, type: exercise.type, definition: definitionOf(exercise), deletedAt: null };
  await db
    .insert(exercises)
    .values({ ...scope, key: exercise.key, ...values })
    .onConflictDoUpdate({ target: [exercises.chapterId, exercises.key], set: values });
}

export async function upsertExam(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  exam: TExamContent,
  position: number,
) {
  const values = {
    position,
    titleEs: exam.title.es,
    titleEn: exam.title.en,
    descriptionEs: exam.description.es,
    descriptionEn: exam.description.en,
    passMark: exam.passMark,
    timeLimitMinutes: exam.timeLimitMinutes,
    deletedAt: null,
  };
  const [row] = await db
    .insert(exams)
    .values({ ...scope, key: exam.key, ...values })
    .onConflictDoUpdate({ target: [exams.courseId, exams.key], set: values })
    .returning({ id: exams.id });
  return row!.id;
}

export async function upsertQuestion(
  db: DbOrTx,
  scope: { tenantId: string; examId: string },
  question: TExerciseContent,
  position: number,
) {
  const values = { position, type: question.type, definition: definitionOf(question), deletedAt: null };
  await db
    .insert(examQuestions)
    .values({ ...scope, key: question.key, ...values })
    .onConflictDoUpdate({ target: [examQuestions.examId, examQuestions.key], set: values });
}

/** Soft-deletes the children a new version of the package no longer has. */
export async function retireMissing(
  db: DbOrTx,
  level: 'chapters' | 'exercises' | 'exams' | 'questions',
  parentId: string,
  keys: string[],
  now: Date,
) {
  const keep = (column: Parameters<typeof notInArray>[0]) =>
    keys.length ? notInArray(column, keys) : undefined;
  if (level === 'chapters') {
    await db
      .update(chapters)
      .set({ deletedAt: now })
      .where(and(eq(chapters.courseId, parentId), keep(chapters.key), isNull(chapters.deletedAt)));
  } else if (level === 'exercises') {
    await db
      .update(exercises)
      .set({ deletedAt: now })
      .where(and(eq(exercises.chapterId, parentId), keep(exercises.key), isNull(exercises.deletedAt)));
  } else if (level === 'exams') {
    await db
      .update(exams)
      .set({ deletedAt: now })
      .where(and(eq(exams.courseId, parentId), keep(exams.key), isNull(exams.deletedAt)));
  } else {
    await db
      .update(examQuestions)
      .set({ deletedAt: now })
      .where(
        and(eq(examQuestions.examId, parentId), keep(examQuestions.key), isNull(examQuestions.deletedAt)),
      );
  }
}

/** Students already enrolled in a course own the exams an import added to it. */
export async function grantExamsToEnrolled(
  db: DbOrTx,
  tenantId: string,
  courseId: string,
  examIds: string[],
  now: Date,
) {
  const enrolled = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.courseId, courseId)));
  const values = enrolled.flatMap(({ userId }) =>
    examIds.map((examId) => ({ tenantId, userId, examId, createdAt: now })),
  );
  if (values.length) await db.insert(userExams).values(values).onConflictDoNothing();
}
