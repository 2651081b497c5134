import type { TCourseSummary } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCourseSummary } from './course.presenter.ts';
import { listVisibleCoursesWithProgress } from './courses.repository.ts';

/** The tenant's published courses (staff: unpublished too) with the actor's progress in each. */
export async function listCourses(deps: LearningDeps, actor: Actor): Promise<TCourseSummary[]> {
  const rows = await listVisibleCoursesWithProgress(deps.db, actor.tenantId, actor.userId, actor.isStaff);
  return rows.map((row) => presentCourseSummary(row.course, row.lessons, row.progress, row.enrolled));
}
