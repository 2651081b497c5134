import type { TReviewCourse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { completedLessons, enrolledCourses, staffReviewLessons } from './review-lessons.repository.ts';

/**
 * GET /api/reviews/courses (every enrolled course) and GET /api/reviews/courses/:id (one; 404
 * `course.not-found` when unknown or not enrolled): the review lessons staff built, then an automatic one
 * per completed lesson with vocabulary.
 */
export async function listReviewCourses(
  deps: LearningDeps,
  actor: Actor,
  courseId?: string,
): Promise<TReviewCourse[]> {
  const courses = await enrolledCourses(deps.db, actor.tenantId, actor.userId, courseId);
  if (courseId && courses.length === 0) throw new AppError('course.not-found');
  const ids = courses.map((course) => course.id);
  const [built, completed] = await Promise.all([
    staffReviewLessons(deps.db, actor.tenantId, ids),
    completedLessons(deps.db, actor.tenantId, actor.userId, ids),
  ]);
  return courses.map((course) => ({
    courseId: course.id,
    title: { es: course.titleEs, en: course.titleEn },
    lessons: [
      ...built
        .filter((lesson) => lesson.courseId === course.id)
        .map((lesson) => ({
          kind: 'staff' as const,
          id: lesson.id,
          title: { es: lesson.titleEs, en: lesson.titleEn },
          wordCount: lesson.words.length,
        })),
      ...completed
        .filter((lesson) => lesson.courseId === course.id)
        .map((lesson) => ({
          kind: 'lesson' as const,
          id: lesson.id,
          title: { es: lesson.titleEs, en: lesson.titleEn },
          wordCount: lesson.vocabulary.length,
        })),
    ],
  }));
}
