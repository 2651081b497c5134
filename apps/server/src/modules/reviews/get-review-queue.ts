import type { TReviewQueue } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCard } from './review.presenter.ts';
import {
  countDue,
  countNewCardsStarted,
  listLearnedDue,
  listNew,
  loadReviewContext,
} from './reviews.repository.ts';
import { reviewDay } from './schedule/review-day.ts';
import { intervalsOf, schedulerFor } from './schedule/review-scheduler.ts';

/** Cards answered again come back within the session: learning steps due this soon are shown now. */
const LEARN_AHEAD_MS = 20 * 60_000;
/**
 * Cards sent per call; the session asks again when it has gone through them. Each card's four next
 * intervals cost the scheduler about 40 µs: a short batch keeps the call cheap.
 */
const QUEUE_SIZE = 12;

/** How many cards the student still has today: due learned cards plus the new ones the limit allows. */
export async function reviewsDueToday(deps: LearningDeps, actor: Pick<Actor, 'tenantId' | 'userId'>) {
  const now = deps.clock.now();
  const { timeZone, settings } = await loadReviewContext(deps.db, actor.tenantId, actor.userId);
  const day = reviewDay(now, timeZone);
  const [started, due] = await Promise.all([
    countNewCardsStarted(deps.db, actor.tenantId, actor.userId, day.start),
    countDue(deps.db, actor.tenantId, actor.userId, day.end),
  ]);
  const newRemainingToday = Math.max(0, settings.dailyNewCards - started);
  return {
    now,
    day,
    settings,
    due,
    newRemainingToday,
    dueToday: due.learned + Math.min(due.fresh, newRemainingToday),
  };
}

/**
 * GET /api/reviews/queue: what to review now, with the next interval of each rating: learned cards due
 * (earliest first), then new ones within the daily limit (oldest first).
 */
export async function getReviewQueue(deps: LearningDeps, actor: Actor): Promise<TReviewQueue> {
  const now = deps.clock.now();
  const [today, learned] = await Promise.all([
    reviewsDueToday(deps, actor),
    listLearnedDue(deps.db, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      until: new Date(now.getTime() + LEARN_AHEAD_MS),
      limit: QUEUE_SIZE,
    }),
  ]);
  const { settings, newRemainingToday } = today;
  const room = Math.min(newRemainingToday, QUEUE_SIZE - learned.length);
  const fresh =
    room > 0 ? await listNew(deps.db, { tenantId: actor.tenantId, userId: actor.userId, limit: room }) : [];
  const scheduler = schedulerFor(settings);
  return {
    cards: [...learned, ...fresh].map((row) => presentCard(row, intervalsOf(scheduler, row, now))),
    dueToday: today.dueToday,
    newRemainingToday,
  };
}
