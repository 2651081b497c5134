import type { TContentImportResult, TContentPackage } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
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
 * so progress and attempts keep pointing at the same rows. One transaction: all or nothing.
 */
export async function importContent(
  db: DbOrTx,
  tenantId: string,
  pkg: TContentPackage,
  now: Date,
): Promise<TContentImportResult> {
  return db.transaction(async (tx) => {
    const result: TContentImportResult['courses'] = [];
    for (const course of pkg.courses) {
      const { id: courseId, created } = await upsertCourse(tx, tenantId, course);
      let exerciseCount = 0;
      for (const [index, chapter] of course.chapters.entries()) {
        const chapterId = await upsertChapter(tx, { tenantId, courseId }, chapter, index + 1);
        for (const [position, exercise] of chapter.exercises.entries()) {
          await upsertExercise(tx, { tenantId, courseId, chapterId }, exercise, position + 1);
        }
        await retireMissing(
          tx,
          'exercises',
          chapterId,
          chapter.exercises.map((e) => e.key),
          now,
        );
        exerciseCount += chapter.exercises.length;
      }
      await retireMissing(
        tx,
        'chapters',
        courseId,
        course.chapters.map((c) => c.key),
        now,
      );
      const examIds: string[] = [];
      for (const [index, exam] of course.exams.entries()) {
        const examId = await upsertExam(tx, { tenantId, courseId }, exam, index + 1);
        for (const [position, question] of exam.questions.entries()) {
          await upsertQuestion(tx, { tenantId, examId }, question, position + 1);
        }
        await retireMissing(
          tx,
          'questions',
          examId,
          exam.questions.map((q) => q.key),
          now,
        );
        examIds.push(examId);
      }
      await retireMissing(
        tx,
        'exams',
        courseId,
        course.exams.map((e) => e.key),
        now,
      );
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
  });
}
