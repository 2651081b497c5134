import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { reviewCards, reviewLogs, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { getReviewQueue } from './get-review-queue.ts';

type Card = { id: string; state: number; version: number };
type Queue = { cards: Card[]; dueToday: number; newRemainingToday: number; nextDue: string | null };

/**
 * A student of a school in Madrid, in the zone given (null: none of their own), with three new cards
 * (apple, bread, cheese) due now and one new card a day; answers the student and their sign-in headers.
 */
async function madridStudent(t: ReturnType<typeof useTestApp>, clock: TestClock, timeZone: string | null) {
  const tenant = await buildTenant(t.deps.db, { timeZone: 'Europe/Madrid' });
  const user = await buildUser(t.deps.db, tenant, { timeZone });
  await t.deps.db.insert(reviewCards).values(
    ['apple', 'bread', 'cheese'].map((word) => ({
      tenantId: tenant.id,
      userId: user.id,
      wordKey: word,
      direction: 'recall' as const,
      en: word,
      es: `es-${word}`,
      source: 'dictionary' as const,
      due: clock.now(),
      createdAt: clock.now(),
    })),
  );
  const { headers } = await signIn(t, user);
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/reviews/settings',
    headers,
    payload: { desiredRetention: 0.9, dailyNewCards: 1 },
  });
  expect(settings.statusCode).toBe(200);
  return { tenant, user, headers };
}

