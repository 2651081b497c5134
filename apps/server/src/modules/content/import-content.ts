import type { TContentImportResult, TContentPackage } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusingDuplicates } from '../../lib/resource-kit/unique-violation.ts';
import { recordAdminAction } from '../audit/index.ts';
import { requireTeaching } from '../authoring/index.ts';
import {
  findCourseByKey,
  firstAdministrator,
  grantExamsToEnrolled,
  nextCourseOrder,
  retireMissing,
  tryImportTurn,
  upsertChapters,
  upsertCourse,
  upsertExams,
  upsertExercises,
  upsertQuestions,
  upsertReviewLessons,
} from './content.repository.ts';

/** The most items (courses, lessons, exercises, exams, questions) one package may hold. */
export const CONTENT_IMPORT_MAX_ITEMS = 10_000;

/** How many items a package holds, each course, lesson, exercise, exam and question counted once. */
const itemsOf = (pkg: TContentPackage) =>
  pkg.courses.reduce(
    (sum, course) =>
      sum +
      1 +
      course.chapters.reduce((n, chapter) => n + 1 + chapter.exercises.length, 0) +
      course.exams.reduce((n, exam) => n + 1 + exam.questions.length, 0) +
      course.reviewLessons.length,
    0,
  );

/**
 * Imports a content package into a tenant, matching every item by its key: new items are created,
 * existing ones updated (and recovered if deleted), items the package no longer lists are soft-deleted,
 * so progress and attempts keep pointing at the same rows. One transaction: all or nothing. A title
 * another live item keeps (two courses of the tenant, two lessons of a course, …) answers 409 duplicate.
 * A package of more than CONTENT_IMPORT_MAX_ITEMS items is refused (413 content.too-many-items) before
 * anything is written; one import runs per tenant at a time (409 content.import-running for the next).
 * A member of the staff's import is recorded in the audit log, in the same transaction, named by the
 * courses it holds (the seed's import has no actor and no record).
 *
 * A staff member's import (`actor`) creates each new course as a draft, after the school's courses
 * (the next order number), owned by the importer, and leaves an existing course's published flag and order
 * as they are; it may only write over courses the importer teaches (403 course.not-teacher, decision 0145).
 * Without an importer (the school's own starter content) the package's published flags and order numbers
 * are kept and new courses belong to the school's first administrator.
 */
export async function importContent(
  db: DbOrTx,
  tenantId: string,
  pkg: TContentPackage,
  now: Date,
  actor: Actor | null = null,
): Promise<TContentImportResult> {
  const items = itemsOf(pkg);
  if (items > CONTENT_IMPORT_MAX_ITEMS)
    throw new AppError('content.too-many-items', { params: { limit: CONTENT_IMPORT_MAX_ITEMS, items } });
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        if (!(await tryImportTurn(tx, tenantId))) throw new AppError('content.import-running');
        const result = await importInto(tx, tenantId, pkg, now, actor ?? undefined);
        if (actor) await recordImport(tx, actor, result, now);
        return result;
      }),
    {},
  );
}

const NAME_LIMIT = 300;
const clipped = (text: string) => (text.length > NAME_LIMIT ? `${text.slice(0, NAME_LIMIT - 1)}…` : text);

/** The audit row of an import: the courses it holds, by title, and what it did to each. */
async function recordImport(tx: DbOrTx, actor: Actor, result: TContentImportResult, now: Date) {
  const titles = (locale: 'es' | 'en') => clipped(result.courses.map((c) => c.title[locale]).join(', '));
  await recordAdminAction(tx, actor, {
    action: 'content.import',
    targetType: 'content-package',
    targetId: null,
    targetName: { es: titles('es'), en: titles('en') },
    after: result.courses.map(({ title, created, chapters, exercises, exams }) => ({
      title: title.es,
      created,
      chapters,
      exercises,
      exams,
    })),
    at: now,
  });
}

/**
 * The import itself, in multi-row statements. Items the package no longer lists are retired before the
 * listed ones are written, so a title may pass from a retired item to a new one (titles of live items
 * are unique).
 */
async function importInto(
  tx: DbOrTx,
  tenantId: string,
  pkg: TContentPackage,
  now: Date,
  importer: Actor | undefined,
): Promise<TContentImportResult> {
  const result: TContentImportResult['courses'] = [];
  const ownerId = importer ? importer.userId : await firstAdministrator(tx, tenantId);
  let order = importer ? await nextCourseOrder(tx, tenantId) : 0;
  for (const course of pkg.courses) {
    const existing = await findCourseByKey(tx, tenantId, course.key);
    if (existing && importer) await requireTeaching(tx, importer, existing.id);
    const placement = importer
      ? { ownerId, published: false, order: existing ? order : order++, keepsState: true }
      : { ownerId, published: course.published, order: course.order, keepsState: false };
    const { id: courseId, created } = await upsertCourse(tx, tenantId, course, placement);
    const scope = { tenantId, courseId };
    await retireMissing(
      tx,
      'chapters',
      courseId,
      course.chapters.map((c) => c.key),
      now,
    );
    await retireMissing(
      tx,
      'exams',
      courseId,
      course.exams.map((e) => e.key),
      now,
    );
    const chapterIds = await upsertChapters(tx, scope, course.chapters);
    const exerciseRows = course.chapters.flatMap((chapter) => {
      const chapterId = chapterIds.get(chapter.key)!;
      return chapter.exercises.map((exercise, index) => ({
        ...scope,
        chapterId,
        exercise,
        position: index + 1,
      }));
    });
    for (const chapter of course.chapters) {
      const keys = chapter.exercises.map((e) => e.key);
      await retireMissing(tx, 'exercises', chapterIds.get(chapter.key)!, keys, now);
    }
    await upsertExercises(tx, exerciseRows);
    const examIds = await upsertExams(tx, scope, course.exams);
    for (const exam of course.exams) {
      const keys = exam.questions.map((q) => q.key);
      await retireMissing(tx, 'questions', examIds.get(exam.key)!, keys, now);
    }
    await upsertQuestions(
      tx,
      course.exams.flatMap((exam) => {
        const examId = examIds.get(exam.key)!;
        return exam.questions.map((question, index) => ({ tenantId, examId, question, position: index + 1 }));
      }),
    );
    await retireMissing(
      tx,
      'review-lessons',
      courseId,
      course.reviewLessons.map((r) => r.key),
      now,
    );
    await upsertReviewLessons(tx, scope, course.reviewLessons, chapterIds);
    await grantExamsToEnrolled(
      tx,
      tenantId,
      courseId,
      course.exams.map((exam) => examIds.get(exam.key)!),
      now,
    );
    result.push({
      id: courseId,
      key: course.key,
      title: course.title,
      created,
      chapters: course.chapters.length,
      exercises: exerciseRows.length,
      exams: course.exams.length,
      reviewLessons: course.reviewLessons.length,
    });
  }
  return { courses: result };
}
