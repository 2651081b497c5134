import type { TestApp } from './build-test-app.ts';

/** Calls `seen` with every query the app's pool is asked while `run` runs (a transaction's are not). */
async function spyOnPool(
  t: TestApp,
  seen: (config: unknown, values: unknown) => void,
  run: () => Promise<unknown>,
): Promise<void> {
  const pool = t.deps.database.pool;
  const query = pool.query;
  const spy = (config: unknown, ...rest: unknown[]) => {
    seen(config, rest[0]);
    return (query as (...args: unknown[]) => unknown).call(pool, config, ...rest);
  };
  pool.query = spy as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
}

/**
 * What the app's pool is asked to run while `run` runs: a named statement by its name, any other by its
 * SQL text. Counts round trips outside transactions (a transaction checks out its own client). `run`
 * gets the list as it grows.
 */
export async function statementsDuring(
  t: TestApp,
  run: (seen: readonly string[]) => Promise<unknown>,
): Promise<string[]> {
  const seen: string[] = [];
  await spyOnPool(
    t,
    (config) => {
      const named = config as { name?: string; text?: string };
      seen.push(typeof config === 'string' ? config : (named.name ?? named.text ?? ''));
    },
    () => run(seen),
  );
  return seen;
}

/** The statements (SQL text and values) the app's pool is asked to run while `run` runs. */
export async function queriesDuring(
  t: TestApp,
  run: () => Promise<unknown>,
): Promise<{ text: string; values: unknown[] }[]> {
  const queries: { text: string; values: unknown[] }[] = [];
  await spyOnPool(
    t,
    (config, values) => {
      const named = config as { text?: string; values?: unknown[] };
      const text = typeof config === 'string' ? config : named.text;
      if (text) queries.push({ text, values: named.values ?? (values as unknown[] | undefined) ?? [] });
    },
    run,
  );
  return queries;
}

/** PostgreSQL's plan (`explain`) of a statement with its values, as one text. */
export async function planOf(t: TestApp, query: { text: string; values: unknown[] }): Promise<string> {
  const { rows } = await t.deps.database.pool.query<{ 'QUERY PLAN': string }>(
    `explain ${query.text}`,
    query.values,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
