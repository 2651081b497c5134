import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type Chapter, chapters } from '../../../db/schema/index.ts';
import { liveValueTaken } from '../../../lib/resource-kit/live-value-taken.ts';

/** The unique index of lessons and the form field it guards. */
export const CHAPTER_UNIQUE_FIELDS = { chapters_course_title_live_key: 'title.es' };

/** Whether a live lesson of the course (other than `excludeId`) has the Spanish title. */
export function chapterTitleTaken(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  value: string,
  excludeId?: string,
) {
  return liveValueTaken(db, chapters, {
    tenantId: scope.tenantId,
    scope: eq(chapters.courseId, scope.courseId),
    columns: [chapters.titleEs],
    value,
    excludeId,
  });
}

export async function insertChapter(db: DbOrTx, values: typeof chapters.$inferInsert): Promise<Chapter> {
  const [row] = await db.insert(chapters).values(values).returning();
  return row!;
}
