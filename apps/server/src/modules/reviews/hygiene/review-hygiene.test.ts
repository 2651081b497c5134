import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../../test/test-clock.ts';
import { useSchool } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { reviewCards, reviewLogs } from '../../../db/schema/index.ts';
import { LEECH_FAILS } from '../rate-review-card.ts';

type Card = { id: string; en: string; direction: string; version: number; leech: boolean };
type Queue = { cards: Card[]; dueToday: number; newRemainingToday: number; nextDue: string | null };

/** Anki's review hygiene: siblings buried and never back to back, undo, leeches, practice without rescheduling. */
describe('review hygiene', () => {
  const clock = new TestClock('2026-03-02T10:00:00.000Z');
  const t = useTestApp({ clock });
  const a = useSchool(t, 'Escuela A');
  const b = useSchool(t, 'Escuela B');

  const queue = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/reviews/queue', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Queue;
  };
  const post = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const rate = (headers: Record<string, string>, card: Card, rating: number, extra: object = {}) =>
    post(headers, `/api/reviews/cards/${card.id}/rating`, { rating, version: card.version, ...extra });
  const row = async (id: string) =>
    (await t.deps.db.select().from(reviewCards).where(eq(reviewCards.id, id)))[0]!;
  /** Gives a user the words' cards in both directions, new and due now. */
  const addWords = async (userId: string, tenantId: string, words: string[]) => {
    await t.deps.db.insert(reviewCards).values(
      words.flatMap((word) =>
        (['recall', 'listening'] as const).map((direction) => ({
          tenantId,
          userId,
          wordKey: word,
          direction,
          en: word,
          es: `es-${word}`,
          source: 'dictionary' as const,
          due: clock.now(),
          createdAt: clock.now(),
        })),
      ),
    );
  };
  /** Moves the clock to an instant and signs both students in again (a session ends with time). */
  const at = async (instant: string) => {
    clock.set(instant);
    a.student$ = (await signIn(t, a.student)).headers;
    b.student$ = (await signIn(t, b.student)).headers;
  };
  const clearCards = (userId: string) => t.deps.db.delete(reviewCards).where(eq(reviewCards.userId, userId));

  beforeAll(async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/reviews/settings',
      headers: a.student$,
      payload: { desiredRetention: 0.9, dailyNewCards: 200 },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('never shows two cards of a word back to back over a 50-card session, and buries siblings for the day', async () => {
    await clearCards(a.student.id);
    const words = Array.from({ length: 25 }, (_, i) => `word${String(i).padStart(2, '0')}`);
    await addWords(a.student.id, a.tenant.id, words);
    const first = await queue(a.student$);
    // Para hoy counts words: 25, not 50 cards (each word shows one card today).
    expect(first.dueToday).toBe(25);
    const shown: Card[] = [];
    for (let call = 0; call < 100; call++) {
      const { cards } = await queue(a.student$);
      if (cards.length === 0) break;
      for (const card of cards) {
        shown.push(card);
        // Mostly Good, some Again: learning cards come back within the session.
        const res = await rate(a.student$, card, shown.length % 7 === 0 ? 1 : 3);
        expect(res.statusCode, res.body).toBe(200);
        clock.advance(30_000);
      }
    }
    expect(shown.length).toBeGreaterThanOrEqual(50);
    for (let i = 1; i < shown.length; i++) {
      const [before, now] = [shown[i - 1]!, shown[i]!];
      // A sibling (the same word, another card) never follows.
      expect(
        before.en === now.en && before.id !== now.id,
        `${i}: ${before.en} ${before.direction} → ${now.direction}`,
      ).toBe(false);
    }
    // Once a word's card was answered its sibling was buried: one card per word the whole day.
    const cardsPerWord = new Map<string, Set<string>>();
    for (const card of shown)
      cardsPerWord.set(card.en, (cardsPerWord.get(card.en) ?? new Set()).add(card.id));
    expect([...cardsPerWord.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(cardsPerWord.size).toBe(25);
    const buried = await t.deps.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, a.student.id), eq(reviewCards.state, 0)));
    expect(buried).toHaveLength(25);
    expect(buried.every((card) => card.buriedUntil?.toISOString() === '2026-03-03T00:00:00.000Z')).toBe(true);
    // Nothing left today: the session ends with when the next card comes (the buried ones, tomorrow).
    const done = await queue(a.student$);
    expect(done.cards).toEqual([]);
    expect(done.dueToday).toBe(0);
    expect(done.nextDue).toBe('2026-03-03T00:00:00.000Z');
    // The figures agree: nothing for today in the forecast either, and every rating counted today.
    const stats = (await t.app.inject({ url: '/api/reviews/stats', headers: a.student$ })).json();
    expect(stats).toMatchObject({ dueToday: 0, reviewedToday: shown.length });
    expect(stats.forecast[0].count).toBe(0);
    // The next day the buried siblings come back.
    await at('2026-03-03T09:00:00.000Z');
    const tomorrow = await queue(a.student$);
    const buriedIds = new Set(buried.map((card) => card.id));
    expect(tomorrow.cards.some((card) => buriedIds.has(card.id))).toBe(true);
    expect(new Set(tomorrow.cards.map((card) => card.en)).size).toBe(tomorrow.cards.length);
  });

  it('undoes the last rating exactly, once, and only its owner', async () => {
    await at('2026-03-04T10:00:00.000Z');
    await clearCards(a.student.id);
    await addWords(a.student.id, a.tenant.id, ['house', 'tree']);
    const [house, tree] = (await queue(a.student$)).cards;
    const sibling = (
      await t.deps.db
        .select()
        .from(reviewCards)
        .where(
          and(
            eq(reviewCards.wordKey, 'house'),
            eq(reviewCards.direction, 'listening'),
            eq(reviewCards.userId, a.student.id),
          ),
        )
    )[0]!;
    const before = await row(house!.id);
    expect((await rate(a.student$, house!, 3)).statusCode).toBe(200);
    expect((await row(sibling.id)).buriedUntil).not.toBeNull();
    // Another student cannot undo it (the card is not theirs).
    expect(
      (await post(b.student$, `/api/reviews/cards/${house!.id}/undo`, { version: house!.version + 1 }))
        .statusCode,
    ).toBe(404);
    // A stale version is not the last rating.
    const stale = await post(a.student$, `/api/reviews/cards/${house!.id}/undo`, { version: house!.version });
    expect(stale.json().code).toBe('review.undo-not-last');
    const undone = await post(a.student$, `/api/reviews/cards/${house!.id}/undo`, {
      version: house!.version + 1,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      rating: 3,
      card: { id: house!.id, version: house!.version, state: 0 },
    });
    // Every column as before, the sibling unburied, the log gone.
    expect(await row(house!.id)).toEqual(before);
    expect(await row(sibling.id)).toEqual(sibling);
    expect(await t.deps.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, house!.id))).toEqual([]);
    // Once: undoing again is refused.
    const twice = await post(a.student$, `/api/reviews/cards/${house!.id}/undo`, { version: house!.version });
    expect(twice.statusCode).toBe(409);
    // The card can be rated again on its version; then a later rating makes the earlier one final.
    expect((await rate(a.student$, house!, 4)).json()).toMatchObject({ applied: true });
    expect((await rate(a.student$, tree!, 3)).statusCode).toBe(200);
    const notLast = await post(a.student$, `/api/reviews/cards/${house!.id}/undo`, {
      version: house!.version + 1,
    });
    expect(notLast.json().code).toBe('review.undo-not-last');
    // An undone review card (learned, with history) comes back exactly too.
    const learned = await row(tree!.id);
    clock.advance(10 * MINUTE);
    expect((await rate(a.student$, { ...tree!, version: learned.version }, 1)).statusCode).toBe(200);
    expect(
      (await post(a.student$, `/api/reviews/cards/${tree!.id}/undo`, { version: learned.version + 1 }))
        .statusCode,
    ).toBe(200);
    expect(await row(tree!.id)).toEqual(learned);
  });

  it(`flags a card failed ${LEECH_FAILS} times as a leech and suspends it, with a way back`, async () => {
    await at('2026-03-05T10:00:00.000Z');
    await clearCards(a.student.id);
    await addWords(a.student.id, a.tenant.id, ['ghost']);
    let card = (await queue(a.student$)).cards[0]!;
    for (let fail = 1; fail <= LEECH_FAILS; fail++) {
      const res = await rate(a.student$, card, 1);
      expect(res.statusCode, res.body).toBe(200);
      card = res.json().card;
      expect(card.leech).toBe(fail === LEECH_FAILS);
      clock.advance(2 * MINUTE);
    }
    expect((await row(card.id)).suspendedAt).not.toBeNull();
    expect((await queue(a.student$)).cards.map((shown) => shown.id)).not.toContain(card.id);
    const suspended = await t.app.inject({ url: '/api/reviews/suspended', headers: a.student$ });
    expect(suspended.json()).toEqual([
      expect.objectContaining({ id: card.id, en: 'ghost', leech: true, fails: LEECH_FAILS }),
    ]);
    // Not another student's to bring back, nor to see.
    expect((await post(b.student$, `/api/reviews/cards/${card.id}/unsuspend`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/reviews/suspended', headers: b.student$ })).json()).toEqual([]);
    const back = await post(a.student$, `/api/reviews/cards/${card.id}/unsuspend`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual([]);
    clock.advance(10 * MINUTE);
    expect((await queue(a.student$)).cards.map((shown) => shown.id)).toContain(card.id);
  });

  it('practises without touching the FSRS state unless the student reschedules', async () => {
    await at('2026-03-06T10:00:00.000Z');
    await clearCards(a.student.id);
    await addWords(a.student.id, a.tenant.id, ['cloud']);
    const card = (await queue(a.student$)).cards[0]!;
    const before = await row(card.id);
    const practised = await rate(a.student$, card, 1, { practice: true });
    expect(practised.statusCode, practised.body).toBe(200);
    expect(practised.json()).toMatchObject({ applied: false, card: { id: card.id, version: card.version } });
    expect(await row(card.id)).toEqual(before);
    expect(await t.deps.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, card.id))).toEqual([]);
    // Another student's card is not found, practice or not.
    expect((await rate(b.student$, card, 3, { practice: true })).statusCode).toBe(404);
    expect((await rate(a.student$, card, 3)).json()).toMatchObject({ applied: true });
    expect((await row(card.id)).reps).toBe(1);
  });
});
