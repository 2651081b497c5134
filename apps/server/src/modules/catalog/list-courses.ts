import type { TCourseSummary } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCourseSummary } from './course.presenter.ts';
import { enrolledCourseIds, lessonsOf, listVisibleCourses, progressOf } from './courses.repository.ts';

/** The tenant's published courses (staff: unpublished too) with the actor's progress in each. */
export async function listCourses(deps: LearningDeps, actor: Actor): Promise<TCourseSummary[]> {
  const { db } = deps;
  const rows = await listVisibleCourses(db, actor.tenantId, actor.isStaff);
  const ids = rows.map((course) => course.id);
  const [lessons, progress, enrolled] = await Promise.all([
    lessonsOf(db, actor.tenantId, ids),
    progressOf(db, actor.tenantId, actor.userId, ids),
    enrolledCourseIds(db, actor.tenantId, actor.userId),
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
