import type { TCourseItem } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { presentCourseItem } from './course.presenter.ts';
import { teachingOf } from './course-teaching.ts';
import { assignedChapterIds, findLiveCourse, reorderChapters, touchCourse } from './courses.repository.ts';
import { recordCourseLessons } from './record-course-lessons.ts';
import { requireTeaching } from './require-teaching.ts';

/**
 * Puts a course's assigned lessons in the given order. The list must name each of them exactly once
 * (else 400 invalid on `chapterIds`, or course.chapter-not-assigned for a lesson that is not listed here).
 */
export async function orderChapters(
  deps: LearningDeps,
  actor: Actor,
  courseId: string,
  chapterIds: string[],
): Promise<TCourseItem> {
  return deps.db.transaction(async (tx) => {
    const course = await findLiveCourse(tx, actor.tenantId, courseId);
    if (!course) throw new AppError('course.not-found');
    await requireTeaching(tx, actor, course.id);
    const current = (await assignedChapterIds(tx, actor.tenantId, [course.id])).get(course.id) ?? [];
    const assigned = new Set(current);
    if (chapterIds.some((id) => !assigned.has(id))) throw new AppError('course.chapter-not-assigned');
    if (new Set(chapterIds).size !== chapterIds.length || chapterIds.length !== current.length) {
      throw new AppError('invalid', { fields: [{ path: 'chapterIds', code: 'invalid' }] });
    }
    await reorderChapters(tx, course.id, chapterIds);
    const now = deps.clock.now();
    await touchCourse(tx, course.id, actor.userId, now);
    await recordCourseLessons(tx, actor, course, { reordered: true }, now);
    const updated = await findLiveCourse(tx, actor.tenantId, course.id);
    const teaching = (await teachingOf(tx, actor, [course.id])).get(course.id)!;
    return presentCourseItem(updated!, chapterIds, teaching);
  });
}
