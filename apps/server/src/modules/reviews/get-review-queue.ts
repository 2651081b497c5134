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
  nextDueAt,
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
    countDue(deps.db, actor.tenantId, actor.userId, now, day.end),
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

/** The first card of each word, in order: a word's cards (its siblings) never share a batch. */
function onePerWord<T extends { wordKey: string }>(rows: T[], taken: Set<string>, limit: number): T[] {
  const kept: T[] = [];
  for (const row of rows) {
    if (kept.length >= limit) break;
    if (taken.has(row.wordKey)) continue;
    taken.add(row.wordKey);
    kept.push(row);
  }
  return kept;
}

/**
 * GET /api/reviews/queue: what to review now, with the next interval of each rating: learned cards due
 * (earliest first), then new ones within the daily limit (oldest first). One card per word: once it is
 * answered its siblings are buried until the next day, so two cards of a word are never back to back.
 * Suspended cards and buried ones are left out. With nothing left, when the next card falls due.
 */
export async function getReviewQueue(deps: LearningDeps, actor: Actor): Promise<TReviewQueue> {
  const now = deps.clock.now();
  const mine = { tenantId: actor.tenantId, userId: actor.userId, now };
  // Twice the batch: a word's two cards may both be due, and only one of them is sent.
  const [today, learnedRows] = await Promise.all([
    reviewsDueToday(deps, actor),
    listLearnedDue(deps.db, {
      ...mine,
      until: new Date(now.getTime() + LEARN_AHEAD_MS),
      limit: QUEUE_SIZE * 2,
    }),
  ]);
  const words = new Set<string>();
  const learned = onePerWord(learnedRows, words, QUEUE_SIZE);
  const { settings, newRemainingToday } = today;
  const room = Math.min(newRemainingToday, QUEUE_SIZE - learned.length);
  const fresh =
    room > 0
      ? onePerWord(await listNew(deps.db, { ...mine, limit: room * 2 + words.size }), words, room)
      : [];
  const scheduler = schedulerFor(settings);
  const cards = [...learned, ...fresh];
  const nextDue =
    cards.length > 0
      ? null
      : await nextDueAt(deps.db, actor.tenantId, actor.userId, newRemainingToday > 0 ? now : today.day.end);
  return {
    cards: cards.map((row) => presentCard(row, intervalsOf(scheduler, row, now))),
    dueToday: today.dueToday,
    newRemainingToday,
    nextDue: nextDue?.toISOString() ?? null,
  };
}
