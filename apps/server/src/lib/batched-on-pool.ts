import type { DbOrTx } from '../db/database.ts';
import { isPool } from '../db/raw-query.ts';
import { batchCalls } from './batch-calls.ts';
import { preparedPerDatabase } from './prepared-per-database.ts';

/**
 * A call per item over a statement that handles many: on the app's pool, items arriving at the same
 * moment share one run (`batchCalls`, one batcher per pool, with these limits); in a transaction, the
 * item runs alone on the transaction's connection.
 */
export function batchedOnPool<In, Out>(
  run: (db: DbOrTx, items: In[]) => Promise<Out[]>,
  options: { maxSize: number; maxInFlight: number },
): (db: DbOrTx, item: In) => Promise<Out> {
  const batched = preparedPerDatabase((db) => batchCalls((items: In[]) => run(db, items), options));
  return async (db, item) => (isPool(db) ? batched(db)(item) : (await run(db, [item]))[0]!);
}
