import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { audioPositions, chapters, courses } from '../../db/schema/index.ts';

/** A live course of the tenant; students only see published ones. */
const visibleCourse = (tenantId: string, asStaff: boolean): SQL =>
  and(
    eq(courses.tenantId, tenantId),
    isNull(courses.deletedAt),
    asStaff ? undefined : eq(courses.published, true),
  )!;

/** A live lesson of the tenant assigned to its course, played from a file (audio view mode, an origin). */
const audioLesson = (tenantId: string): SQL =>
  and(
    eq(chapters.tenantId, tenantId),
    isNull(chapters.deletedAt),
    eq(chapters.assigned, true),
    eq(chapters.viewMode, 'audio'),
    ne(chapters.streamOrigin, ''),
  )!;

/** The visible courses with at least one audio lesson, their count and the user's enrollment. */
export async function listCoursesWithAudio(db: DbOrTx, tenantId: string, userId: string, asStaff: boolean) {
  return db
    .select({
      course: courses,
      lessonCount: sql<number>`count(${chapters.id})::int`,
      enrolled: sql<boolean>`exists(select 1 from enrollments e
        where e.tenant_id = ${tenantId} and e.user_id = ${userId} and e.course_id = ${courses.id})`,
    })
    .from(courses)
    .innerJoin(chapters, and(eq(chapters.courseId, courses.id), audioLesson(tenantId)))
    .where(visibleCourse(tenantId, asStaff))
    .groupBy(courses.id)
    .orderBy(asc(courses.presentationOrder), asc(courses.titleEs));
}

/** A visible course of the tenant. */
export async function findVisibleCourse(db: DbOrTx, tenantId: string, courseId: string, asStaff: boolean) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(visibleCourse(tenantId, asStaff), eq(courses.id, courseId)))
    .limit(1);
  return course ?? null;
}

/** A course's audio lessons in order, each with where the user stopped. */
export async function audioLessonsOf(db: DbOrTx, tenantId: string, userId: string, courseId: string) {
  return db
    .select({
      chapter: chapters,
      positionMs: audioPositions.positionMs,
      positionUpdatedAt: audioPositions.updatedAt,
    })
    .from(chapters)
    .leftJoin(
      audioPositions,
      and(
        eq(audioPositions.chapterId, chapters.id),
        eq(audioPositions.tenantId, tenantId),
        eq(audioPositions.userId, userId),
      ),
    )
    .where(and(audioLesson(tenantId), eq(chapters.courseId, courseId)))
    .orderBy(asc(chapters.position));
}

/** An audio lesson of a visible course of the tenant. */
export async function findAudioLesson(db: DbOrTx, tenantId: string, chapterId: string, asStaff: boolean) {
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(audioLesson(tenantId), eq(chapters.id, chapterId), visibleCourse(tenantId, asStaff)))
    .limit(1);
  return row ?? null;
}

/** Keeps where the user stopped in a lesson (one row per user and lesson). */
export async function upsertAudioPosition(
  db: DbOrTx,
  row: { tenantId: string; userId: string; chapterId: string; positionMs: number; updatedAt: Date },
) {
  const [saved] = await db
    .insert(audioPositions)
    .values(row)
    .onConflictDoUpdate({
      target: [audioPositions.userId, audioPositions.chapterId],
      set: { positionMs: row.positionMs, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}
