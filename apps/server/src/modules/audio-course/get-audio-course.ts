import type { TAudioCourse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentAudioCourse } from './audio-course.presenter.ts';
import { audioLessonsOf, findVisibleCourse } from './audio-course.repository.ts';

/**
 * A course's audio lessons as a playlist, each with where the user stopped. An unknown, unpublished
 * (for students) or audio-less course: 404 chapter.mp3-not-found.
 */
export async function getAudioCourse(
  deps: LearningDeps,
  actor: Actor,
  courseId: string,
): Promise<TAudioCourse> {
  const course = await findVisibleCourse(deps.db, actor.tenantId, courseId, actor.isStaff);
  if (!course) throw new AppError('chapter.mp3-not-found');
  const lessons = await audioLessonsOf(deps.db, actor.tenantId, actor.userId, course.id);
  if (lessons.length === 0) throw new AppError('chapter.mp3-not-found');
  return presentAudioCourse(course, lessons);
}
