import { type SQL, sql } from 'drizzle-orm';
import { eventsOfUser, LEARNING_KINDS } from './events-of-user.ts';

/** A pause longer than this ends a study session. */
const SESSION_GAP_SECONDS = 300;

/**
 * A user's learning events (not sign-ins nor payments) since an instant, as a subquery of
 * (created_at, resource_type, resource_id, seconds): the seconds of study each event ends, that is the time
 * since the session's previous event (pauses over five minutes end a session), or 60 for a session's first
 * event. The exercise checks are the user's attempts (eventsOfUser).
 */
export function studyEvents(tenantId: string, userId: string, since: Date | null): SQL {
  return sql`(
    select created_at, resource_type, resource_id,
      case when gap is null or gap > ${SESSION_GAP_SECONDS} then 60 else gap end as seconds
    from (
      select created_at, resource_type, resource_id,
        extract(epoch from created_at - lag(created_at) over (order by created_at))::float8 as gap
      from ${eventsOfUser(
        tenantId,
        userId,
        since ? sql`created_at >= ${since.toISOString()}::timestamptz` : sql`true`,
        LEARNING_KINDS,
      )} events
    ) timed
  )`;
}
