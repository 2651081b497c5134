import type { TContentImportResult, TContentPackage } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { refusingDuplicates } from '../../lib/resource-kit/unique-violation.ts';
import {
  grantExamsToEnrolled,
  retireMissing,
  upsertChapter,
  upsertCourse,
  upsertExam,
  upsertExercise,
  upsertQuestion,
} from './content.repository.ts';

/**
 * Imports a content package into a tenant, matching every item by its key: new items are created,
 * existing ones updated (and recovered if deleted), items the package no longer lists are soft-deleted,
 * so progress and attempts keep pointing at the same rows. One transaction: all or nothing. A title
 * another live item keeps (two courses of the tenant, two lessons of a course, …) answers 409 duplicate.
 */
export async function importContent(
  db: DbOrTx,
  tenantId: string,
  pkg: TContentPackage,
  now: Date,
): Promise<TContentImportResult> {
  return refusingDuplicates(() => db.transaction((tx) => importInto(tx, tenantId, pkg, now)), {});
}

/**
 * The import itself. Items the package no longer lists are retired before the listed ones are
 * written, so a title may pass from a retired item to a new one (titles of live items are unique).
 */
async function importInto(
  tx: DbOrTx,
  tenantId: string,
  pkg: TContentPackage,
  now: Date,
): Promise<TContentImportResult> {
  const result: TContentImportResult['courses'] = [];
  for (const course of pkg.courses) {
    const { id: courseId, created } = await upsertCourse(tx, tenantId, course);
    const chapterKeys = course.chapters.map((c) => c.key);
    const examKeys = course.exams.map((e) => e.key);
    await retireMissing(tx, 'chapters', courseId, chapterKeys, now);
    await retireMissing(tx, 'exams', courseId, examKeys, now);
    let exerciseCount = 0;
    for (const [index, chapter] of course.chapters.entries()) {
      const chapterId = await upsertChapter(tx, { tenantId, courseId }, chapter, index + 1);
      const exerciseKeys = chapter.exercises.map((e) => e.key);
      await retireMissing(tx, 'exercises', chapterId, exerciseKeys, now);
      for (const [position, exercise] of chapter.exercises.entries()) {
        await upsertExercise(tx, { tenantId, courseId, chapterId }, exercise, position + 1);
      }
      exerciseCount += chapter.exercises.length;
    }
    const examIds: string[] = [];
    for (const [index, exam] of course.exams.entries()) {
      const examId = await upsertExam(tx, { tenantId, courseId }, exam, index + 1);
      const questionKeys = exam.questions.map((q) => q.key);
      await retireMissing(tx, 'questions', examId, questionKeys, now);
      for (const [position, question] of exam.questions.entries()) {
        await upsertQuestion(tx, { tenantId, examId }, question, position + 1);
      }
      examIds.push(examId);
    }
    await grantExamsToEnrolled(tx, tenantId, courseId, examIds, now);
    result.push({
      id: courseId,
      key: course.key,
      title: course.title,
      created,
      chapters: course.chapters.length,
      exercises: exerciseCount,
      exams: course.exams.length,
    });
  }
  return { courses: result };
}
