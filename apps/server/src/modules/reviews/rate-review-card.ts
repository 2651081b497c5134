import type { TReviewRatingRequest, TReviewRatingResponse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { recordActivity } from '../activity/index.ts';
import { presentCard } from './review.presenter.ts';
import { findLog, insertLog, loadReviewContext, lockCard, updateCard } from './reviews.repository.ts';
import { columnsOf, intervalsOf, rate, schedulerFor } from './schedule/review-scheduler.ts';

/**
 * POST /api/reviews/cards/:id/rating: schedules the card by the rating and logs it with the state before.
 * The rating names the card version it was given on: the same rating of the same version (a second tab,
 * a retry) is answered with the card as the first one left it and counts once; a different rating of an
 * old version is 409 `review.card-changed`. Another student's card is 404 `review.card-not-found`.
 */
export async function rateReviewCard(
  deps: LearningDeps,
  actor: Actor,
  cardId: string,
  request: TReviewRatingRequest,
): Promise<TReviewRatingResponse> {
  const now = deps.clock.now();
  const { settings } = await loadReviewContext(deps.db, actor.tenantId, actor.userId);
  const scheduler = schedulerFor(settings);
  return deps.db.transaction(async (tx) => {
    const card = await lockCard(tx, actor.tenantId, actor.userId, cardId);
    if (!card) throw new AppError('review.card-not-found');
    if (card.version !== request.version) {
      const earlier = await findLog(tx, card.id, request.version);
      if (earlier?.rating !== request.rating) throw new AppError('review.card-changed');
      return { card: presentCard(card, intervalsOf(scheduler, card, now)), applied: false };
    }
    const { card: next, log } = rate(scheduler, card, now, request.rating);
    const saved = await updateCard(tx, card, columnsOf(next));
    await insertLog(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      cardId: card.id,
      cardVersion: card.version,
      rating: request.rating,
      stateBefore: card.state,
      dueBefore: card.due,
      stabilityBefore: card.stability,
      difficultyBefore: card.difficulty,
      elapsedDays: log.elapsed_days,
      lastElapsedDays: log.last_elapsed_days,
      scheduledDays: log.scheduled_days,
      learningStepsBefore: card.learningSteps,
      reviewedAt: now,
    });
    await recordActivity(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      kind: 'review.rated',
      resourceType: 'review-card',
      resourceId: card.id,
      at: now,
    });
    return { card: presentCard(saved, intervalsOf(scheduler, saved, now)), applied: true };
  });
}
