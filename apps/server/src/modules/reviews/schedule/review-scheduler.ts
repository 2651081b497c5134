import type { TReviewIntervals, TReviewRating, TReviewSettings } from '@puente/shared';
import {
  type Card,
  FSRS,
  GenSeedStrategyWithCardId,
  type Grade,
  get_fuzz_range,
  Rating,
  type RecordLogItem,
  StrategyMode,
} from 'ts-fsrs';
import type { ReviewCard } from '../../../db/schema/index.ts';
import { fuzzDraw } from './fuzz-draw.ts';

/** What the scheduler reads of a stored card. */
export type SchedulableCard = Pick<
  ReviewCard,
  | 'id'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

/** The ts-fsrs card of a stored card (with its id: the fuzz is seeded by card and repetition). */
export const fsrsCardOf = (row: SchedulableCard): Card & { id: string } => ({
  id: row.id,
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  ...(row.lastReview ? { last_review: row.lastReview } : {}),
});

/** The stored columns of a ts-fsrs card. */
export const columnsOf = (card: Card) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/** ts-fsrs's whole number of days (its `int`, not exported). */
type Days = ReturnType<FSRS['apply_fuzz']>;

/**
 * ts-fsrs's scheduler, its fuzz drawn as ts-fsrs draws it (`fuzzDraw`: the same number) without building
 * a generator for each interval.
 */
class Scheduler extends FSRS {
  override apply_fuzz(ivl: number, elapsedDays: number): Days {
    if (!this.param.enable_fuzz || ivl < 2.5 || this._seed === undefined)
      return super.apply_fuzz(ivl, elapsedDays);
    const { min_ivl, max_ivl } = get_fuzz_range(ivl, elapsedDays, this.param.maximum_interval);
    return Math.floor(fuzzDraw(this._seed) * (max_ivl - min_ivl + 1) + min_ivl) as Days;
  }
}

const schedulers = new Map<number, FSRS>();

/**
 * The FSRS-6 scheduler of a desired retention (default weights, fuzz on). The fuzz is seeded by the
 * card's id and repetition count, so the interval a button shows is the one the rating gives.
 */
export function schedulerFor(settings: Pick<TReviewSettings, 'desiredRetention'>): FSRS {
  const retention = Math.round(settings.desiredRetention * 100) / 100;
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = new Scheduler({ request_retention: retention, enable_fuzz: true });
    scheduler.useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('id'));
    schedulers.set(retention, scheduler);
  }
  return scheduler;
}

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

/** What each rating would give now: the minutes until the card is due again. */
export function intervalsOf(scheduler: FSRS, row: SchedulableCard, now: Date): TReviewIntervals {
  const preview = scheduler.repeat(fsrsCardOf(row), now);
  return {
    again: minutesBetween(now, preview[Rating.Again].card.due),
    hard: minutesBetween(now, preview[Rating.Hard].card.due),
    good: minutesBetween(now, preview[Rating.Good].card.due),
    easy: minutesBetween(now, preview[Rating.Easy].card.due),
  };
}

/** The card and its log after a rating. */
export const rate = (scheduler: FSRS, row: ReviewCard, now: Date, rating: TReviewRating): RecordLogItem =>
  scheduler.next(fsrsCardOf(row), now, rating as Grade);
