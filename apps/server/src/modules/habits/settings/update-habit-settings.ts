import type { THabitSettings } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { saveHabit } from '../habits.repository.ts';
import { getHabitSettings } from './get-habit-settings.ts';

/** PUT /api/habit/settings: the student's daily goal and study reminder (on or off, and its hour). */
export async function updateHabitSettings(
  deps: LearningDeps,
  actor: Actor,
  body: THabitSettings,
): Promise<THabitSettings> {
  await saveHabit(deps.db, actor.tenantId, actor.userId, {
    dailyGoalMinutes: body.dailyGoalMinutes,
    reminderEnabled: body.reminderEnabled,
    reminderHour: body.reminderHour,
  });
  return getHabitSettings(deps, actor);
}
