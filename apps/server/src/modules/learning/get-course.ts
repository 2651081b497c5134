import type { TCourseDetail } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { presentCourseDetail } from './course.presenter.ts';
import { enrolledCourseIds, examsOfCourse, findCourse, lessonsOf, progressOf } from './courses.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/** A course with its lessons (and completion marks) and exams. Staff also get unpublished and deleted ones. */
export async function getCourse(
  deps: LearningDeps,
  viewer: Viewer,
  courseId: string,
): Promise<TCourseDetail> {
  const { db } = deps;
  const course = await findCourse(db, viewer.tenantId, courseId, viewer.isStaff);
  if (!course) throw new AppError('course.not-found');
  const [lessons, progress, enrolled, examRows] = await Promise.all([
    lessonsOf(db, viewer.tenantId, [course.id]),
    progressOf(db, viewer.tenantId, viewer.userId, [course.id]),
    enrolledCourseIds(db, viewer.tenantId, viewer.userId),
    examsOfCourse(db, viewer.tenantId, course.id),
  ]);
  return presentCourseDetail(course, lessons, progress, enrolled.has(course.id), examRows);
}
