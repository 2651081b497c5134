import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';

/** A pause longer than this ends a study session. */
const SESSION_GAP_SECONDS = 300;

/**
 * Minutes studied since an instant, from the learning events (not sign-ins nor payments): the time between consecutive events of a
 * session (pauses over five minutes end it), and one minute for each session's first event.
 */
export async function minutesStudied(db: DbOrTx, tenantId: string, userId: string, since: Date) {
  const { rows } = await db.execute<{ seconds: number }>(sql`
    select coalesce(sum(case when gap is null or gap > ${SESSION_GAP_SECONDS} then 60 else gap end), 0)::float8 as seconds
    from (
      select extract(epoch from created_at - lag(created_at) over (order by created_at)) as gap
      from activity_events
      where tenant_id = ${tenantId} and user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz
        and kind <> 'user.signed-in' and kind not like 'payment.%' and kind not like 'autopay.%'
    ) events`);
  return Math.round(Number(rows[0]?.seconds ?? 0) / 60);
}
