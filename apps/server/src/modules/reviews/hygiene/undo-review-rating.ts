import type { TReviewRating, TReviewUndoRequest, TReviewUndoResponse } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { presentCard } from '../review.presenter.ts';
import { loadReviewContext, lockCard } from '../reviews.repository.ts';
import { intervalsOf, schedulerFor } from '../schedule/index.ts';
import { deleteLog, findUndoableLog, restoreCard, setBurial } from './review-hygiene.repository.ts';

const dateOf = (at: string | null) => (at ? new Date(at) : null);

/**
 * POST /api/reviews/cards/:id/undo: takes back the student's last rating, given the version it left the
 * card at. The card gets back every FSRS column it had (and its version: the rating can be given
 * again), its siblings their burial, and the rating's log is deleted. Only the user's last rating can
 * be undone, once: anything else is 409 `review.undo-not-last`; another student's card is 404
 * `review.card-not-found`.
 */
export async function undoReviewRating(
  deps: LearningDeps,
  actor: Actor,
  cardId: string,
  request: TReviewUndoRequest,
): Promise<TReviewUndoResponse> {
  const now = deps.clock.now();
  const { settings } = await loadReviewContext(deps.db, actor.tenantId, actor.userId);
  return deps.db.transaction(async (tx) => {
    const card = await lockCard(tx, actor.tenantId, actor.userId, cardId);
    if (!card) throw new AppError('review.card-not-found');
    const log =
      card.version === request.version ? await findUndoableLog(tx, card.id, card.version - 1) : null;
    if (!log) throw new AppError('review.undo-not-last');
    const restored = await restoreCard(tx, card, log.undo, card.version - 1);
    await setBurial(
      tx,
      card,
      log.undo.siblings.map((sibling) => ({ id: sibling.id, buriedUntil: dateOf(sibling.buriedUntil) })),
    );
    await deleteLog(tx, log.id);
    return {
      card: presentCard(restored, intervalsOf(schedulerFor(settings), restored, now)),
      rating: log.rating as TReviewRating,
    };
  });
}
