import type { TCourseItem } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { presentCourseItem } from './course.presenter.ts';
import { teachingOf } from './course-teaching.ts';
import {
  assignedChapterIds,
  findLiveChapter,
  findLiveCourse,
  nextChapterPosition,
  placeChapter,
  touchCourse,
} from './courses.repository.ts';
import { recordCourseLessons } from './record-course-lessons.ts';
import { requireTeaching } from './require-teaching.ts';

/**
 * Puts a lesson at the end of a course's list: an unassigned lesson of the course comes back, a lesson
 * of another course moves here with its exercises. 409 course.chapter-already-assigned when it is listed here.
 */
export async function assignChapter(
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
    // A lesson of another course leaves that course: the actor must teach it too.
    if (chapter.courseId !== course.id) await requireTeaching(tx, actor, chapter.courseId);
    if (chapter.courseId === course.id && chapter.assigned)
      throw new AppError('course.chapter-already-assigned');
    const now = deps.clock.now();
    const position = await nextChapterPosition(tx, course.id);
    await refusingDuplicates(
      () =>
        placeChapter(tx, chapter, {
          courseId: course.id,
          assigned: true,
          position,
          userId: actor.userId,
          now,
        }),
      { chapters_course_title_live_key: 'chapterId' },
    );
    await touchCourse(tx, course.id, actor.userId, now);
    await recordCourseLessons(tx, actor, course, { added: chapter }, now);
    const chapterIds = await assignedChapterIds(tx, actor.tenantId, [course.id]);
    const updated = await findLiveCourse(tx, actor.tenantId, course.id);
    const teaching = (await teachingOf(tx, actor, [course.id])).get(course.id)!;
    return presentCourseItem(updated!, chapterIds.get(course.id) ?? [], teaching);
  });
}
