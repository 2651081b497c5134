import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { eventsOfUser, LEARNING_KINDS } from './events-of-user.ts';

/** A pause longer than this ends a study session (as minutesStudied counts). */
const SESSION_GAP_SECONDS = 300;

/**
 * Minutes studied on each day since an instant, the days reckoned in a time zone (a known IANA name):
 * the same reckoning as minutesStudied, each session's time counted on the day of its events. Days
 * without study are left out. Keys: the local dates, YYYY-MM-DD.
 */
export async function minutesByDay(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  since: Date,
  timeZone: string,
): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ day: string; seconds: number }>(sql`
    select to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
      sum(case when gap is null or gap > ${SESSION_GAP_SECONDS} then 60 else gap end)::float8 as seconds
    from (
      select created_at, extract(epoch from created_at - lag(created_at) over (order by created_at)) as gap
      from ${eventsOfUser(tenantId, userId, sql`created_at >= ${since.toISOString()}::timestamptz`, LEARNING_KINDS)} learning
    ) events
    group by 1`);
  return new Map(rows.map((row) => [row.day, Math.round(Number(row.seconds) / 60)]));
}
