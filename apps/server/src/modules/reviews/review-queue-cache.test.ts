import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { sampleFiles } from '../../../test/dictionary-sample.ts';
import { passLessonExercises } from '../../../test/pass-lesson-exercises.ts';
import { statementsDuring } from '../../../test/statements-during.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useSchool } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { reviewCards, reviewSettings } from '../../db/schema/index.ts';
import { importDictionary } from '../dictionary/index.ts';

type Card = { id: string; en: string; version: number };
type Queue = { cards: Card[]; dueToday: number; newRemainingToday: number };

/**
 * Two instances on one database, both answering the review queue from memory (decision 0095): a repeated
 * call within the minute runs no statement; a rating on one instance, and cards or settings written straight
 * to the database, show on both once announced; a new minute reads again.
 */
describe('review queue answered from memory', () => {
  const caching = { AUTH_CACHE_MS: 60_000, TENANT_CACHE_MS: 60_000, DATA_CACHE_MS: 60_000 };
  const clock = new TestClock('2026-03-02T10:00:00.000Z');
  const a = useTestApp({ config: caching, clock });
  const b = useTestApp(() => ({ config: caching, clock, database: a.deps.database }));
  const school = useSchool(a, 'Repaso');
  beforeAll(async () => {
    await importDictionary(a.deps.db, sampleFiles());
    const course = (
      await a.app.inject({ url: `/api/courses/${school.courseId}`, headers: school.student$ })
    ).json();
    await passLessonExercises(a, school.student$, course.lessons[0].id);
    const done = await a.app.inject({
      method: 'POST',
      url: `/api/chapters/${course.lessons[0].id}/complete`,
      headers: school.student$,
    });
    expect(done.statusCode).toBe(200);
    await b.app.cacheInvalidation.barrier();
  });

  const queue = async (t: TestApp) => {
    const res = await t.app.inject({ url: '/api/reviews/queue', headers: school.student$ });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Queue;
  };
  const settled = () => b.app.cacheInvalidation.barrier();

  it('answers a repeated call within the minute without the database', async () => {
    const first = await queue(a);
    // One word: one of its two cards is sent.
    expect(first.cards).toHaveLength(1);
    const seen = await statementsDuring(a, async () => {
      expect(await queue(a)).toEqual(first);
    });
    expect(seen).toEqual([]);
  });

  it('shows a rating made on one instance on both', async () => {
    const before = await queue(b);
    expect(before.cards).toHaveLength(1);
    const card = before.cards[0]!;
    const rated = await a.app.inject({
      method: 'POST',
      url: `/api/reviews/cards/${card.id}/rating`,
      headers: school.student$,
      payload: { rating: 3, version: card.version },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    await settled();
    for (const t of [a, b]) {
      const after = await queue(t);
      // Rated Good, a new card comes back in a learning step, within the session: a newer version.
      expect(after.cards.find((c) => c.id === card.id)?.version).toBe(card.version + 1);
      expect(after.newRemainingToday).toBe(before.newRemainingToday - 1);
    }
  });

  it('shows cards and settings written straight to the database on both instances', async () => {
    expect((await queue(a)).newRemainingToday).toBe(19);
    expect((await queue(b)).newRemainingToday).toBe(19);
    await a.deps.db.insert(reviewSettings).values({
      tenantId: school.tenant.id,
      userId: school.student.id,
      desiredRetention: 0.9,
      dailyNewCards: 5,
    });
    await settled();
    expect((await queue(a)).newRemainingToday).toBe(4);
    expect((await queue(b)).newRemainingToday).toBe(4);
    await a.deps.db
      .delete(reviewCards)
      .where(and(eq(reviewCards.tenantId, school.tenant.id), eq(reviewCards.userId, school.student.id)));
    await settled();
    expect((await queue(a)).cards).toEqual([]);
    expect((await queue(b)).cards).toEqual([]);
  });

  it('reads again in a new minute', async () => {
    await queue(a);
    clock.advance(MINUTE);
    const seen = await statementsDuring(a, () => queue(a));
    expect(seen.length).toBeGreaterThan(0);
  });
});
