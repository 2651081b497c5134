import type { DbOrTx } from './database.ts';
import { type RawStatement, rawRows } from './raw-query.ts';

/**
 * A read by key that callers ask for at the same moment (with `batchedOnPool`), as one statement. One key
 * alone runs `one` with its own parameters. Several run `many` once, its $1 the keys as one JSON array of
 * objects numbered `n` from 1 (`json_to_recordset`): one JSON value whose length PostgreSQL cannot see,
 * so after five runs each connection keeps one generic plan, where arrays would be planned again for each
 * batch (decision 0175). `many` answers one row per key (scalar subqueries or a lateral join that always
 * finds a row), with its `n`; the rows come back in the keys' order.
 */
export function readByKeys<Key, Row>(statements: {
  one: RawStatement;
  many: RawStatement;
  /** The parameters of `one` for a key. */
  params: (key: Key) => unknown[];
  /** A key as an element of `many`'s JSON array (its `n` is added). */
  element: (key: Key) => Record<string, unknown>;
}): (db: DbOrTx, keys: Key[]) => Promise<Row[]> {
  const { one, many, params, element } = statements;
  return async (db, keys) => {
    if (keys.length === 1) return rawRows<Row>(db, one, params(keys[0]!));
    const asked = keys.map((key, i) => ({ ...element(key), n: i + 1 }));
    const rows = await rawRows<Row & { n: number }>(db, many, [JSON.stringify(asked)]);
    return rows.sort((a, b) => a.n - b.n);
  };
}
