import { type SQL, sql } from 'drizzle-orm';

/** Learning events only: not sign-ins nor an account's payments. */
export const LEARNING_KINDS = sql`kind <> 'user.signed-in' and kind not like 'payment.%' and kind not like 'autopay.%'`;

/**
 * A user's events as a subquery of (id, created_at, kind, resource_type, resource_id, detail): the rows of
 * activity_events whose kind passes `kinds`, and each exercise check, which is its attempt (an
 * 'exercise.checked' on the exercise with { correct, score }; no event row is written for it, decision
 * 0167). `when` is a condition on created_at, applied to both. Read through the indexes on (tenant, user,
 * created_at) of the events and (tenant, user, …) of the attempts.
 */
export function eventsOfUser(tenantId: string, userId: string, when: SQL, kinds: SQL = sql`true`): SQL {
  return sql`(
    select id, created_at, kind, resource_type, resource_id, detail from activity_events
    where tenant_id = ${tenantId} and user_id = ${userId} and ${when} and ${kinds}
    union all
    select id, created_at, 'exercise.checked', 'exercise', exercise_id,
      jsonb_build_object('correct', correct, 'score', score)
    from exercise_attempts
    where tenant_id = ${tenantId} and user_id = ${userId} and ${when}
  )`;
}
