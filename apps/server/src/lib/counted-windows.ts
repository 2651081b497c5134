import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { signInCounts } from '../db/schema/index.ts';

/** One rate-limit bucket: its key in `sign_in_counts` and the most it allows in a window. */
export type Bucket = { key: string; max: number };

export type BucketCount = { key: string; count: number; window_ends_at: string };

/**
 * Counts one in each bucket (a window that has ended starts again at 1) and drops other windows that have
 * ended, in one statement; answers each bucket's count and window end. The counts are in the database,
 * so every instance of the app shares them (decision 0035). Inside a transaction the counted rows stay
 * locked until it ends (a rollback takes the counts back); the clean-up skips rows another transaction
 * holds, so two such transactions never wait on each other through it.
 */
export async function countInWindows(
  db: Database,
  buckets: Bucket[],
  now: Date,
  windowMs: number,
): Promise<BucketCount[]> {
  const at = now.toISOString();
  const ends = new Date(now.getTime() + windowMs).toISOString();
  // Keys in one order (as uncountInWindows locks them), so two statements never lock two rows crosswise.
  const keys = sql.join(
    buckets
      .map((bucket) => bucket.key)
      .sort()
      .map((key) => sql`${key}`),
    sql`, `,
  );
  const { rows } = await db.execute<BucketCount>(sql`
    with expired as (
      delete from ${signInCounts} where key in (
        select key from ${signInCounts}
        where window_ends_at <= ${at}::timestamptz and key not in (${keys})
        for update skip locked
      )
    )
    insert into ${signInCounts} as c (key, count, window_ends_at)
    select key, 1, ${ends}::timestamptz from unnest(array[${keys}]::text[]) as key
    on conflict (key) do update set
      count = case when c.window_ends_at > ${at}::timestamptz then c.count + 1 else 1 end,
      window_ends_at = case when c.window_ends_at > ${at}::timestamptz then c.window_ends_at
        else excluded.window_ends_at end
    returning key, count, window_ends_at`);
  return rows;
}

/**
 * Takes back one count from each bucket whose window is still open: an attempt counted before it was
 * checked that turned out not to count (a successful login against its IP, a refused one).
 */
export async function uncountInWindows(db: Database, keys: string[], now: Date): Promise<void> {
  // The rows are locked in key order, as countInWindows takes them: in scan order a concurrent count of the
  // same keys could hold one and wait for the other (a deadlock, one of them answering 500).
  await db.execute(sql`
    update ${signInCounts} set count = count - 1
    where key in (
      select key from ${signInCounts}
      where key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}) and count > 0 and window_ends_at > ${now.toISOString()}::timestamptz
      order by key
      for update
    )`);
}
