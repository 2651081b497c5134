import type { DbOrTx } from '../db/database.ts';

/**
 * One value per database handle, made on first use: a cache of one app's database is never consulted
 * for another's (tests run several apps in one process), and it goes away with its handle.
 */
export function perDatabase<T extends object>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const values = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = values.get(db);
    if (!value) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
