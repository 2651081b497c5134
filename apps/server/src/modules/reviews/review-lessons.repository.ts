import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  chapterProgress,
  chapters,
  courses,
  enrollments,
  exercises,
  reviewLessons,
} from '../../db/schema/index.ts';

/** The vocabulary of the lesson an exercise belongs to. */
export async function vocabularyOfExercise(db: DbOrTx, tenantId: string, exerciseId: string) {
  const [row] = await db
    .select({ chapterId: chapters.id, vocabulary: chapters.vocabulary })
    .from(exercises)
    .innerJoin(chapters, eq(chapters.id, exercises.chapterId))
    .where(and(eq(exercises.id, exerciseId), eq(exercises.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** The published, live courses the student is enrolled in (optionally one), in presentation order. */
export async function enrolledCourses(db: DbOrTx, tenantId: string, userId: string, courseId?: string) {
  return db
    .select({ id: courses.id, titleEs: courses.titleEs, titleEn: courses.titleEn })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.tenantId, tenantId),
        eq(enrollments.userId, userId),
        eq(courses.tenantId, tenantId),
        eq(courses.published, true),
        isNull(courses.deletedAt),
        courseId ? eq(courses.id, courseId) : undefined,
      ),
    )
    .orderBy(asc(courses.presentationOrder), asc(courses.id));
}

/** The live review lessons staff built for these courses. */
export async function staffReviewLessons(db: DbOrTx, tenantId: string, courseIds: string[], id?: string) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: reviewLessons.id,
      courseId: reviewLessons.courseId,
      titleEs: reviewLessons.titleEs,
      titleEn: reviewLessons.titleEn,
      words: reviewLessons.words,
    })
    .from(reviewLessons)
    .where(
      and(
        eq(reviewLessons.tenantId, tenantId),
        inArray(reviewLessons.courseId, courseIds),
        isNull(reviewLessons.deletedAt),
        id ? eq(reviewLessons.id, id) : undefined,
      ),
    )
    .orderBy(asc(reviewLessons.titleEs));
}

/** The student's completed, visible lessons of these courses that have vocabulary, in course order. */
export async function completedLessons(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  courseIds: string[],
  chapterId?: string,
) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: chapters.id,
      courseId: chapters.courseId,
      titleEs: chapters.titleEs,
      titleEn: chapters.titleEn,
      vocabulary: chapters.vocabulary,
    })
    .from(chapterProgress)
    .innerJoin(chapters, eq(chapters.id, chapterProgress.chapterId))
    .where(
      and(
        eq(chapterProgress.tenantId, tenantId),
        eq(chapterProgress.userId, userId),
        isNotNull(chapterProgress.completedAt),
        eq(chapters.tenantId, tenantId),
        inArray(chapters.courseId, courseIds),
        isNull(chapters.deletedAt),
        eq(chapters.assigned, true),
        sql`jsonb_array_length(${chapters.vocabulary}) > 0`,
        chapterId ? eq(chapters.id, chapterId) : undefined,
      ),
    )
    .orderBy(asc(chapters.courseId), asc(chapters.position));
}
