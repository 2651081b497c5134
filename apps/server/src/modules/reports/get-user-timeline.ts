import type { TUserTimeline } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { readDb } from './read-db.ts';
import { findReportUser, userEvents } from './reports.repository.ts';

/** The most recent events of a timeline (its range narrows it further). */
const TIMELINE_LIMIT = 200;

/**
 * One user's events over a range of the school's days, newest first: the drill-down of the user activity
 * report. The account's payments and auto-pay charges are the school's money: only with `finance`.
 */
export async function getUserTimeline(
  deps: Pick<AppDeps, 'db' | 'readDb'>,
  school: { id: string; timeZone: string },
  filter: { from: string; to: string; userId: string },
  caller: { finance: boolean },
): Promise<TUserTimeline> {
  const db = readDb(deps);
  const tenantId = school.id;
  const user = await findReportUser(db, tenantId, filter.userId);
  if (!user) throw new AppError('user.not-found');
  const events = await userEvents(
    db,
    tenantId,
    filter.userId,
    filter.from,
    filter.to,
    TIMELINE_LIMIT,
    school.timeZone,
    caller.finance,
  );
  return { user, events };
}
