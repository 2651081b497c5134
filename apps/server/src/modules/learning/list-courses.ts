import type { TCourseSummary } from '@puente/shared';
import { presentCourseSummary } from './course.presenter.ts';
import { listVisibleCoursesWithProgress } from './courses.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/** The tenant's published courses (staff: unpublished too) with the viewer's progress in each. */
export async function listCourses(deps: LearningDeps, viewer: Viewer): Promise<TCourseSummary[]> {
  const rows = await listVisibleCoursesWithProgress(deps.db, viewer.tenantId, viewer.userId, viewer.isStaff);
  return rows.map((row) => presentCourseSummary(row.course, row.lessons, row.progress, row.enrolled));
}
