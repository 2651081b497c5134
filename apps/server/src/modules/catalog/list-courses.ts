import type { TCourseSummary } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCourseSummary } from './course.presenter.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { loadLearnerMarks } from './learner-marks.ts';

/**
 * The school's published courses (staff: unpublished too) with the actor's progress in each: the
 * catalog (shared by the school's students) and the actor's own marks, read at the same time.
 */
export async function listCourses(
  deps: LearningDeps & { catalog: CourseCatalog },
  actor: Actor,
): Promise<TCourseSummary[]> {
  const [catalog, marks] = await Promise.all([
    deps.catalog.coursesOf(actor.tenantId),
    loadLearnerMarks(deps.db, { tenantId: actor.tenantId, userId: actor.userId }),
  ]);
  const visible = actor.isStaff ? catalog : catalog.filter(({ course }) => course.published);
  return visible.map(({ course, lessons }) =>
    presentCourseSummary(
      course,
      lessons,
      marks.progressByCourse.get(course.id) ?? [],
      marks.enrolled.has(course.id),
    ),
  );
}
