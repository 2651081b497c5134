import type { TVocabularyItem } from '@puente/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { searchable } from '../../db/schema/columns.ts';
import { chapters, type ReviewLesson, reviewLessons } from '../../db/schema/index.ts';

/** The unique index of review lessons and the form field it guards. */
export const REVIEW_UNIQUE_FIELDS = { review_lessons_course_title_live_key: 'title.es' };

/** Whether a live review lesson of the course (other than `excludeId`) has the Spanish title. */
export async function reviewTitleTaken(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  value: string,
  excludeId?: string,
) {
  const [row] = await db
    .select({ id: reviewLessons.id })
    .from(reviewLessons)
    .where(
      and(
        eq(reviewLessons.tenantId, scope.tenantId),
        eq(reviewLessons.courseId, scope.courseId),
        isNull(reviewLessons.deletedAt),
        sql`${searchable(reviewLessons.titleEs)} = ${searchable(sql`${value}::text`)}`,
        excludeId ? ne(reviewLessons.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
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
