import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';

/** How long a session's row is kept once it has expired (revoked ones expire too, within their chain). */
export const SESSION_RETENTION_DAYS = 30;
/** How long a one-time password's row is kept once it has expired (used or not). */
const ONE_TIME_PASSWORD_RETENTION_DAYS = 1;
/** Rows deleted per statement: each is its own short transaction. */
const SWEEP_BATCH = 5_000;
/** Statements per run and table at most (an hour's run never outlasts its job); the next hour goes on. */
const SWEEP_MAX_BATCHES = 100;

const DAY_MS = 86_400_000;

export type SweepCounts = { sessions: number; oneTimePasswords: number };

/**
 * Deletes the sign-in credentials nobody can use any more (decision 0190): sessions expired more than
 * SESSION_RETENTION_DAYS ago and one-time passwords expired more than ONE_TIME_PASSWORD_RETENTION_DAYS
 * ago, in every school. A session is never refreshed or extended in place (a refresh issues a new row and
 * an impersonation never outlives its administrator's session), so one expired that long has signed in
 * nothing for a month; a session that impersonation writes name is kept with them (the record of what an
 * administrator did). Without it every sign-in and every hourly refresh left a row for good. Deletes a
 * batch at a time, skipping rows another transaction holds (a revocation), so it never waits on a request.
 */
export async function sweepExpiredCredentials(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  batch = SWEEP_BATCH,
  maxBatches = SWEEP_MAX_BATCHES,
): Promise<SweepCounts> {
  const sessionsBefore = new Date(now.getTime() - SESSION_RETENTION_DAYS * DAY_MS).toISOString();
  const codesBefore = new Date(now.getTime() - ONE_TIME_PASSWORD_RETENTION_DAYS * DAY_MS).toISOString();
  const sessions = await inBatches(batch, maxBatches, async () => {
    const { rowCount } = await deps.db.execute(sql`
      delete from sessions where id in (
        select s.id from sessions s
        where s.expires_at < ${sessionsBefore}::timestamptz
          and not exists (select 1 from impersonation_writes w where w.session_id = s.id)
        limit ${batch}
        for update of s skip locked)`);
    return rowCount ?? 0;
  });
  const oneTimePasswords = await inBatches(batch, maxBatches, async () => {
    const { rowCount } = await deps.db.execute(sql`
      delete from one_time_passwords where id in (
        select id from one_time_passwords where expires_at < ${codesBefore}::timestamptz
        limit ${batch}
        for update skip locked)`);
    return rowCount ?? 0;
  });
  return { sessions, oneTimePasswords };
}

/** Runs a deleting statement until it deletes less than a whole batch, or maxBatches times; the total. */
async function inBatches(batch: number, maxBatches: number, run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const deleted = await run();
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}
