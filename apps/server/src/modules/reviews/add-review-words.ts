import type { TReviewSource } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { cardsOfWords, type ReviewWord } from './review-words.ts';
import { insertCards } from './reviews.repository.ts';

/**
 * Puts words in a student's review queue: two new cards each (recall and listening), due now. A word
 * already there keeps its card, its schedule and its history.
 */
export async function addReviewWords(
  db: DbOrTx,
  input: {
    tenantId: string;
    userId: string;
    words: ReviewWord[];
    source: TReviewSource;
    chapterId?: string | null;
    dictionaryEntryId?: string | null;
    now: Date;
  },
) {
  const cards = cardsOfWords(input.words, input);
  await insertCards(db, input.tenantId, input.userId, cards, input.now);
}
