import type { TChapterProgress } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from './activity.ts';
import { findVisibleChapter, upsertChapterProgress } from './chapters.repository.ts';
import { courseProgress } from './course.presenter.ts';
import { lessonsOf, progressOf } from './courses.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/** Stores a view or a completion of a lesson, writes the activity event, answers the course progress. */
export async function trackChapter(
  deps: LearningDeps,
  viewer: Viewer,
  chapterId: string,
  complete: boolean,
): Promise<TChapterProgress> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findVisibleChapter(tx, viewer.tenantId, chapterId, viewer.isStaff);
    if (!found) throw new AppError('chapter.not-found');
    const { chapter, course } = found;
    const row = await upsertChapterProgress(tx, {
      tenantId: viewer.tenantId,
      userId: viewer.userId,
      courseId: course.id,
      chapterId: chapter.id,
      now,
      complete,
    });
    await recordActivity(tx, {
      tenantId: viewer.tenantId,
      userId: viewer.userId,
      kind: complete ? 'lesson.completed' : 'lesson.viewed',
      resourceType: 'chapter',
      resourceId: chapter.id,
      at: now,
    });
    const lessons = await lessonsOf(tx, viewer.tenantId, [course.id]);
    const progress = await progressOf(tx, viewer.tenantId, viewer.userId, [course.id]);
    return {
      chapterId: chapter.id,
      courseId: course.id,
      viewedAt: row.lastViewedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      courseProgress: courseProgress(lessons, progress).progress,
    };
  });
}
