import type { TReviewEntryStatus } from '@puente/shared';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { getDictionaryEntry } from '../dictionary/index.ts';
import { addReviewWords } from './add-review-words.ts';
import { wordOfEntry } from './dictionary-word.ts';

/** POST /api/reviews/entries/:id: "add to my reviews" from the dictionary (idempotent). */
export async function addEntryToReviews(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  entryId: string,
): Promise<TReviewEntryStatus> {
  const entry = await getDictionaryEntry(deps.db, actor, entryId);
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
