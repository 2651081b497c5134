import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type ReviewCard, type ReviewUndo, reviewCards, reviewLogs } from '../../../db/schema/index.ts';

const mine = (tenantId: string, userId: string) =>
  and(eq(reviewCards.tenantId, tenantId), eq(reviewCards.userId, userId));

/** The other cards of a card's word (its siblings), locked, with their burial. */
export async function lockSiblings(db: DbOrTx, card: ReviewCard) {
  return db
    .select({ id: reviewCards.id, buriedUntil: reviewCards.buriedUntil })
    .from(reviewCards)
    .where(
      and(
        mine(card.tenantId, card.userId),
        eq(reviewCards.wordKey, card.wordKey),
        ne(reviewCards.id, card.id),
      ),
    )
    .for('update');
}

/** Buries cards until an instant (the end of the student's day), or restores each one's own burial. */
export async function setBurial(
  db: DbOrTx,
  card: ReviewCard,
  burial: { id: string; buriedUntil: Date | null }[],
) {
  for (const sibling of burial) {
    await db
      .update(reviewCards)
      .set({ buriedUntil: sibling.buriedUntil })
      .where(and(mine(card.tenantId, card.userId), eq(reviewCards.id, sibling.id)));
  }
}

/** Times a card was rated Again (its log, so an undone rating no longer counts). */
export async function countFails(db: DbOrTx, cardId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.cardId, cardId), eq(reviewLogs.rating, 1)));
  return row?.n ?? 0;
}

/** A new rating makes the previous one final: only the user's last rating can be undone. */
export async function clearUndo(db: DbOrTx, tenantId: string, userId: string) {
  await db
    .update(reviewLogs)
    .set({ undo: null })
    .where(and(eq(reviewLogs.tenantId, tenantId), eq(reviewLogs.userId, userId), isNotNull(reviewLogs.undo)));
}

/** The card's rating given on `cardVersion`, when it is still the one that can be undone. */
export async function findUndoableLog(db: DbOrTx, cardId: string, cardVersion: number) {
  const [row] = await db
    .select({ id: reviewLogs.id, rating: reviewLogs.rating, undo: reviewLogs.undo })
    .from(reviewLogs)
    .where(
      and(eq(reviewLogs.cardId, cardId), eq(reviewLogs.cardVersion, cardVersion), isNotNull(reviewLogs.undo)),
    )
    .limit(1);
  return row?.undo ? { id: row.id, rating: row.rating, undo: row.undo } : null;
}

export async function deleteLog(db: DbOrTx, logId: string) {
  await db.delete(reviewLogs).where(eq(reviewLogs.id, logId));
}

/** The card put back exactly as it was before a rating, at the version that rating was given on. */
export async function restoreCard(db: DbOrTx, card: ReviewCard, undo: ReviewUndo, version: number) {
  const [row] = await db
    .update(reviewCards)
    .set({
      due: new Date(undo.due),
      stability: undo.stability,
      difficulty: undo.difficulty,
      elapsedDays: undo.elapsedDays,
      scheduledDays: undo.scheduledDays,
      learningSteps: undo.learningSteps,
      reps: undo.reps,
      lapses: undo.lapses,
      state: undo.state,
      lastReview: undo.lastReview ? new Date(undo.lastReview) : null,
      buriedUntil: undo.buriedUntil ? new Date(undo.buriedUntil) : null,
      suspendedAt: undo.suspendedAt ? new Date(undo.suspendedAt) : null,
      leech: undo.leech,
      version,
    })
    .where(and(mine(card.tenantId, card.userId), eq(reviewCards.id, card.id)))
    .returning();
  return row!;
}

/** The user's suspended cards, most recently suspended first, with how often each was failed. */
export async function listSuspended(db: DbOrTx, tenantId: string, userId: string) {
  return db
    .select({
      id: reviewCards.id,
      direction: reviewCards.direction,
      en: reviewCards.en,
      es: reviewCards.es,
      leech: reviewCards.leech,
      suspendedAt: reviewCards.suspendedAt,
      // Correlated by hand: inside a subquery Drizzle would leave the column names unqualified.
      fails: sql<number>`(select count(*)::int from review_logs l where l.card_id = review_cards.id and l.rating = 1)`,
    })
    .from(reviewCards)
    .where(and(mine(tenantId, userId), isNotNull(reviewCards.suspendedAt)))
    .orderBy(desc(reviewCards.suspendedAt), reviewCards.en);
}

/** Brings the user's card back to the queue; false when it is not theirs. */
export async function unsuspendCard(db: DbOrTx, tenantId: string, userId: string, cardId: string) {
  const rows = await db
    .update(reviewCards)
    .set({ suspendedAt: null })
    .where(and(mine(tenantId, userId), eq(reviewCards.id, cardId)))
    .returning({ id: reviewCards.id });
  return rows.length > 0;
}
