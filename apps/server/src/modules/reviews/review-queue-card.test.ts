import { REVIEW_SETTINGS_DEFAULTS } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { reviewCards } from '../../db/schema/index.ts';
import { presentCard } from './review.presenter.ts';
import { readQueueSnapshot } from './review-queue.repository.ts';
import { intervalsOf, schedulerFor } from './schedule/review-scheduler.ts';

const DAY = 24 * 60 * MINUTE;

/**
 * The statement writes each card of the batch as a JSON array read back by position (decision 0184): a card
 * whose every field differs from the others comes back whole, each value in its own place, and its
 * intervals are the scheduler's for the stored card.
 */
describe("the review queue's cards", () => {
  const clock = new TestClock('2026-05-12T10:00:00.000Z');
  const t = useTestApp({ clock });

  it('carry every field of the stored card, learned and new, with its intervals', async () => {
    const tenant = await buildTenant(t.deps.db, { timeZone: 'UTC' });
    const user = await buildUser(t.deps.db, tenant);
    const now = clock.now();
    const [learned, fresh] = await t.deps.db
      .insert(reviewCards)
      .values([
        {
          tenantId: tenant.id,
          userId: user.id,
          wordKey: 'borrow',
          direction: 'listening',
          en: 'to borrow',
          es: 'pedir prestado',
          example: 'Can I borrow your pen?',
          exampleEs: '¿Me prestas tu bolígrafo?',
          source: 'lesson',
          due: new Date(now.getTime() - 2 * DAY - 7 * MINUTE),
          stability: 4.25,
          difficulty: 6.5,
          elapsedDays: 9,
          scheduledDays: 11,
          learningSteps: 1,
          reps: 7,
          lapses: 3,
          state: 3,
          lastReview: new Date(now.getTime() - 13 * DAY),
          version: 8,
          leech: true,
        },
        {
          tenantId: tenant.id,
          userId: user.id,
          wordKey: 'lend',
          direction: 'recall',
          en: 'to lend',
          es: 'prestar',
          example: null,
          exampleEs: null,
          source: 'dictionary',
          due: new Date(now.getTime() - 5 * MINUTE),
        },
      ])
      .returning();
    // The statement's cards: each of the 19 fields read back in its place.
    const snapshot = await readQueueSnapshot(t.deps.db, {
      tenantId: tenant.id,
      userId: user.id,
      now,
      dayStart: new Date(now.getTime() - DAY / 2),
      dayEnd: new Date(now.getTime() + DAY / 2),
      learnedUntil: now,
      batchSize: 12,
      defaultDailyNewCards: REVIEW_SETTINGS_DEFAULTS.dailyNewCards,
    });
    const {
      wordKey: _w,
      tenantId: _t,
      userId: _u,
      chapterId: _c,
      dictionaryEntryId: _d,
      ...stored
    } = learned!;
    const { buriedUntil: _b, suspendedAt: _s, createdAt: _a, ...fields } = stored;
    expect(snapshot?.cards[0]).toEqual(fields);
    expect(snapshot?.cards.map((card) => card.id)).toEqual([learned!.id, fresh!.id]);

    // The answer: what the session shows of each, with the scheduler's intervals for the stored card.
    const { headers } = await signIn(t, user);
    const res = await t.app.inject({ url: '/api/reviews/queue', headers });
    expect(res.statusCode, res.body).toBe(200);
    const scheduler = schedulerFor(REVIEW_SETTINGS_DEFAULTS);
    expect(res.json().cards).toEqual(
      [learned!, fresh!].map((card) => presentCard(card, intervalsOf(scheduler, card, now))),
    );
  });
});
