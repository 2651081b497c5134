import type { TReviewRatingRequest, TReviewRatingResponse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { recordActivity } from '../activity/index.ts';
import { clearUndo, countFails, lockSiblings, setBurial } from './hygiene/review-hygiene.repository.ts';
import { presentCard } from './review.presenter.ts';
import { findLog, insertLog, loadReviewContext, lockCard, updateCard } from './reviews.repository.ts';
import { reviewDay } from './schedule/review-day.ts';
import { columnsOf, intervalsOf, rate, schedulerFor } from './schedule/review-scheduler.ts';

/** A card failed (rated Again) this many times is a leech: flagged and suspended (and again every 4 more). */
export const LEECH_FAILS = 8;
const LEECH_AGAIN_EVERY = 4;

const isLeechFail = (fails: number) =>
  fails >= LEECH_FAILS && (fails - LEECH_FAILS) % LEECH_AGAIN_EVERY === 0;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * POST /api/reviews/cards/:id/rating: schedules the card by the rating and logs it with the state before.
 * The rating names the card version it was given on: the same rating of the same version (a second tab,
 * a retry) is answered with the card as the first one left it and counts once; a different rating of an
 * old version is 409 `review.card-changed`. Another student's card is 404 `review.card-not-found`.
 * Anki's hygiene: the card's siblings (its word's other cards) are buried until the student's next day;
 * the 8th Again (and every 4th after) flags the card as a leech and suspends it; the log keeps what an
 * undo restores, and only the user's last rating keeps it. `practice` rates nothing: the card is
 * answered as it is (a review lesson practised without rescheduling).
 */
export async function rateReviewCard(
  deps: LearningDeps,
  actor: Actor,
  cardId: string,
  request: TReviewRatingRequest,
): Promise<TReviewRatingResponse> {
  const now = deps.clock.now();
  const { settings, timeZone } = await loadReviewContext(deps.db, actor.tenantId, actor.userId);
  const scheduler = schedulerFor(settings);
  if (request.practice) {
    const card = await lockCard(deps.db, actor.tenantId, actor.userId, cardId);
    if (!card) throw new AppError('review.card-not-found');
    return { card: presentCard(card, intervalsOf(scheduler, card, now)), applied: false };
  }
  return deps.db.transaction(async (tx) => {
    const card = await lockCard(tx, actor.tenantId, actor.userId, cardId);
    if (!card) throw new AppError('review.card-not-found');
    if (card.version !== request.version) {
      const earlier = await findLog(tx, card.id, request.version);
      if (earlier?.rating !== request.rating) throw new AppError('review.card-changed');
      return { card: presentCard(card, intervalsOf(scheduler, card, now)), applied: false };
    }
    const { card: next, log } = rate(scheduler, card, now, request.rating);
    const leech =
      request.rating === 1 && isLeechFail((await countFails(tx, card.id)) + 1)
        ? { leech: true, suspendedAt: now }
        : {};
    const saved = await updateCard(tx, card, { ...columnsOf(next), ...leech });
    const siblings = await lockSiblings(tx, card);
    // The student's next day: in their own zone, else their school's.
    const buriedUntil = reviewDay(now, timeZone ?? actor.schoolTimeZone).end;
    await setBurial(
      tx,
      card,
      siblings.map((sibling) => ({ id: sibling.id, buriedUntil })),
    );
    await clearUndo(tx, actor.tenantId, actor.userId);
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
      undo: {
        due: card.due.toISOString(),
        stability: card.stability,
        difficulty: card.difficulty,
        elapsedDays: card.elapsedDays,
        scheduledDays: card.scheduledDays,
        learningSteps: card.learningSteps,
        reps: card.reps,
        lapses: card.lapses,
        state: card.state,
        lastReview: iso(card.lastReview),
        buriedUntil: iso(card.buriedUntil),
        suspendedAt: iso(card.suspendedAt),
        leech: card.leech,
        siblings: siblings.map((sibling) => ({ id: sibling.id, buriedUntil: iso(sibling.buriedUntil) })),
      },
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
