import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { findCourse, setCourseDeletedAt } from './courses.repository.ts';

/** Soft delete: the course disappears for students and can be recovered with everything in it. */
export async function deleteCourse(deps: LearningDeps, tenantId: string, courseId: string) {
  const course = await findCourse(deps.db, tenantId, courseId, true);
  if (!course || course.deletedAt) throw new AppError('course.not-found');
  const row = await setCourseDeletedAt(deps.db, tenantId, course.id, deps.clock.now());
  return { id: row!.id, deletedAt: row!.deletedAt!.toISOString() };
}
