import type { TReviewEntryStatus } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { getDictionaryEntry } from '../dictionary/index.ts';
import { wordOfEntry } from './dictionary-word.ts';
import { wordKeyOf } from './review-words.ts';
import { cardsOfWords } from './reviews.repository.ts';

/** GET /api/reviews/entries/:id: whether the entry's word is already in the student's queue. */
export async function getEntryReviewStatus(
  deps: Parameters<typeof getDictionaryEntry>[0],
  actor: Actor,
  entryId: string,
): Promise<TReviewEntryStatus> {
  const entry = await getDictionaryEntry(deps, actor, entryId);
  const cards = await cardsOfWords(deps.db, actor.tenantId, actor.userId, [wordKeyOf(wordOfEntry(entry).en)]);
  return { entryId: entry.id, inQueue: cards.length > 0 };
}
