import type { TestApp } from './build-test-app.ts';

/**
 * What the app's pool is asked to run while `run` runs: a named statement by its name, any other by its
 * SQL text. Counts round trips outside transactions (a transaction checks out its own client). `run`
 * gets the list as it grows.
 */
export async function statementsDuring(
  t: TestApp,
  run: (seen: readonly string[]) => Promise<unknown>,
): Promise<string[]> {
  const pool = t.deps.database.pool;
  const seen: string[] = [];
  const query = pool.query;
  const spy = (config: unknown, ...rest: unknown[]) => {
    const named = config as { name?: string; text?: string };
    seen.push(typeof config === 'string' ? config : (named.name ?? named.text ?? ''));
    return (query as (...args: unknown[]) => unknown).call(pool, config, ...rest);
  };
  pool.query = spy as typeof pool.query;
  try {
    await run(seen);
  } finally {
    pool.query = query;
  }
  return seen;
}
