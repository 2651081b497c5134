import type { TTutoringSessionList } from '@puente/shared';
import { and, gt, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, tutoringSessions } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { presentSession } from './session.presenter.ts';
import { selectSessions, visibleSessions } from './tutoring.repository.ts';
import { assertTutoringOpen, heldAccountOf } from './tutoring-access.ts';

/**
 * The caller's own sessions (as the student or as the tutor), and for an account holder also those of
 * the account's guests: upcoming ones (not ended yet; cancelled
 * ones show as such until their time) soonest first, or past ones latest first.
 */
export async function listMySessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  tenant: Tenant,
  when: 'upcoming' | 'past',
): Promise<TTutoringSessionList> {
  assertTutoringOpen(tenant, actor);
  const now = deps.clock.now();
  const timing = when === 'upcoming' ? gt(tutoringSessions.endsAt, now) : lte(tutoringSessions.endsAt, now);
  const rows = await selectSessions(
    deps.db,
    tenant.id,
    and(visibleSessions(actor.userId, heldAccountOf(actor)), timing),
    when === 'upcoming' ? 'asc' : 'desc',
  );
  return { sessions: rows.map((row) => presentSession(row, actor, tenant.tutoringCancelCutoffHours, now)) };
}
