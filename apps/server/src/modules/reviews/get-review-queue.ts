import { REVIEW_SETTINGS_DEFAULTS, type TReviewQueue } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCard } from './review.presenter.ts';
import { type QueueSnapshot, readQueueSnapshot, reviewCardOf } from './review-queue.repository.ts';
import { type ReviewDay, reviewDay } from './schedule/review-day.ts';
import { intervalsOf, schedulerFor } from './schedule/review-scheduler.ts';

/** Cards answered again come back within the session: learning steps due this soon are shown now. */
const LEARN_AHEAD_MS = 20 * 60_000;
/**
 * Cards sent per call; the session asks again when it has gone through them. Each card's four next
 * intervals cost the scheduler about 40 µs: a short batch keeps the call cheap.
 */
const QUEUE_SIZE = 12;

/** Cards the queue statement reads at most: twice a batch of each part (see getReviewQueue). */
const CANDIDATES = QUEUE_SIZE * 3;

type SnapshotInput = Omit<Parameters<typeof readQueueSnapshot>[1], 'dayStart' | 'dayEnd'>;

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
  let snapshot = await readQueueSnapshot(deps.db, { ...input, dayStart: day.start, dayEnd: day.end });
  const theirs = snapshot ? reviewDay(input.now, snapshot.timeZone ?? actor.schoolTimeZone) : day;
  if (theirs.timeZone !== day.timeZone) {
    day = theirs;
    snapshot = await readQueueSnapshot(deps.db, { ...input, dayStart: day.start, dayEnd: day.end });
  }
  return { day, snapshot };
}

const noCards = { learned: [], fresh: [], started: 0, due: { learned: 0, fresh: 0, total: 0 } };

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
    learnedLimit: 0,
    freshLimit: 0,
  });
  return { now, ...today(day, snapshot) };
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
  // Twice the batch of learned cards (a word's two cards may both be due, and only one is sent), and of
  // new ones, plus one new card per word already taken (its sibling, skipped): three batches at most.
  const { day, snapshot } = await snapshotOfToday(deps, actor, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    now,
    learnedUntil: new Date(now.getTime() + LEARN_AHEAD_MS),
    learnedLimit: QUEUE_SIZE * 2,
    freshLimit: CANDIDATES,
  });
  const { settings, newRemainingToday, dueToday } = today(day, snapshot);
  const words = new Set<string>();
  const learned = onePerWord(snapshot?.learned ?? [], words, QUEUE_SIZE);
  const room = Math.min(newRemainingToday, QUEUE_SIZE - learned.length);
  const fresh = room > 0 ? onePerWord(snapshot?.fresh ?? [], words, room) : [];
  const scheduler = schedulerFor(settings);
  const cards = [...learned, ...fresh].map((card) => reviewCardOf(card, actor));
  return {
    cards: cards.map((row) => presentCard(row, intervalsOf(scheduler, row, now))),
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
