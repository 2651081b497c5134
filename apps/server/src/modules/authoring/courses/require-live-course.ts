import type { DbOrTx } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findLiveCourse } from './courses.repository.ts';

/** The tenant's live course a form names in `courseId`; otherwise `course.not-found` on that field. */
export async function requireLiveCourse(db: DbOrTx, tenantId: string, courseId: string) {
  const course = await findLiveCourse(db, tenantId, courseId);
  if (!course)
    throw new AppError('course.not-found', { fields: [{ path: 'courseId', code: 'course.not-found' }] });
  return course;
}
