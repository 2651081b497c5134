import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type Chapter, type Course, chapters, courses, exercises } from '../../../db/schema/index.ts';
import { liveValueTaken } from '../../../lib/resource-kit/live-value-taken.ts';

/** The unique indexes of courses and the form field each guards. */
export const COURSE_UNIQUE_FIELDS = {
  courses_tenant_title_es_live_key: 'title.es',
  courses_tenant_title_en_live_key: 'title.en',
};

/** The assigned live lessons of some courses, in order, per course. */
export async function assignedChapterIds(db: DbOrTx, tenantId: string, courseIds: string[]) {
  const byCourse = new Map<string, string[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({ id: chapters.id, courseId: chapters.courseId })
    .from(chapters)
    .where(
      and(
        eq(chapters.tenantId, tenantId),
        inArray(chapters.courseId, courseIds),
        isNull(chapters.deletedAt),
        eq(chapters.assigned, true),
      ),
    )
    .orderBy(asc(chapters.position), asc(chapters.id));
  for (const row of rows) byCourse.get(row.courseId)?.push(row.id);
  return byCourse;
}

/** Whether a live course of the tenant (other than `excludeId`) has the title in either language. */
export function courseTitleTaken(db: DbOrTx, tenantId: string, value: string, excludeId?: string) {
  return liveValueTaken(db, courses, {
    tenantId,
    columns: [courses.titleEs, courses.titleEn],
    value,
    excludeId,
  });
}

export async function insertCourse(db: DbOrTx, values: typeof courses.$inferInsert): Promise<Course> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

/** A live course of the tenant, or null. */
export async function findLiveCourse(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id), isNull(courses.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A live lesson of the tenant, or null. */
export async function findLiveChapter(db: DbOrTx, tenantId: string, id: string): Promise<Chapter | null> {
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.tenantId, tenantId), eq(chapters.id, id), isNull(chapters.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The position after the last lesson of a course. */
export async function nextChapterPosition(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${chapters.position}), 0) + 1`.mapWith(Number) })
    .from(chapters)
    .where(eq(chapters.courseId, courseId));
  return row?.next ?? 1;
}

/** Puts a lesson (and its exercises) in a course, assigned or not, at a position. */
export async function placeChapter(
  db: DbOrTx,
  chapter: Chapter,
  place: { courseId: string; assigned: boolean; position: number; userId: string; now: Date },
) {
  const [row] = await db
    .update(chapters)
    .set({
      courseId: place.courseId,
      assigned: place.assigned,
      position: place.position,
      version: sql`${chapters.version} + 1`,
      updatedAt: place.now,
      updatedBy: place.userId,
    })
    .where(eq(chapters.id, chapter.id))
    .returning();
  if (chapter.courseId !== place.courseId) {
    await db.update(exercises).set({ courseId: place.courseId }).where(eq(exercises.chapterId, chapter.id));
  }
  return row!;
}

/** Sets the positions of a course's lessons to their order in `chapterIds` (one statement). */
export async function reorderChapters(db: DbOrTx, courseId: string, chapterIds: string[]) {
  await db.execute(sql`
    update ${chapters} set position = o.n
    from unnest(${sql.param(chapterIds)}::uuid[]) with ordinality as o(id, n)
    where ${chapters.id} = o.id and ${chapters.courseId} = ${courseId}`);
}

/** Marks a course as written now by a user (its version moves on: a list order changed). */
export async function touchCourse(db: DbOrTx, courseId: string, userId: string, now: Date) {
  await db
    .update(courses)
    .set({ version: sql`${courses.version} + 1`, updatedAt: now, updatedBy: userId })
    .where(eq(courses.id, courseId));
}
