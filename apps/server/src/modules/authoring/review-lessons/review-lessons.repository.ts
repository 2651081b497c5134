import type { TVocabularyItem } from '@puente/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { chapters, type ReviewLesson, reviewLessons } from '../../../db/schema/index.ts';
import { liveValueTaken } from '../../../lib/resource-kit/live-value-taken.ts';

/** The unique index of review lessons and the form field it guards. */
export const REVIEW_UNIQUE_FIELDS = { review_lessons_course_title_live_key: 'title.es' };

/** Whether a live review lesson of the course (other than `excludeId`) has the Spanish title. */
export function reviewTitleTaken(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  value: string,
  excludeId?: string,
) {
  return liveValueTaken(db, reviewLessons, {
    tenantId: scope.tenantId,
    scope: eq(reviewLessons.courseId, scope.courseId),
    columns: [reviewLessons.titleEs],
    value,
    excludeId,
  });
}

/** The vocabulary of the course's live lessons, per lesson. */
export async function courseVocabulary(db: DbOrTx, tenantId: string, courseId: string) {
  const rows = await db
    .select({ id: chapters.id, vocabulary: chapters.vocabulary })
    .from(chapters)
    .where(and(eq(chapters.tenantId, tenantId), eq(chapters.courseId, courseId), isNull(chapters.deletedAt)));
  return new Map<string, TVocabularyItem[]>(rows.map((row) => [row.id, row.vocabulary]));
}

export async function insertReviewLesson(
  db: DbOrTx,
  values: typeof reviewLessons.$inferInsert,
): Promise<ReviewLesson> {
  const [row] = await db.insert(reviewLessons).values(values).returning();
  return row!;
}