async function readQueue(t: ReturnType<typeof useTestApp>, headers: Record<string, string>): Promise<Queue> {
  const res = await t.app.inject({ url: '/api/reviews/queue', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Queue;
}

/**
 * The queue's day is the student's, not their school's: the queue reads it in one statement reckoned in the
 * school's zone, and again in the student's own when they differ (decision 0168).
 */
describe("the review queue's day", () => {
  // 09:30 UTC: 23:30 in Kiritimati (UTC+14), 10:30 in Madrid.
  const clock = new TestClock('2026-03-02T09:30:00.000Z');
  const t = useTestApp({ clock });

  const studentWithNewCards = async (timeZone: string) => (await madridStudent(t, clock, timeZone)).headers;
  const queue = (headers: Record<string, string>) => readQueue(t, headers);
  const dueToday = async (headers: Record<string, string>) =>
    ((await t.app.inject({ url: '/api/reviews/stats', headers })).json() as { dueToday: number }).dueToday;

  it("counts the daily limit of new cards from the student's midnight, in a zone other than the school's", async () => {
    const kiritimati = await studentWithNewCards('Pacific/Kiritimati');
    const madrid = await studentWithNewCards('Europe/Madrid');
    for (const headers of [kiritimati, madrid]) {
      const before = await queue(headers);
      expect(before).toMatchObject({ dueToday: 1, newRemainingToday: 1 });
      expect(before.cards).toHaveLength(1);
      const [card] = before.cards;
      const rated = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/cards/${card!.id}/rating`,
        headers,
        payload: { rating: 4, version: card!.version },
      });
      expect(rated.statusCode).toBe(200);
      const after = await queue(headers);
      expect(after).toMatchObject({ cards: [], dueToday: 0, newRemainingToday: 0 });
      // The limit reached, the next new card comes at the student's midnight.
      expect(after.nextDue).toBe(
        headers === kiritimati ? '2026-03-02T10:00:00.000Z' : '2026-03-02T23:00:00.000Z',
      );
    }

    clock.advance(40 * MINUTE);
    // 10:10 UTC: a new day in Kiritimati, the same one in Madrid.
    expect(await queue(kiritimati)).toMatchObject({ dueToday: 1, newRemainingToday: 1 });
    expect(await dueToday(kiritimati)).toBe(1);
    expect(await queue(madrid)).toMatchObject({ cards: [], dueToday: 0, newRemainingToday: 0 });
    expect(await dueToday(madrid)).toBe(0);
  });

  it('reads the queue in one statement in any zone the session knows, and again when the zone changed since', async () => {
    const madrid = await studentWithNewCards('Europe/Madrid');
    const kiritimati = await studentWithNewCards('Pacific/Kiritimati');
    // The pool the app's queries go through (Drizzle's client).
    const pool = (t.deps.db as unknown as { $client: typeof t.deps.database.pool }).$client;
    const query = vi.spyOn(pool, 'query');
    const cardReads = async (read: () => Promise<unknown>) => {
      query.mockClear();
      await read();
      return query.mock.calls.filter(([statement]) => {
        const text = typeof statement === 'string' ? statement : (statement as { text?: string }).text;
        return text?.includes('review_cards') ?? false;
      }).length;
    };
    try {
      expect(await cardReads(() => queue(madrid))).toBe(1);
      expect(await cardReads(() => queue(kiritimati))).toBe(1);
      // A session read before the student moved to Kiritimati (its zone Madrid's). A new card was
      // started at 09:00 UTC: in Madrid's day (from 23:00 UTC), in Kiritimati's previous one (it began at
      // 10:00 UTC). Past 10:00, the queue follows Kiritimati's day (one new card left), reading it twice.
      if (clock.now() < new Date('2026-03-02T10:10:00.000Z')) clock.set(new Date('2026-03-02T10:10:00.000Z'));
      const [student] = await t.deps.db
        .select({ id: users.id, tenantId: users.tenantId })
        .from(users)
        .where(eq(users.timeZone, 'Pacific/Kiritimati'));
      const [card] = await t.deps.db
        .select({ id: reviewCards.id })
        .from(reviewCards)
        .where(eq(reviewCards.userId, student!.id))
        .limit(1);
      await t.deps.db.insert(reviewLogs).values({
        tenantId: student!.tenantId,
        userId: student!.id,
        cardId: card!.id,
        cardVersion: 0,
        rating: 3,
        stateBefore: 0,
        dueBefore: new Date('2026-03-02T09:00:00.000Z'),
        stabilityBefore: 0,
        difficultyBefore: 0,
        elapsedDays: 0,
        lastElapsedDays: 0,
        scheduledDays: 0,
        learningStepsBefore: 0,
        reviewedAt: new Date('2026-03-02T09:00:00.000Z'),
      });
      const stale: Actor = {
        tenantId: student!.tenantId,
        userId: student!.id,
        accountId: null,
        role: 'Student',
        scopes: [],
        isStaff: false,
        impersonatorId: null,
        schoolTimeZone: 'Europe/Madrid',
        ownTimeZone: 'Europe/Madrid',
      };
      let answered: Awaited<ReturnType<typeof getReviewQueue>> | undefined;
      expect(
        await cardReads(async () => {
          answered = await getReviewQueue(t.deps, stale);
        }),
      ).toBe(2);
      expect(answered).toMatchObject({ dueToday: 1, newRemainingToday: 1 });
    } finally {
      query.mockRestore();
    }
  });
});

/** A student with no zone of their own lives their school's days, as their study streak does. */
describe("the review queue's day for a student without a zone of their own", () => {
  // 22:30 UTC on 1 March: 23:30 in Madrid, the school's zone.
  const clock = new TestClock('2026-03-01T22:30:00.000Z');
  const t = useTestApp({ clock });

  it("counts the daily limit of new cards from the school's midnight, not UTC's", async () => {
    const { tenant, user, headers } = await madridStudent(t, clock, null);
    // The first word's other card: rating one buries it until the student's next day.
    const [sibling] = await t.deps.db
      .insert(reviewCards)
      .values({
        tenantId: tenant.id,
        userId: user.id,
        wordKey: 'apple',
        direction: 'listening',
        en: 'apple',
        es: 'es-apple',
        source: 'dictionary',
        due: clock.now(),
        createdAt: clock.now(),
      })
      .returning({ id: reviewCards.id });
    const queue = () => readQueue(t, headers);
    const [card] = (await queue()).cards;
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/cards/${card!.id}/rating`,
      headers,
      payload: { rating: 4, version: card!.version },
    });
    expect(rated.statusCode).toBe(200);
    const [buried] = await t.deps.db
      .select({ until: reviewCards.buriedUntil })
      .from(reviewCards)
      .where(eq(reviewCards.id, sibling!.id));
    // Buried until Madrid's midnight (23:00 UTC), not UTC's.
    expect(buried?.until?.toISOString()).toBe('2026-03-01T23:00:00.000Z');
    const after = await queue();
    expect(after).toMatchObject({ cards: [], newRemainingToday: 0 });
    // The next new card comes at Madrid's midnight (23:00 UTC).
    expect(after.nextDue).toBe('2026-03-01T23:00:00.000Z');
    clock.advance(40 * MINUTE);
    // 23:10 UTC: a new day in Madrid, still 1 March in UTC.
    expect(await queue()).toMatchObject({ newRemainingToday: 1 });
  });
});
