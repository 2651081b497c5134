import fc from 'fast-check';
import { fsrs, GenSeedStrategyWithCardId, StrategyMode } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { firstAleaDraw, fuzzDraw } from './fuzz-draw.ts';
import { fsrsCardOf, intervalsOf, rate, type SchedulableCard, schedulerFor } from './review-scheduler.ts';

const DAY = 86_400_000;
const now = new Date('2026-12-03T10:00:00Z');

/** ts-fsrs as it comes, set up as Puente's scheduler is: fuzz on, seeded by the card's id and repetitions. */
function plainScheduler(retention: number) {
  const scheduler = fsrs({ request_retention: retention, enable_fuzz: true });
  scheduler.useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('id'));
  return scheduler;
}

/** Any stored card: new, learning, review or relearning, from a day to years since its last review. */
const anyCard = fc
  .record({
    id: fc.uuid(),
    state: fc.constantFrom(0, 1, 2, 3),
    stability: fc.double({ min: 0.1, max: 3000, noNaN: true }),
    difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
    daysSinceReview: fc.integer({ min: 0, max: 2000 }),
    dueInDays: fc.integer({ min: -400, max: 30 }),
    reps: fc.integer({ min: 0, max: 60 }),
    lapses: fc.integer({ min: 0, max: 10 }),
    learningSteps: fc.integer({ min: 0, max: 2 }),
  })
  .map(
    (card): SchedulableCard => ({
      id: card.id,
      due: new Date(now.getTime() + card.dueInDays * DAY),
      stability: card.state === 0 ? 0 : card.stability,
      difficulty: card.state === 0 ? 0 : card.difficulty,
      elapsedDays: card.daysSinceReview,
      scheduledDays: card.daysSinceReview,
      learningSteps: card.learningSteps,
      reps: card.state === 0 ? 0 : card.reps,
      lapses: card.state === 0 ? 0 : card.lapses,
      state: card.state,
      lastReview: card.state === 0 ? null : new Date(now.getTime() - card.daysSinceReview * DAY),
    }),
  );

describe("the scheduler's fuzz, drawn without a generator per interval", () => {
  it("gives every card the intervals ts-fsrs's own scheduler gives, previewed and rated", () => {
    let fuzzed = 0;
    fc.assert(
      fc.property(anyCard, fc.constantFrom(0.8, 0.9, 0.95), (card, retention) => {
        const plain = plainScheduler(retention);
        const expected = intervalsOf(plain, card, now);
        const ours = schedulerFor({ desiredRetention: retention });
        expect(intervalsOf(ours, card, now)).toEqual(expected);
        for (const rating of [1, 2, 3, 4] as const) {
          const rated = rate(ours, card as never, now, rating);
          expect(rated.card).toEqual(plain.next(fsrsCardOf(card), now, rating).card);
        }
        if (expected.good >= 3 * 24 * 60) fuzzed++;
      }),
      { numRuns: 2000 },
    );
    // Most of the cards drawn have intervals of days, which the fuzz moves: the comparison is not vacuous.
    expect(fuzzed).toBeGreaterThan(500);
  });

  it('draws in [0, 1), the same number for the same seed and different ones for different seeds', () => {
    const seeds = Array.from(
      { length: 1000 },
      (_, i) => `0196b3a2-0000-7000-8000-${String(i).padStart(12, '0')}${i % 7}`,
    );
    const draws = seeds.map(firstAleaDraw);
    for (const draw of draws) expect(draw >= 0 && draw < 1).toBe(true);
    expect(new Set(draws).size).toBe(seeds.length);
    expect(seeds.map(fuzzDraw)).toEqual(draws);
    expect(fuzzDraw(seeds[3] as string)).toBe(draws[3]);
  });
});
