import type { TReviewSession } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { addReviewWords } from './add-review-words.ts';
import { presentCard } from './review.presenter.ts';
import { completedLessons, enrolledCourses, staffReviewLessons } from './review-lessons.repository.ts';
import { wordKeyOf } from './review-words.ts';
import { cardsOfWords, loadReviewContext } from './reviews.repository.ts';
import { intervalsOf, schedulerFor } from './schedule/review-scheduler.ts';

/**
 * POST /api/reviews/lessons/:kind/:id/session: the words of a review lesson (`staff`) or of a completed
 * lesson (`lesson`) as cards of the student's one queue (added when missing), recall cards first. A
 * rating in the session schedules the same card as the daily queue. 404 `review-lesson.not-found`
 * unless the lesson is the student's to review.
 */
export async function startReviewSession(
  deps: LearningDeps,
  actor: Actor,
  kind: 'staff' | 'lesson',
  id: string,
): Promise<TReviewSession> {
  const now = deps.clock.now();
  const courseIds = (await enrolledCourses(deps.db, actor.tenantId, actor.userId)).map((course) => course.id);
  const lesson =
    kind === 'staff'
      ? (await staffReviewLessons(deps.db, actor.tenantId, courseIds, id)).map((found) => ({
          ...found,
          vocabulary: found.words,
          chapterId: null,
        }))[0]
      : (await completedLessons(deps.db, actor.tenantId, actor.userId, courseIds, id)).map((found) => ({
          ...found,
          chapterId: found.id,
        }))[0];
  if (!lesson) throw new AppError('review-lesson.not-found');
  await addReviewWords(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    words: lesson.vocabulary,
    source: kind === 'staff' ? 'review-lesson' : 'lesson',
    chapterId: lesson.chapterId,
    now,
  });
  const keys = lesson.vocabulary.map((word) => wordKeyOf(word.en));
  const order = new Map(keys.map((key, index) => [key, index]));
  const { settings } = await loadReviewContext(deps.db, actor.tenantId, actor.userId);
  const scheduler = schedulerFor(settings);
  const cards = (await cardsOfWords(deps.db, actor.tenantId, actor.userId, keys)).sort(
    (a, b) =>
      Number(a.direction === 'listening') - Number(b.direction === 'listening') ||
      (order.get(a.wordKey) ?? 0) - (order.get(b.wordKey) ?? 0),
  );
  return {
    title: { es: lesson.titleEs, en: lesson.titleEn },
    cards: cards.map((card) => presentCard(card, intervalsOf(scheduler, card, now))),
  };
}
