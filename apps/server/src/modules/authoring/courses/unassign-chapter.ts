import type { TCourseItem } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { presentCourseItem } from './course.presenter.ts';
import { teachingOf } from './course-teaching.ts';
import {
  assignedChapterIds,
  findLiveChapter,
  findLiveCourse,
  placeChapter,
  touchCourse,
} from './courses.repository.ts';
import { recordCourseLessons } from './record-course-lessons.ts';
import { requireTeaching } from './require-teaching.ts';

/**
 * Takes a lesson off a course's list: it stays in the course, hidden from students, until assigned
 * again. 409 course.chapter-not-assigned when it is not listed in this course.
 */
export async function unassignChapter(
  deps: LearningDeps,
  actor: Actor,
  courseId: string,
  chapterId: string,
): Promise<TCourseItem> {
  return deps.db.transaction(async (tx) => {
    const course = await findLiveCourse(tx, actor.tenantId, courseId);
    if (!course) throw new AppError('course.not-found');
    await requireTeaching(tx, actor, course.id);
    const chapter = await findLiveChapter(tx, actor.tenantId, chapterId);
    if (!chapter) throw new AppError('chapter.not-found');
    if (chapter.courseId !== course.id || !chapter.assigned)
      throw new AppError('course.chapter-not-assigned');
    const now = deps.clock.now();
    await placeChapter(tx, chapter, {
      courseId: course.id,
      assigned: false,
      position: chapter.position,
      userId: actor.userId,
      now,
    });
    await touchCourse(tx, course.id, actor.userId, now);
    await recordCourseLessons(tx, actor, course, { removed: chapter }, now);
    const chapterIds = await assignedChapterIds(tx, actor.tenantId, [course.id]);
    const updated = await findLiveCourse(tx, actor.tenantId, course.id);
    const teaching = (await teachingOf(tx, actor, [course.id])).get(course.id)!;
    return presentCourseItem(updated!, chapterIds.get(course.id) ?? [], teaching);
  });
}
