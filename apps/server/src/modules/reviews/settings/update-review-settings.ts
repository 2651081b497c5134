import type { TReviewSettings } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { saveReviewSettings } from '../reviews.repository.ts';

/** PUT /api/reviews/settings: saves them (retention to two decimals); the next queue and rating use them. */
export async function updateReviewSettings(
  deps: LearningDeps,
  actor: Actor,
  settings: TReviewSettings,
): Promise<TReviewSettings> {
  const rounded = {
    desiredRetention: Math.round(settings.desiredRetention * 100) / 100,
    dailyNewCards: settings.dailyNewCards,
  };
  await saveReviewSettings(deps.db, actor.tenantId, actor.userId, rounded);
  return rounded;
}
