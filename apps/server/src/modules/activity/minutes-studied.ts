import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { studyEvents } from './study-events.ts';

/**
 * Minutes studied since an instant, from the learning events (not sign-ins nor payments): the time between consecutive events of a
 * session (pauses over five minutes end it), and one minute for each session's first event.
 */
export async function minutesStudied(db: DbOrTx, tenantId: string, userId: string, since: Date) {
  const { rows } = await db.execute<{ seconds: number }>(sql`
    select coalesce(sum(seconds), 0)::float8 as seconds from ${studyEvents(tenantId, userId, since)} events`);
  return Math.round(Number(rows[0]?.seconds ?? 0) / 60);
}
