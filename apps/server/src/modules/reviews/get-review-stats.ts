import type { TReviewStats } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { addDays } from '../../lib/add-days.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { reviewsDueToday } from './get-review-queue.ts';
import { dueByDay, logFigures } from './reviews.repository.ts';
import { followingDayStarts } from './schedule/review-day.ts';

const FORECAST_DAYS = 30;

/** GET /api/reviews/stats: due today, cards due on each of the next 30 days, retention so far. */
export async function getReviewStats(deps: LearningDeps, actor: Actor): Promise<TReviewStats> {
  const today = await reviewsDueToday(deps, actor);
  const [byDay, logs] = await Promise.all([
    dueByDay(deps.db, actor.tenantId, actor.userId, followingDayStarts(today.day, FORECAST_DAYS)),
    logFigures(deps.db, actor.tenantId, actor.userId, today.day.start),
  ]);
  const counts = new Map(byDay.map((row) => [row.day, row.count]));
  return {
    dueToday: today.dueToday,
    totalCards: today.due.total,
    reviewedToday: logs.today,
    forecast: Array.from({ length: FORECAST_DAYS }, (_, day) => ({
      date: addDays(today.day.date, day),
      // Today also shows the new cards the daily limit lets in.
      count: (counts.get(day) ?? 0) + (day === 0 ? Math.min(today.due.fresh, today.newRemainingToday) : 0),
    })),
    retention: logs.learnedReviews === 0 ? null : logs.remembered / logs.learnedReviews,
  };
}
