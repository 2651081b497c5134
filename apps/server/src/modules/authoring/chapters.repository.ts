import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { searchable } from '../../db/schema/columns.ts';
import { type Chapter, chapters } from '../../db/schema/index.ts';

/** The unique index of lessons and the form field it guards. */
export const CHAPTER_UNIQUE_FIELDS = { chapters_course_title_live_key: 'title.es' };

/** Whether a live lesson of the course (other than `excludeId`) has the Spanish title. */
export async function chapterTitleTaken(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  value: string,
  excludeId?: string,
) {
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(
      and(
        eq(chapters.tenantId, scope.tenantId),
        eq(chapters.courseId, scope.courseId),
        isNull(chapters.deletedAt),
        sql`${searchable(chapters.titleEs)} = ${searchable(sql`${value}::text`)}`,
        excludeId ? ne(chapters.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertChapter(db: DbOrTx, values: typeof chapters.$inferInsert): Promise<Chapter> {
  const [row] = await db.insert(chapters).values(values).returning();
  return row!;
}
