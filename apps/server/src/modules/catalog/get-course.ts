import type { TCourseDetail } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCourseDetail } from './course.presenter.ts';
import { enrolledCourseIds, examsOfCourse, findCourse, lessonsOf, progressOf } from './courses.repository.ts';

/** A course with its lessons (and completion marks) and exams. Staff also get unpublished and deleted ones. */
export async function getCourse(deps: LearningDeps, actor: Actor, courseId: string): Promise<TCourseDetail> {
  const { db } = deps;
  const course = await findCourse(db, actor.tenantId, courseId, actor.isStaff);
  if (!course) throw new AppError('course.not-found');
  const [lessons, progress, enrolled, examRows] = await Promise.all([
    lessonsOf(db, actor.tenantId, [course.id]),
    progressOf(db, actor.tenantId, actor.userId, [course.id]),
    enrolledCourseIds(db, actor.tenantId, actor.userId),
    examsOfCourse(db, actor.tenantId, course.id),
  ]);
  return presentCourseDetail(course, lessons, progress, enrolled.has(course.id), examRows);
}
