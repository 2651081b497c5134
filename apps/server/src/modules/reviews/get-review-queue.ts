import { REVIEW_SETTINGS_DEFAULTS, type TReviewQueue } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCard } from './review.presenter.ts';
import { type QueueSnapshot, readQueueSnapshot } from './review-queue.repository.ts';
import { type ReviewDay, reviewDay } from './schedule/review-day.ts';
import { intervalsOf, schedulerFor } from './schedule/review-scheduler.ts';

/** Cards answered again come back within the session: learning steps due this soon are shown now. */
const LEARN_AHEAD_MS = 20 * 60_000;
/**
 * Cards sent per call; the session asks again when it has gone through them. Each card's four next
 * intervals cost the scheduler about 40 µs: a short batch keeps the call cheap.
 */
const QUEUE_SIZE = 12;

type SnapshotInput = Omit<
  Parameters<typeof readQueueSnapshot>[1],
  'dayStart' | 'dayEnd' | 'defaultDailyNewCards'
>;

/**
 * The queue's reads for the student's day (in their own zone, else their school's), in one round trip:
 * the day is reckoned first in the zone their session read; when the statement reads another one (changed
 * since), it runs again for their day.
 */
async function snapshotOfToday(
  deps: LearningDeps,
  actor: Pick<Actor, 'schoolTimeZone' | 'ownTimeZone'>,
  input: SnapshotInput,
): Promise<{ day: ReviewDay; snapshot: QueueSnapshot | null }> {
  let day = reviewDay(input.now, actor.ownTimeZone ?? actor.schoolTimeZone);
  const read = (of: ReviewDay) =>
    readQueueSnapshot(deps.db, {
      ...input,
      dayStart: of.start,
      dayEnd: of.end,
      defaultDailyNewCards: REVIEW_SETTINGS_DEFAULTS.dailyNewCards,
    });
  let snapshot = await read(day);
  const theirs = snapshot ? reviewDay(input.now, snapshot.timeZone ?? actor.schoolTimeZone) : day;
  if (theirs.timeZone !== day.timeZone) {
    day = theirs;
    snapshot = await read(day);
  }
  return { day, snapshot };
}

const noCards = { started: 0, due: { learned: 0, fresh: 0, total: 0 } };

/** What is left today of a snapshot: due learned cards plus the new ones the daily limit allows. */
function today(day: ReviewDay, snapshot: QueueSnapshot | null) {
  const settings = snapshot?.settings ?? REVIEW_SETTINGS_DEFAULTS;
  const { due, started } = snapshot ?? noCards;
  const newRemainingToday = Math.max(0, settings.dailyNewCards - started);
  return {
    day,
    settings,
    due,
    newRemainingToday,
    dueToday: due.learned + Math.min(due.fresh, newRemainingToday),
  };
}

/** How many cards the student still has today: due learned cards plus the new ones the limit allows. */
export async function reviewsDueToday(
  deps: LearningDeps,
  actor: Pick<Actor, 'tenantId' | 'userId' | 'schoolTimeZone' | 'ownTimeZone'>,
) {
  const now = deps.clock.now();
  const { day, snapshot } = await snapshotOfToday(deps, actor, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    now,
    learnedUntil: now,
    batchSize: 0,
  });
  return { now, ...today(day, snapshot) };
}

/**
 * GET /api/reviews/queue: what to review now, with the next interval of each rating: learned cards due
 * (earliest first), then new ones within the daily limit (oldest first). One card per word: once it is
 * answered its siblings are buried until the next day, so two cards of a word are never back to back.
 * Suspended cards and buried ones are left out. With nothing left, when the next card falls due.
 */
export async function getReviewQueue(deps: LearningDeps, actor: Actor): Promise<TReviewQueue> {
  const now = deps.clock.now();
  const { day, snapshot } = await snapshotOfToday(deps, actor, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    now,
    learnedUntil: new Date(now.getTime() + LEARN_AHEAD_MS),
    batchSize: QUEUE_SIZE,
  });
  const { settings, newRemainingToday, dueToday } = today(day, snapshot);
  const scheduler = schedulerFor(settings);
  const cards = snapshot?.cards ?? [];
  return {
    cards: cards.map((card) => presentCard(card, intervalsOf(scheduler, card, now))),
    dueToday,
    newRemainingToday,
    nextDue: cards.length > 0 ? null : (nextDue(snapshot, newRemainingToday > 0)?.toISOString() ?? null),
  };
}

/**
 * When the next card can be shown: a learned card when it is due, a new one now or (the daily limit
 * reached) when the day ends, each not before its burial ends; suspended cards never. Null without cards.
 */
function nextDue(snapshot: QueueSnapshot | null, newCardsToday: boolean): Date | null {
  if (!snapshot) return null;
  const times = [snapshot.next.learned, newCardsToday ? snapshot.next.freshNow : snapshot.next.freshTomorrow];
  const known = times.filter((time): time is Date => time !== null);
  return known.length > 0 ? new Date(Math.min(...known.map((time) => time.getTime()))) : null;
}
