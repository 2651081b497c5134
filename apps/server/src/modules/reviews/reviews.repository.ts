import { REVIEW_SETTINGS_DEFAULTS, type TReviewSettings } from '@puente/shared';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { columnsOf, type RawStatement, rawRows } from '../../db/raw-query.ts';
import { type ReviewCard, reviewCards, reviewLogs, reviewSettings, users } from '../../db/schema/index.ts';

const mine = (tenantId: string, userId: string) =>
  and(eq(reviewCards.tenantId, tenantId), eq(reviewCards.userId, userId));

/** The user's time zone and review settings (defaults without a row), in one read. */
export async function loadReviewContext(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db
    .select({
      timeZone: users.timeZone,
      desiredRetention: reviewSettings.desiredRetention,
      dailyNewCards: reviewSettings.dailyNewCards,
    })
    .from(users)
    .leftJoin(
      reviewSettings,
      and(eq(reviewSettings.userId, users.id), eq(reviewSettings.tenantId, users.tenantId)),
    )
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1);
  return {
    timeZone: row?.timeZone ?? null,
    settings: {
      desiredRetention: row?.desiredRetention ?? REVIEW_SETTINGS_DEFAULTS.desiredRetention,
      dailyNewCards: row?.dailyNewCards ?? REVIEW_SETTINGS_DEFAULTS.dailyNewCards,
    } satisfies TReviewSettings,
  };
}

export async function saveReviewSettings(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  settings: TReviewSettings,
) {
  await db
    .insert(reviewSettings)
    .values({ tenantId, userId, ...settings })
    .onConflictDoUpdate({
      target: [reviewSettings.tenantId, reviewSettings.userId],
      set: { ...settings, updatedAt: sql`now()` },
    });
}

export type NewCard = Pick<
  ReviewCard,
  | 'wordKey'
  | 'direction'
  | 'en'
  | 'es'
  | 'example'
  | 'exampleEs'
  | 'source'
  | 'chapterId'
  | 'dictionaryEntryId'
>;

// The user's new cards, one per row of the arrays; a word they already have keeps its card and history.
const insertNewCards: RawStatement = {
  name: 'reviews.insert-new-cards',
  text: `
    insert into review_cards (id, tenant_id, user_id, word_key, direction, en, es, example, example_es, source,
      chapter_id, dictionary_entry_id, due, created_at)
    select c.id, $1::uuid, $2::uuid, c.word_key, c.direction, c.en, c.es, c.example, c.example_es, c.source,
      c.chapter_id, c.dictionary_entry_id, $3::timestamptz, $3::timestamptz
    from unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
      $12::uuid[], $13::uuid[])
      as c(id, word_key, direction, en, es, example, example_es, source, chapter_id, dictionary_entry_id)
    on conflict (tenant_id, user_id, word_key, direction) do nothing`,
};

/** The columns of new cards as the arrays of a statement that inserts them (unnest), but for their ids. */
export function cardColumns(cards: readonly NewCard[]): unknown[] {
  return columnsOf(cards, [
    'wordKey',
    'direction',
    'en',
    'es',
    'example',
    'exampleEs',
    'source',
    'chapterId',
    'dictionaryEntryId',
  ]);
}

/**
 * Adds cards the user does not have yet (a word already in the queue keeps its card and history), with
 * one prepared statement rather than an insert built per call.
 */
export async function insertCards(db: DbOrTx, tenantId: string, userId: string, cards: NewCard[], now: Date) {
  if (cards.length === 0) return;
  await rawRows(db, insertNewCards, [
    tenantId,
    userId,
    now.toISOString(),
    cards.map(() => newId()),
    ...cardColumns(cards),
  ]);
}

/** The user's cards of these words. */
export async function cardsOfWords(db: DbOrTx, tenantId: string, userId: string, wordKeys: string[]) {
  if (wordKeys.length === 0) return [];
  return db
    .select()
    .from(reviewCards)
    .where(and(mine(tenantId, userId), inArray(reviewCards.wordKey, wordKeys)));
}

/** The user's card, locked for the rating (null when it is not theirs). */
export async function lockCard(db: DbOrTx, tenantId: string, userId: string, cardId: string) {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(mine(tenantId, userId), eq(reviewCards.id, cardId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findLog(db: DbOrTx, cardId: string, cardVersion: number) {
  const [row] = await db
    .select({ rating: reviewLogs.rating })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.cardId, cardId), eq(reviewLogs.cardVersion, cardVersion)))
    .limit(1);
  return row ?? null;
}

export async function updateCard(
  db: DbOrTx,
  card: ReviewCard,
  columns: Partial<ReviewCard>,
): Promise<ReviewCard> {
  const [row] = await db
    .update(reviewCards)
    .set({ ...columns, version: card.version + 1 })
    .where(and(eq(reviewCards.id, card.id), eq(reviewCards.version, card.version)))
    .returning();
  return row!;
}

export async function insertLog(db: DbOrTx, log: typeof reviewLogs.$inferInsert) {
  await db.insert(reviewLogs).values(log);
}

/**
 * Learned cards due on each day, given the days' ends (day 0 also holds the overdue ones); a buried
 * card counts on the day it comes back, a suspended one not at all.
 */
export async function dueByDay(db: DbOrTx, tenantId: string, userId: string, dayEnds: Date[]) {
  // Day n counts the cards due before the end of day n (and after the end of day n - 1): the days are
  // local days, 23 or 25 hours long on a daylight-saving change.
  const ends = `{${dayEnds.map((end) => end.toISOString()).join(',')}}`;
  const shown = sql`greatest(${reviewCards.due}, coalesce(${reviewCards.buriedUntil}, ${reviewCards.due}))`;
  const rows = await db
    .select({
      day: sql<number>`width_bucket(${shown}, ${ends}::timestamptz[])`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviewCards)
    .where(
      and(
        mine(tenantId, userId),
        ne(reviewCards.state, 0),
        isNull(reviewCards.suspendedAt),
        sql`${shown} < ${dayEnds.at(-1)?.toISOString() ?? null}::timestamptz`,
      ),
    )
    .groupBy(sql`1`);
  return rows;
}

/** Reviews of learned cards and how many were remembered; ratings since `since`. */
export async function logFigures(db: DbOrTx, tenantId: string, userId: string, since: Date) {
  const [row] = await db
    .select({
      learnedReviews: sql<number>`count(*) filter (where ${reviewLogs.stateBefore} = 2)::int`,
      remembered: sql<number>`count(*) filter (where ${reviewLogs.stateBefore} = 2 and ${reviewLogs.rating} > 1)::int`,
      today: sql<number>`count(*) filter (where ${reviewLogs.reviewedAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.tenantId, tenantId), eq(reviewLogs.userId, userId)));
  return {
    learnedReviews: row?.learnedReviews ?? 0,
    remembered: row?.remembered ?? 0,
    today: row?.today ?? 0,
  };
}
