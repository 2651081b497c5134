import type { TCourseSummary } from '@puente/shared';
import { presentCourseSummary } from './course.presenter.ts';
import { enrolledCourseIds, lessonsOf, listVisibleCourses, progressOf } from './courses.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/** The tenant's published courses (staff: unpublished too) with the viewer's progress in each. */
export async function listCourses(deps: LearningDeps, viewer: Viewer): Promise<TCourseSummary[]> {
  const { db } = deps;
  const rows = await listVisibleCourses(db, viewer.tenantId, viewer.isStaff);
  const ids = rows.map((course) => course.id);
  const [lessons, progress, enrolled] = await Promise.all([
    lessonsOf(db, viewer.tenantId, ids),
    progressOf(db, viewer.tenantId, viewer.userId, ids),
    enrolledCourseIds(db, viewer.tenantId, viewer.userId),
  ]);
  return rows.map((course) =>
    presentCourseSummary(
      course,
      lessons.filter((lesson) => lesson.courseId === course.id),
      progress,
      enrolled.has(course.id),
    ),
  );
}
