import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from './database.ts';

/**
 * A hot statement written once as parameterised SQL (`$1`, `$2`…). On the app's pool it runs as a named
 * prepared statement (each connection parses and plans it once, and no query is built per request);
 * in a transaction it runs through Drizzle on the transaction's connection. Results are parsed by `pg`
 * in the first case and by Drizzle's `pg` settings in the second (timestamps may come back as text):
 * return numbers, booleans, text or JSON, e.g. a time as float8 epoch milliseconds.
 */
export type RawStatement = { name: string; text: string };

const placeholder = /\$(\d+)/g;

/** The statement as Drizzle SQL with these values bound, for a transaction handle. */
function boundSql(statement: RawStatement, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of statement.text.matchAll(placeholder)) {
    chunks.push(sql.raw(statement.text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(statement.text.slice(last)));
  return sql.join(chunks);
}

/** The app's pool (as opposed to a transaction's connection). */
export const isPool = (db: DbOrTx) => (db as { $client?: pg.Pool }).$client !== undefined;

/** Runs a raw statement and answers its rows. Values: text, numbers, booleans, null, arrays of those (JSON as text). */
export async function rawRows<Row>(db: DbOrTx, statement: RawStatement, values: unknown[]): Promise<Row[]> {
  const client = (db as { $client?: pg.Pool }).$client;
  if (client) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as Row[];
  }
  const result = await db.execute(boundSql(statement, values));
  return result.rows as Row[];
}

/**
 * Rows as one array per column, in the order of `keys`: the values of a statement that inserts them with
 * `unnest($1::type[], $2::type[], …)`. Dates go as ISO text.
 */
export function columnsOf<Row, Key extends keyof Row>(
  rows: readonly Row[],
  keys: readonly Key[],
): unknown[][] {
  return keys.map((key) =>
    rows.map((row) => {
      const value = row[key];
      return value instanceof Date ? value.toISOString() : value;
    }),
  );
}
