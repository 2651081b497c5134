import type { TReviewSettings } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { loadReviewContext } from '../reviews.repository.ts';

/** GET /api/reviews/settings: the student's desired retention and daily new cards (defaults 0.9 and 20). */
export const getReviewSettings = async (deps: LearningDeps, actor: Actor): Promise<TReviewSettings> =>
  (await loadReviewContext(deps.db, actor.tenantId, actor.userId)).settings;
