import type { TOnboarding } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { DEFAULT_GOAL_MINUTES } from '../habit-defaults.ts';
import { findHabit } from '../habits.repository.ts';
import { recommendedLesson } from '../starting-lesson.ts';

/** GET /api/onboarding: whether the student is still to be onboarded, their placement and its lesson. */
export async function getOnboarding(deps: LearningDeps, actor: Actor): Promise<TOnboarding> {
  const habit = await findHabit(deps.db, actor.tenantId, actor.userId);
  const level = habit?.placementLevel ?? null;
  return {
    pending: !habit?.onboarding,
    placementLevel: level,
    recommendation: level
      ? await recommendedLesson(deps.db, actor.tenantId, level, habit?.placementStep ?? 0)
      : null,
    dailyGoalMinutes: habit?.dailyGoalMinutes ?? DEFAULT_GOAL_MINUTES,
  };
}
