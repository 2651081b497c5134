import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { courseTitleTaken } from './courses.repository.ts';

/** HEAD /api/courses/title/check: free, or 409 duplicate when a live course of the tenant has that title. */
export async function checkCourseTitle(db: Database, tenantId: string, value: string, excludeId?: string) {
  if (await courseTitleTaken(db, tenantId, value, excludeId)) throw new AppError('duplicate');
}
