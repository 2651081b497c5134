import type { TReviewEntryStatus } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { getDictionaryEntry } from '../dictionary/index.ts';
import { addReviewWords } from './add-review-words.ts';
import { wordOfEntry } from './dictionary-word.ts';

/** POST /api/reviews/entries/:id: "add to my reviews" from the dictionary (idempotent). */
export async function addEntryToReviews(
  deps: Parameters<typeof getDictionaryEntry>[0],
  actor: Actor,
  entryId: string,
): Promise<TReviewEntryStatus> {
  const entry = await getDictionaryEntry(deps, actor, entryId);
  await addReviewWords(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    words: [wordOfEntry(entry)],
    source: 'dictionary',
    dictionaryEntryId: entry.id,
    now: deps.clock.now(),
  });
  return { entryId: entry.id, inQueue: true };
}
