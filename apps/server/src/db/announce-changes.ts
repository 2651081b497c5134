import { batchCalls } from '../lib/batch-calls.ts';
import { preparedPerDatabase } from '../lib/prepared-per-database.ts';
import type { DbOrTx } from './database.ts';
import { isPool, type RawStatement, rawRows } from './raw-query.ts';

/** The channel every change announcement goes out on (database triggers and the app alike). */
export const INVALIDATION_CHANNEL = 'puente_invalidate';

const announce: RawStatement = {
  name: 'announce-changes',
  text: `select pg_notify('${INVALIDATION_CHANNEL}', tag) from unnest($1::text[]) as tag`,
};

/**
 * Announces changes (`kind:id`, e.g. `learner:<user id>`) to every instance's caches. For writes whose
 * announcement the app makes instead of a trigger: a notifying transaction holds PostgreSQL's
 * notification lock through its commit (while the disk syncs), so notifying writes commit one at a
 * time; an announcement on its own writes nothing to wait for. On the app's pool the announcements
 * asked for together go in one statement, after the write has committed and before the caller
 * answers; in a transaction, they go with it (delivered at its commit).
 */
export function announceChanges(db: DbOrTx, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return Promise.resolve();
  if (!isPool(db)) return rawRows(db, announce, [[...new Set(tags)]]).then(() => undefined);
  return batchedAnnouncements(db)(tags);
}

const batchedAnnouncements = preparedPerDatabase<(tags: readonly string[]) => Promise<void>>((db) =>
  batchCalls(
    async (batches: (readonly string[])[]) => {
      await rawRows(db, announce, [[...new Set(batches.flat())]]);
      return batches.map(() => undefined);
    },
    { maxSize: 256, maxInFlight: 1 },
  ),
);
