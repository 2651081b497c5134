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
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';
import { examQuestionCount } from '../exams/index.ts';
import type { LessonRow, ProgressRow } from './course.presenter.ts';

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

/** The visible courses with lessons, progress and enrollment, prepared per database and audience. */
const coursesWithProgress = (asStaff: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select({
        course: courses,
        lessons: sql<LessonRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', ch.id, 'courseId', ch.course_id, 'position', ch.position, 'titleEs', ch.title_es,
          'titleEn', ch.title_en, 'viewMode', ch.view_mode,
          'exerciseCount', (select count(*)::int from exercises x where x.chapter_id = ch.id and x.deleted_at is null)
        ) order by ch.position)
        from chapters ch
        where ch.tenant_id = ${sql.placeholder('tenantId')} and ch.course_id = "courses"."id" and ch.deleted_at is null and ch.assigned), '[]'::json)`,
        progress: sql<{ chapterId: string; lastViewedAt: string; completedAt: string | null }[]>`coalesce((
        select json_agg(json_build_object(
          'chapterId', p.chapter_id, 'lastViewedAt', p.last_viewed_at, 'completedAt', p.completed_at))
        from chapter_progress p
        where p.tenant_id = ${sql.placeholder('tenantId')} and p.user_id = ${sql.placeholder('userId')}
          and p.course_id = "courses"."id"), '[]'::json)`,
        enrolled: sql<boolean>`exists(
        select 1 from enrollments e
        where e.tenant_id = ${sql.placeholder('tenantId')} and e.user_id = ${sql.placeholder('userId')}
          and e.course_id = "courses"."id")`,
      })
      .from(courses)
      .where(
        and(
          eq(courses.tenantId, sql.placeholder('tenantId')),
          isNull(courses.deletedAt),
          asStaff ? undefined : eq(courses.published, true),
        ),
      )
      .orderBy(asc(courses.presentationOrder), asc(courses.titleEs))
      .prepare(`catalog_courses_with_progress_${asStaff ? 'staff' : 'student'}`),
  );
const coursesWithProgressFor = { staff: coursesWithProgress(true), student: coursesWithProgress(false) };

/**
 * The visible courses (as listVisibleCourses) each with its live lessons (as lessonsOf), the user's
 * progress rows in it (as progressOf) and whether the user is enrolled: one round trip, prepared.
 */
export async function listVisibleCoursesWithProgress(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  includeUnpublished: boolean,
) {
  const query = coursesWithProgressFor[includeUnpublished ? 'staff' : 'student'](db);
  const rows = await query.execute({ tenantId, userId });
  return rows.map((row) => ({
    course: row.course,
    lessons: row.lessons,
    progress: row.progress.map(
      (p): ProgressRow => ({
        chapterId: p.chapterId,
        lastViewedAt: new Date(p.lastViewedAt),
        completedAt: p.completedAt ? new Date(p.completedAt) : null,
      }),
    ),
    enrolled: row.enrolled,
  }));
}
