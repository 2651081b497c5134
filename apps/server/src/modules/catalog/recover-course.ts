import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { findCourse, setCourseDeletedAt } from './courses.repository.ts';

/** Undoes a soft delete. Recovering a live course is a no-op. */
export async function recoverCourse(deps: LearningDeps, tenantId: string, courseId: string) {
  const course = await findCourse(deps.db, tenantId, courseId, true);
  if (!course) throw new AppError('course.not-found');
  if (course.deletedAt) await setCourseDeletedAt(deps.db, tenantId, course.id, null);
}
