import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { chapterProgress, chapters, courses } from '../../db/schema/index.ts';

/** The lesson the student viewed last, in a published course (where "continue" takes them), or null. */
export async function findResumeLesson(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db
    .select({
      courseId: courses.id,
      chapterId: chapters.id,
      courseTitleEs: courses.titleEs,
      courseTitleEn: courses.titleEn,
      chapterTitleEs: chapters.titleEs,
      chapterTitleEn: chapters.titleEn,
    })
    .from(chapterProgress)
    .innerJoin(chapters, eq(chapters.id, chapterProgress.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(
      and(
        eq(chapterProgress.tenantId, tenantId),
        eq(chapterProgress.userId, userId),
        isNull(chapters.deletedAt),
        eq(chapters.assigned, true),
        isNull(courses.deletedAt),
        eq(courses.published, true),
      ),
    )
    .orderBy(desc(chapterProgress.lastViewedAt))
    .limit(1);
  return row ?? null;
}
