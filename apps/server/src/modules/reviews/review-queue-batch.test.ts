import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { reviewCards, reviewLogs } from '../../db/schema/index.ts';

const HOUR = 60 * MINUTE;
const BATCH = 12;
const LEARN_AHEAD = 20 * MINUTE;

type Direction = 'recall' | 'listening';
type DrawnCard = {
  word: number;
  direction: Direction;
  learned: boolean;
  /** Hours from now (negative: overdue). */
  dueIn: number;
  createdHoursAgo: number;
  /** Hours from now of a burial (negative: over), or none. */
  buriedFor: number | null;
  suspended: boolean;
};

/** A student's cards: words w00…, one or both directions each, in every state the queue meets. */
const drawnCards = fc
  .uniqueArray(
    fc.record({
      word: fc.integer({ min: 0, max: 50 }),
      direction: fc.constantFrom<Direction>('recall', 'listening'),
      learned: fc.boolean(),
      dueIn: fc.integer({ min: -72, max: 24 }),
      createdHoursAgo: fc.integer({ min: 0, max: 200 }),
      buriedFor: fc.option(fc.integer({ min: -5, max: 20 }), { freq: 4 }),
      suspended: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    }),
    { selector: (card) => `${card.word}:${card.direction}`, maxLength: 100, size: 'max' },
  )
  .map((cards) =>
    // A word's cards are made together (siblings share their creation time).
    cards.map((card) => ({
      ...card,
      createdHoursAgo: cards.find((c) => c.word === card.word)!.createdHoursAgo,
    })),
  );

const wordKey = (word: number) => `w${String(word).padStart(2, '0')}`;

/**
 * The queue's rules, written plainly: learned cards due within 20 minutes (earliest first, then by id), one
 * per word, at most a batch; then new cards (oldest first, then by word, recall before listening) of words not
 * yet in it, as many as the batch has room for and the day's limit allows; suspended cards and cards buried
 * past now never.
 */
function expectedBatch(
  cards: (DrawnCard & { id: string; due: Date; createdAt: Date; buriedUntil: Date | null })[],
  now: Date,
  newCardsLeft: number,
): string[] {
  const shown = cards.filter(
    (card) => !card.suspended && (card.buriedUntil === null || card.buriedUntil <= now),
  );
  const taken = new Set<number>();
  const batch: string[] = [];
  const learned = shown
    .filter((card) => card.learned && card.due.getTime() <= now.getTime() + LEARN_AHEAD)
    .sort((a, b) => a.due.getTime() - b.due.getTime() || (a.id < b.id ? -1 : 1));
  for (const card of learned) {
    if (batch.length >= BATCH) break;
    if (taken.has(card.word)) continue;
    taken.add(card.word);
    batch.push(card.id);
  }
  const room = Math.min(newCardsLeft, BATCH - batch.length);
  const fresh = shown
    .filter((card) => !card.learned)
    .sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.word - b.word ||
        (a.direction === b.direction ? 0 : a.direction === 'recall' ? -1 : 1),
    );
  let added = 0;
  for (const card of fresh) {
    if (added >= room) break;
    if (taken.has(card.word)) continue;
    taken.add(card.word);
    batch.push(card.id);
    added++;
  }
  return batch;
}

/**
 * The queue picks its batch in the statement that reads it, one card per word (decision 0177): for any
 * student's cards, the batch is the one the rules give, learned cards first.
 */
describe("the review queue's batch", () => {
  const clock = new TestClock('2026-05-12T10:00:00.000Z');
  const t = useTestApp({ clock });

  it('is the batch the rules give, for any mix of learned, new, buried, suspended and sibling cards', async () => {
    const tenant = await buildTenant(t.deps.db, { timeZone: 'UTC' });
    await fc.assert(
      fc.asyncProperty(
        drawnCards,
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 4 }),
        async (drawn, dailyNewCards, startedToday) => {
          const now = clock.now();
          const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
          const user = await buildUser(t.deps.db, tenant);
          const rows =
            drawn.length === 0
              ? []
              : await t.deps.db
                  .insert(reviewCards)
                  .values(
                    drawn.map((card) => ({
                      tenantId: tenant.id,
                      userId: user.id,
                      wordKey: wordKey(card.word),
                      direction: card.direction,
                      en: wordKey(card.word),
                      es: `es-${wordKey(card.word)}`,
                      source: 'dictionary' as const,
                      state: card.learned ? 2 : 0,
                      stability: card.learned ? 3 : 0,
                      difficulty: card.learned ? 5 : 0,
                      reps: card.learned ? 2 : 0,
                      lastReview: card.learned ? at(card.dueIn - 72) : null,
                      due: card.learned ? at(card.dueIn) : at(-card.createdHoursAgo),
                      createdAt: at(-card.createdHoursAgo),
                      buriedUntil: card.buriedFor === null ? null : at(card.buriedFor),
                      suspendedAt: card.suspended ? at(-1) : null,
                    })),
                  )
                  .returning();
          // New cards already started today count against the daily limit.
          const started = rows.slice(0, startedToday);
          if (started.length > 0)
            await t.deps.db.insert(reviewLogs).values(
              started.map((card) => ({
                tenantId: tenant.id,
                userId: user.id,
                cardId: card.id,
                cardVersion: card.version,
                rating: 3,
                stateBefore: 0,
                dueBefore: card.due,
                stabilityBefore: 0,
                difficultyBefore: 0,
                elapsedDays: 0,
                lastElapsedDays: 0,
                scheduledDays: 0,
                learningStepsBefore: 0,
                reviewedAt: at(-0.5),
              })),
            );
          const { headers } = await signIn(t, user);
          const put = await t.app.inject({
            method: 'PUT',
            url: '/api/reviews/settings',
            headers,
            payload: { desiredRetention: 0.9, dailyNewCards },
          });
          expect(put.statusCode, put.body).toBe(200);
          const res = await t.app.inject({ url: '/api/reviews/queue', headers });
          expect(res.statusCode, res.body).toBe(200);
          const queue = res.json() as { cards: { id: string; en: string }[]; newRemainingToday: number };
          const cards = rows.map((row, i) => ({ ...drawn[i]!, ...row }));
          const newCardsLeft = Math.max(0, dailyNewCards - started.length);
          expect(queue.newRemainingToday).toBe(newCardsLeft);
          expect(queue.cards.map((card) => card.id)).toEqual(expectedBatch(cards, now, newCardsLeft));
          expect(new Set(queue.cards.map((card) => card.en)).size).toBe(queue.cards.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});
