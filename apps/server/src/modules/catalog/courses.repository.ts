import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  type Course,
  chapterProgress,
  chapters,
  courses,
  enrollments,
  exams,
} from '../../db/schema/index.ts';
import { examQuestionCount } from '../exams/index.ts';

const visible = (tenantId: string, includeUnpublished: boolean): SQL =>
  and(
    eq(courses.tenantId, tenantId),
    isNull(courses.deletedAt),
    includeUnpublished ? undefined : eq(courses.published, true),
  )!;

/** A course of the tenant; students only see published, live ones, staff also deleted ones. */
export async function findCourse(
  db: DbOrTx,
  tenantId: string,
  id: string,
  asStaff: boolean,
): Promise<Course | null> {
  const where = asStaff
    ? and(eq(courses.tenantId, tenantId), eq(courses.id, id))
    : and(visible(tenantId, false), eq(courses.id, id));
  const [course] = await db.select().from(courses).where(where).limit(1);
  return course ?? null;
}

/** Live lessons of some courses, in order, with their exercise counts. */
export async function lessonsOf(db: DbOrTx, tenantId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: chapters.id,
      courseId: chapters.courseId,
      position: chapters.position,
      titleEs: chapters.titleEs,
      titleEn: chapters.titleEn,
      viewMode: chapters.viewMode,
      exerciseCount: sql<number>`(select count(*)::int from "exercises" as "x" where "x"."chapter_id" = "chapters"."id" and "x"."deleted_at" is null)`,
    })
    .from(chapters)
    .where(
      and(
        eq(chapters.tenantId, tenantId),
        inArray(chapters.courseId, courseIds),
        isNull(chapters.deletedAt),
        eq(chapters.assigned, true),
      ),
    )
    .orderBy(asc(chapters.courseId), asc(chapters.position));
}

export async function progressOf(db: DbOrTx, tenantId: string, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(chapterProgress)
    .where(
      and(
        eq(chapterProgress.tenantId, tenantId),
        eq(chapterProgress.userId, userId),
        inArray(chapterProgress.courseId, courseIds),
      ),
    );
}

export async function enrolledCourseIds(db: DbOrTx, tenantId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, userId)));
  return new Set(rows.map((row) => row.courseId));
}

/** Live exams of a course, in order, with their question counts. */
export async function examsOfCourse(db: DbOrTx, tenantId: string, courseId: string) {
  return db
    .select({
      exam: exams,
      questionCount: examQuestionCount,
    })
    .from(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.courseId, courseId), isNull(exams.deletedAt)))
    .orderBy(asc(exams.position));
}
