import type { DbOrTx } from '../db/database.ts';

/**
 * A query built and prepared once per database handle, then only executed: hot reads skip Drizzle's
 * query building on every call (and, with a statement name, PostgreSQL parses it once per connection).
 */
export function preparedPerDatabase<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const byDatabase = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
