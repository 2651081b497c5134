import type { THabitDay } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { minutesByDay } from '../../activity/index.ts';
import { DEFAULT_GOAL_MINUTES } from '../habit-defaults.ts';
import { findHabit, userTimeZone } from '../habits.repository.ts';
import { localNow, studentZone } from '../student-day.ts';
import { addDays, computeStreak } from './streak.ts';

/** How far back the streak is reckoned (a longer streak shows this many days). */
const STREAK_WINDOW_DAYS = 120;

/**
 * Today's goal and the streak, from the learning events in the student's time zone (their own, else the
 * school's): a day counts when its minutes reach the goal (today's goal, for every day of the window).
 */
export async function getHabitDay(
  deps: LearningDeps,
  actor: Pick<Actor, 'tenantId' | 'userId' | 'schoolTimeZone'>,
): Promise<THabitDay> {
  const [habit, ownZone] = await Promise.all([
    findHabit(deps.db, actor.tenantId, actor.userId),
    userTimeZone(deps.db, actor.tenantId, actor.userId),
  ]);
  const timeZone = studentZone(ownZone, actor.schoolTimeZone);
  const now = deps.clock.now();
  const today = localNow(now, timeZone).date;
  const goalMinutes = habit?.dailyGoalMinutes ?? DEFAULT_GOAL_MINUTES;
  const since = new Date(now.getTime() - (STREAK_WINDOW_DAYS + 1) * 86_400_000);
  const minutes = await minutesByDay(deps.db, actor.tenantId, actor.userId, since, timeZone);
  const windowStart = addDays(today, -STREAK_WINDOW_DAYS);
  const studied = [...minutes.keys()].filter((day) => day >= windowStart).sort();
  const metDays = new Set([...minutes].filter(([, value]) => value >= goalMinutes).map(([day]) => day));
  const streak = computeStreak({ metDays, today, from: studied[0] ?? today });
  const minutesToday = minutes.get(today) ?? 0;
  return {
    goalMinutes,
    minutesToday,
    goalMet: minutesToday >= goalMinutes,
    streakDays: streak.days,
    freezeAvailable: streak.freezeAvailable,
  };
}
