import type { TDailyGoal, TOnboarding } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { finishOnboarding } from '../habits.repository.ts';
import { getOnboarding } from './get-onboarding.ts';

/**
 * PUT /api/onboarding/goal: the daily goal chosen at the end of the onboarding, which ends it (once:
 * later changes are the profile's). Answers the onboarding with the lesson to open.
 */
export async function chooseGoal(deps: LearningDeps, actor: Actor, body: TDailyGoal): Promise<TOnboarding> {
  const finished = await finishOnboarding(deps.db, actor.tenantId, actor.userId, 'done', {
    dailyGoalMinutes: body.minutes,
  });
  if (!finished) throw new AppError('onboarding.finished');
  return getOnboarding(deps, actor);
}
