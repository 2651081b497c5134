import { DAILY_GOAL_MINUTES, type THabitSettings } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { DEFAULT_GOAL_MINUTES } from '../habit-defaults.ts';
import { findHabit } from '../habits.repository.ts';

/** GET /api/habit/settings: the daily goal and the study reminder, as the profile shows them. */
export async function getHabitSettings(deps: LearningDeps, actor: Actor): Promise<THabitSettings> {
  const habit = await findHabit(deps.db, actor.tenantId, actor.userId);
  const goal = habit?.dailyGoalMinutes ?? DEFAULT_GOAL_MINUTES;
  return {
    // A goal outside the choices (none today) shows as the nearest one above.
    dailyGoalMinutes: DAILY_GOAL_MINUTES.find((minutes) => minutes >= goal) ?? 20,
    reminderEnabled: habit?.reminderEnabled ?? false,
    reminderHour: habit?.reminderHour ?? 19,
  };
}
