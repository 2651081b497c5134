import type { TSuspendedCard } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listSuspendedCards } from './list-suspended-cards.ts';
import { unsuspendCard } from './review-hygiene.repository.ts';

/**
 * POST /api/reviews/cards/:id/unsuspend: brings a suspended card back to the queue (idempotent; a leech
 * keeps its flag, and is suspended again after 4 more failures); answers the cards still suspended.
 * Another student's card is 404 `review.card-not-found`.
 */
export async function unsuspendReviewCard(
  deps: LearningDeps,
  actor: Actor,
  cardId: string,
): Promise<TSuspendedCard[]> {
  if (!(await unsuspendCard(deps.db, actor.tenantId, actor.userId, cardId))) {
    throw new AppError('review.card-not-found');
  }
  return listSuspendedCards(deps, actor);
}
