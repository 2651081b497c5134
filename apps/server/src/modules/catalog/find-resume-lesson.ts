import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { chapterProgress, courses } from '../../db/schema/index.ts';
import { lessonsOf, progressOf } from './courses.repository.ts';
import { resumeLessonId } from './resume-lesson.ts';

/** The courses looked at for "continue", most recently studied first (a finished one is passed over). */
const RECENT_COURSES = 5;

/**
 * Where the home page's "continue" takes the student: in the published course they studied last that
 * still has a lesson to do, the first unfinished lesson after the one completed last (resumeLessonId).
 * Null when there is none.
 */
export async function findResumeLesson(db: DbOrTx, tenantId: string, userId: string) {
  const recent = await db
    .select({
      courseId: courses.id,
      courseTitleEs: courses.titleEs,
      courseTitleEn: courses.titleEn,
      studiedAt: max(chapterProgress.lastViewedAt),
    })
    .from(chapterProgress)
    .innerJoin(courses, eq(courses.id, chapterProgress.courseId))
    .where(
      and(
        eq(chapterProgress.tenantId, tenantId),
        eq(chapterProgress.userId, userId),
        isNull(courses.deletedAt),
        eq(courses.published, true),
      ),
    )
    .groupBy(courses.id)
    .orderBy(desc(max(chapterProgress.lastViewedAt)))
    .limit(RECENT_COURSES);
  if (recent.length === 0) return null;
  const courseIds = recent.map((course) => course.courseId);
  const [lessons, progress] = await Promise.all([
    lessonsOf(db, tenantId, courseIds),
    progressOf(db, tenantId, userId, courseIds),
  ]);
  for (const course of recent) {
    const ofCourse = lessons.filter((lesson) => lesson.courseId === course.courseId);
    const chapterId = resumeLessonId(
      ofCourse,
      progress.filter((row) => row.courseId === course.courseId),
    );
    const lesson = ofCourse.find((row) => row.id === chapterId);
    if (lesson) {
      return {
        courseId: course.courseId,
        chapterId: lesson.id,
        courseTitleEs: course.courseTitleEs,
        courseTitleEn: course.courseTitleEn,
        chapterTitleEs: lesson.titleEs,
        chapterTitleEn: lesson.titleEn,
      };
    }
  }
  return null;
}
