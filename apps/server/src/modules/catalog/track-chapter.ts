import { lessonPassed, lessonScore, type TChapterProgress } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { recordActivity } from '../activity/index.ts';
import { listLessonExercisesWithStats, presentExerciseSummary } from '../exercises/index.ts';
import { addReviewWords } from '../reviews/index.ts';
import { findVisibleChapter, upsertChapterProgress } from './chapters.repository.ts';
import { courseProgress } from './course.presenter.ts';
import { lessonsOf, progressOf } from './courses.repository.ts';

/** Stores a view or a completion of a lesson, writes the activity event, answers the course progress. */
export async function trackChapter(
  deps: LearningDeps,
  actor: Actor,
  chapterId: string,
  complete: boolean,
): Promise<TChapterProgress> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findVisibleChapter(tx, actor.tenantId, chapterId, actor.isStaff);
    if (!found) throw new AppError('chapter.not-found');
    const { chapter, course } = found;
    if (complete && !actor.isStaff) await assertLessonPassed(tx, actor, chapter.id, course.passPercent);
    const row = await upsertChapterProgress(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      courseId: course.id,
      chapterId: chapter.id,
      now,
      complete,
    });
    await recordActivity(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      kind: complete ? 'lesson.completed' : 'lesson.viewed',
      resourceType: 'chapter',
      resourceId: chapter.id,
      at: now,
    });
    // A completed lesson's vocabulary joins the student's review queue (words already there keep their card).
    if (complete && !actor.isStaff) {
      await addReviewWords(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        words: chapter.vocabulary,
        source: 'lesson',
        chapterId: chapter.id,
        now,
      });
    }
    const lessons = await lessonsOf(tx, actor.tenantId, [course.id]);
    const progress = await progressOf(tx, actor.tenantId, actor.userId, [course.id]);
    return {
      chapterId: chapter.id,
      courseId: course.id,
      viewedAt: row.lastViewedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      courseProgress: courseProgress(lessons, progress).progress,
    };
  });
}

/**
 * A student completes a lesson by its work: the mean of each exercise's best score reaches the course's
 * pass percent (a lesson without exercises is done once read). 409 `chapter.exercises-not-passed` names both.
 */
async function assertLessonPassed(tx: DbOrTx, actor: Actor, chapterId: string, passPercent: number) {
  const { exercises, stats } = await listLessonExercisesWithStats(
    tx,
    actor.tenantId,
    actor.userId,
    false,
    chapterId,
  );
  const score = lessonScore(exercises.map((exercise) => presentExerciseSummary(exercise, stats)));
  if (!lessonPassed(score, passPercent)) {
    throw new AppError('chapter.exercises-not-passed', { params: { score: score ?? 0, passPercent } });
  }
}
