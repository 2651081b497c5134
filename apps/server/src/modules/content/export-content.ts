import { contentPackageTooLarge, type TContentPackage, type TExerciseContent } from '@puente/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { chapters, courses, examQuestions, exams, exercises, reviewLessons } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const withKey = (row: { key: string; definition: Omit<TExerciseContent, 'key'> }) =>
  ({ key: row.key, ...row.definition }) as TExerciseContent;

/**
 * The tenant's live courses (published or not), with their review lessons, as a content package that import takes back unchanged;
 * 409 `content.too-large` when they are more than a package holds.
 */
export async function exportContent(db: DbOrTx, tenantId: string): Promise<TContentPackage> {
  const courseRows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), isNull(courses.deletedAt)))
    .orderBy(asc(courses.presentationOrder), asc(courses.key));
  const ids = courseRows.map((course) => course.id);
  const none = ['00000000-0000-0000-0000-000000000000'];
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(and(inArray(chapters.courseId, ids.length ? ids : none), isNull(chapters.deletedAt)))
    .orderBy(asc(chapters.position));
  const exerciseRows = await db
    .select()
    .from(exercises)
    .where(and(inArray(exercises.courseId, ids.length ? ids : none), isNull(exercises.deletedAt)))
    .orderBy(asc(exercises.position));
  const examRows = await db
    .select()
    .from(exams)
    .where(and(inArray(exams.courseId, ids.length ? ids : none), isNull(exams.deletedAt)))
    .orderBy(asc(exams.position));
  const examIds = examRows.map((exam) => exam.id);
  const questionRows = await db
    .select()
    .from(examQuestions)
    .where(
      and(inArray(examQuestions.examId, examIds.length ? examIds : none), isNull(examQuestions.deletedAt)),
    )
    .orderBy(asc(examQuestions.position));
  const reviewRows = await db
    .select()
    .from(reviewLessons)
    .where(and(inArray(reviewLessons.courseId, ids.length ? ids : none), isNull(reviewLessons.deletedAt)))
    .orderBy(asc(reviewLessons.titleEs), asc(reviewLessons.id));
  const chapterKeys = new Map(chapterRows.map((chapter) => [chapter.id, chapter]));
  /** A review's words as the package names them: by the key of their lesson, when it is in the same course. */
  const reviewWords = (review: (typeof reviewRows)[number]) =>
    review.words.flatMap(({ chapterId, ...word }) => {
      const chapter = chapterKeys.get(chapterId);
      return chapter && chapter.courseId === review.courseId ? [{ ...word, chapter: chapter.key }] : [];
    });

  const pkg: TContentPackage = {
    format: 'puente-content',
    version: 1,
    courses: courseRows.map((course) => ({
      key: course.key,
      title: { es: course.titleEs, en: course.titleEn },
      description: { es: course.descriptionEs, en: course.descriptionEn },
      level: course.level,
      coverImage: course.coverImage,
      order: course.presentationOrder,
      locale: course.locale,
      published: course.published,
      passPercent: course.passPercent,
      chapters: chapterRows
        .filter((chapter) => chapter.courseId === course.id)
        .map((chapter) => ({
          key: chapter.key,
          title: { es: chapter.titleEs, en: chapter.titleEn },
          viewMode: chapter.viewMode,
          streamOrigin: chapter.streamOrigin,
          body: chapter.body,
          transcript: chapter.transcript,
          vocabulary: chapter.vocabulary,
          exercises: exerciseRows.filter((exercise) => exercise.chapterId === chapter.id).map(withKey),
        })),
      exams: examRows
        .filter((exam) => exam.courseId === course.id)
        .map((exam) => ({
          key: exam.key,
          title: { es: exam.titleEs, en: exam.titleEn },
          description: { es: exam.descriptionEs, en: exam.descriptionEn },
          passMark: exam.passMark,
          timeLimitMinutes: exam.timeLimitMinutes,
          questions: questionRows.filter((question) => question.examId === exam.id).map(withKey),
        })),
      reviewLessons: reviewRows
        .filter((review) => review.courseId === course.id)
        .map((review) => ({
          key: review.key,
          title: { es: review.titleEs, en: review.titleEn },
          words: reviewWords(review),
        })),
    })),
  };
  if (contentPackageTooLarge(pkg)) throw new AppError('content.too-large');
  return pkg;
}
