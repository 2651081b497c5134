import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { reviewCards } from '../db/schema/index.ts';
import type { Actor } from '../lib/actor.ts';
import { rateReviewCard } from '../modules/reviews/index.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** When the demo student reviewed before today: days ago and minutes into that session. */
const SESSIONS: [daysAgo: number, minutes: number][] = [
  [5, 0],
  [5, 10],
  [3, 30],
  [2, 30],
];

/**
 * The demo student's review history: the words of the first completed lesson reviewed over the last
 * days (mostly Good, some Easy, now and then Again), so today some of them are due, the forecast has days ahead and
 * the retention has a figure; the second lesson's words wait as new cards.
 */
export async function seedReviews(db: DbOrTx, actor: Actor, chapterId: string, now: Date) {
  let turn = 0;
  for (const [daysAgo, minutes] of SESSIONS) {
    const when = new Date(now.getTime() - daysAgo * DAY + minutes * MINUTE);
    const due = await db
      .select()
      .from(reviewCards)
      .where(
        and(
          eq(reviewCards.tenantId, actor.tenantId),
          eq(reviewCards.userId, actor.userId),
          eq(reviewCards.chapterId, chapterId),
          lte(reviewCards.due, when),
        ),
      )
      .orderBy(reviewCards.due, reviewCards.id);
    for (const card of due) {
      turn += 1;
      const rating = turn % 7 === 0 ? 1 : turn % 3 === 0 ? 4 : 3;
      await rateReviewCard({ db, clock: { now: () => when } }, actor, card.id, {
        rating,
        version: card.version,
      });
    }
  }
}
