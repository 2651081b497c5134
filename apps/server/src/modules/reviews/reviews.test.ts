import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/dictionary-sample.ts';
import { buildUser } from '../../../test/factories.ts';
import { passLessonExercises } from '../../../test/pass-lesson-exercises.ts';
import { signIn } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { dictionaryEntries, reviewCards, reviewLessons, reviewLogs } from '../../db/schema/index.ts';
import { importDictionary } from '../dictionary/index.ts';

type Card = { id: string; en: string; direction: string; state: number; version: number; source: string };

describe('reviews (FSRS queue)', () => {
  let lessonId: string;
  let secondLessonId: string;
  let songId: string;
  const clock = new TestClock('2026-03-02T10:00:00.000Z');
  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    await importDictionary(t.deps.db, sampleFiles());
    const course = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ })).json();
    lessonId = course.lessons[0].id;
    secondLessonId = course.lessons[1].id;
    const [song] = await t.deps.db
      .select({ id: dictionaryEntries.id })
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.headword, 'song'));
    songId = song!.id;
  });

  const queue = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/reviews/queue', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { cards: Card[]; dueToday: number; newRemainingToday: number };
  };
  const rateCard = (headers: Record<string, string>, card: Card, rating: number, version = card.version) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reviews/cards/${card.id}/rating`,
      headers,
      payload: { rating, version },
    });

  it('is for students only, signed in', async () => {
    expect(
      (await t.app.inject({ url: '/api/reviews/queue', headers: { host: a.student$.host! } })).statusCode,
    ).toBe(401);
    const staff = await t.app.inject({ url: '/api/reviews/queue', headers: a.staff$ });
    expect(staff.statusCode).toBe(403);
  });

  it('starts empty, with the default settings and an empty forecast', async () => {
    expect(await queue(a.student$)).toEqual({ cards: [], dueToday: 0, newRemainingToday: 20, nextDue: null });
    const settings = await t.app.inject({ url: '/api/reviews/settings', headers: a.student$ });
    expect(settings.json()).toEqual({ desiredRetention: 0.9, dailyNewCards: 20 });
    const stats = (await t.app.inject({ url: '/api/reviews/stats', headers: a.student$ })).json();
    expect(stats).toMatchObject({ dueToday: 0, totalCards: 0, retention: null });
    expect(stats.forecast).toHaveLength(30);
    expect(stats.forecast[0]).toEqual({ date: '2026-03-02', count: 0 });
  });

  it("feeds the queue with a completed lesson's vocabulary, both directions", async () => {
    await passLessonExercises(t, a.student$, lessonId);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/chapters/${lessonId}/complete`,
      headers: a.student$,
    });
    expect(done.statusCode).toBe(200);
    // Both directions are cards; the queue sends one card of a word (its sibling waits for another day).
    const mine = () => t.deps.db.select().from(reviewCards).where(eq(reviewCards.userId, a.student.id));
    expect((await mine()).map((card) => card.direction).sort()).toEqual(['listening', 'recall']);
    const { cards, dueToday } = await queue(a.student$);
    expect(cards.map((card) => [card.en, card.direction, card.source, card.state])).toEqual([
      ['student', 'recall', 'lesson', 0],
    ]);
    expect(dueToday).toBe(1);
    // Completing again adds nothing.
    await t.app.inject({ method: 'POST', url: `/api/chapters/${lessonId}/complete`, headers: a.student$ });
    expect(await mine()).toHaveLength(2);
  });

  it('adds a dictionary entry once and says it is in the queue', async () => {
    const before = await t.app.inject({ url: `/api/reviews/entries/${songId}`, headers: a.student$ });
    expect(before.json()).toEqual({ entryId: songId, inQueue: false });
    for (let i = 0; i < 2; i++) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/entries/${songId}`,
        headers: a.student$,
      });
      expect(added.json()).toEqual({ entryId: songId, inQueue: true });
    }
    const after = await t.app.inject({ url: `/api/reviews/entries/${songId}`, headers: a.student$ });
    expect(after.json().inQueue).toBe(true);
    const song = (await queue(a.student$)).cards.filter((card) => card.en === 'song');
    // One card of the word in the queue; both directions exist.
    expect(song).toHaveLength(1);
    expect(
      await t.deps.db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, a.student.id), eq(reviewCards.wordKey, 'song'))),
    ).toHaveLength(2);
    expect(song[0]).toMatchObject({ source: 'dictionary' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/entries/0190a0a0-0000-7000-8000-000000000000',
      headers: a.student$,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('respects the daily limit of new cards', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reviews/settings',
      headers: a.student$,
      payload: { desiredRetention: 0.85, dailyNewCards: 2 },
    });
    expect(put.json()).toEqual({ desiredRetention: 0.85, dailyNewCards: 2 });
    let current = await queue(a.student$);
    expect(current.cards).toHaveLength(2);
    expect(current.dueToday).toBe(2);
    await rateCard(a.student$, current.cards[0]!, 4);
    current = await queue(a.student$);
    // One new card started today: one more new one (its sibling is buried); the easy card is due in days.
    expect(current.newRemainingToday).toBe(1);
    expect(current.cards.filter((card) => card.state === 0)).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/reviews/settings',
      headers: a.student$,
      payload: { desiredRetention: 1.5, dailyNewCards: 3 },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'PUT',
      url: '/api/reviews/settings',
      headers: a.student$,
      payload: { desiredRetention: 0.9, dailyNewCards: 20 },
    });
  });

  it('shows each rating its next interval and schedules by it; a card answered Again comes back first', async () => {
    const [card] = (await queue(a.student$)).cards.filter((c) => c.state === 0);
    const { intervals } = card as unknown as { intervals: { again: number; good: number; easy: number } };
    expect(intervals.again).toBeLessThan(intervals.good);
    expect(intervals.good).toBeLessThanOrEqual(intervals.easy);
    const res = await rateCard(a.student$, card!, 1);
    expect(res.statusCode).toBe(200);
    const { card: rated, applied } = res.json();
    expect(applied).toBe(true);
    expect(rated.version).toBe(card!.version + 1);
    expect(Date.parse(rated.due) - clock.now().getTime()).toBe(intervals.again * MINUTE);
    clock.advance(2 * MINUTE);
    const [first] = (await queue(a.student$)).cards;
    expect(first!.id).toBe(card!.id);
  });

  it('counts the same rating of the same card from two tabs once', async () => {
    const [card] = (await queue(a.student$)).cards;
    const [one, two] = await Promise.all([rateCard(a.student$, card!, 3), rateCard(a.student$, card!, 3)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const bodies = [one.json(), two.json()];
    expect(bodies.map((body) => body.applied).sort()).toEqual([false, true]);
    expect(bodies[0].card).toEqual(bodies[1].card);
    const logs = await t.deps.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, card!.id));
    expect(logs.filter((log) => log.cardVersion === card!.version)).toHaveLength(1);
    const other = await rateCard(a.student$, card!, 1);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('review.card-changed');
  });

  it("never shows or rates another student's card (same tenant or another)", async () => {
    const [card] = (await queue(a.student$)).cards;
    const classmate = await buildUser(t.deps.db, a.tenant);
    const classmate$ = (await signIn(t, classmate)).headers;
    expect((await queue(classmate$)).cards).toEqual([]);
    for (const headers of [classmate$, b.student$]) {
      const res = await rateCard(headers, card!, 3);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('review.card-not-found');
    }
    const [row] = await t.deps.db.select().from(reviewCards).where(eq(reviewCards.id, card!.id));
    expect(row!.version).toBe(card!.version);
  });

  it('feeds a card from a missed answer: the lesson words the exercise uses', async () => {
    const learner = await buildUser(t.deps.db, a.tenant);
    const learner$ = (await signIn(t, learner)).headers;
    const chapter = (await t.app.inject({ url: `/api/chapters/${lessonId}`, headers: learner$ })).json();
    const order = chapter.exercises.find((exercise: { type: string }) => exercise.type === 'word-order');
    const check = (answer: number[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/exercises/${order.id}/check`,
        headers: learner$,
        payload: { answer: { type: 'word-order', order: answer } },
      });
    let res = await check([3, 2, 1, 0]);
    if (res.json().correct) res = await check([0, 1, 2, 3]);
    expect(res.json().correct).toBe(false);
    const { cards } = await queue(learner$);
    // One card of the word in the queue; both directions were added.
    expect(cards.map((card) => [card.en, card.source])).toEqual([['student', 'missed-answer']]);
    expect(await t.deps.db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id))).toHaveLength(
      2,
    );
  });

  it("lists the review lessons of enrolled courses and runs a lesson's session through the same cards", async () => {
    await t.app.inject({ method: 'POST', url: `/api/courses/${a.courseId}/enroll`, headers: a.student$ });
    const [built] = await t.deps.db
      .insert(reviewLessons)
      .values({
        tenantId: a.tenant.id,
        courseId: a.courseId,
        titleEs: 'Repaso de la casa',
        titleEn: 'House review',
        words: [{ en: 'kitchen', es: 'cocina', example: 'The kitchen is big.', chapterId: lessonId }],
      })
      .returning();
    const courses = (await t.app.inject({ url: '/api/reviews/courses', headers: a.student$ })).json();
    expect(courses).toEqual([
      {
        courseId: a.courseId,
        title: { es: 'Curso de prueba', en: 'Sample course' },
        lessons: [
          {
            kind: 'staff',
            id: built!.id,
            title: { es: 'Repaso de la casa', en: 'House review' },
            wordCount: 1,
          },
          { kind: 'lesson', id: lessonId, title: { es: 'Lección uno', en: 'Lesson one' }, wordCount: 1 },
        ],
      },
    ]);
    const one = await t.app.inject({ url: `/api/reviews/courses/${a.courseId}`, headers: a.student$ });
    expect(one.json().lessons).toHaveLength(2);
    const foreign = await t.app.inject({ url: `/api/reviews/courses/${b.courseId}`, headers: a.student$ });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('course.not-found');

    const session = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/lessons/lesson/${lessonId}/session`,
      headers: a.student$,
    });
    expect(session.statusCode).toBe(200);
    const ids = session.json().cards.map((card: Card) => card.id);
    const stored = await t.deps.db
      .select({ id: reviewCards.id })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, a.student.id), eq(reviewCards.wordKey, 'student')));
    expect(ids.sort()).toEqual(stored.map((row) => row.id).sort());
    const staffSession = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/lessons/staff/${built!.id}/session`,
      headers: a.student$,
    });
    expect(staffSession.json().cards.map((card: Card) => [card.en, card.direction])).toEqual([
      ['kitchen', 'recall'],
      ['kitchen', 'listening'],
    ]);
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/lessons/staff/${built!.id}/session`,
      headers: b.student$,
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('forecasts due cards per day and computes the retention of learned cards', async () => {
    // Learn every card of the queue with Good until nothing is due now.
    for (let round = 0; round < 10; round++) {
      a.student$ = (await signIn(t, a.student)).headers;
      const { cards } = await queue(a.student$);
      if (cards.length === 0) break;
      for (const card of cards) await rateCard(a.student$, card, 3);
      clock.advance(30 * MINUTE);
    }
    const stats = (await t.app.inject({ url: '/api/reviews/stats', headers: a.student$ })).json();
    const future = stats.forecast
      .slice(1)
      .reduce((sum: number, day: { count: number }) => sum + day.count, 0);
    expect(future).toBeGreaterThan(0);
    expect(stats.retention).toBeNull();
    expect(stats.totalCards).toBe(6);
    // Days later, one learned card is forgotten (Again) and one remembered (Good): retention 1/2.
    clock.advance(40 * 24 * 60 * MINUTE);
    a.student$ = (await signIn(t, a.student)).headers;
    const due = (await queue(a.student$)).cards.filter((card) => card.state === 2);
    await rateCard(a.student$, due[0]!, 1);
    await rateCard(a.student$, due[1]!, 3);
    const later = (await t.app.inject({ url: '/api/reviews/stats', headers: a.student$ })).json();
    expect(later.retention).toBe(0.5);
    expect(later.reviewedToday).toBe(2);
  });

  it("tells the home page the student's day in one call", async () => {
    const res = await t.app.inject({ url: '/api/my-day', headers: a.student$ });
    expect(res.statusCode).toBe(200);
    const day = res.json();
    // Lesson one was completed: continue goes on to lesson two.
    expect(day.resume).toMatchObject({ courseId: a.courseId, chapterId: secondLessonId });
    expect(day.reviewsDue).toBeGreaterThan(0);
    expect(day.minutesThisWeek).toBeGreaterThan(0);
    const staff$ = (await signIn(t, a.staff)).headers;
    expect((await t.app.inject({ url: '/api/my-day', headers: staff$ })).statusCode).toBe(403);
  });
});
