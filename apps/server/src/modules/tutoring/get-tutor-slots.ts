import type { TTutorSlots, ZSlotsQuery } from '@puente/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tenant } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { tutorSlots, tutorTerms } from './tutor-slots.ts';
import { busySpans, findTutorRow, listExceptions, listRules } from './tutoring.repository.ts';
import { assertTutoringOpen } from './tutoring-access.ts';

const MAX_RANGE_MS = 92 * 86_400_000;

/** A tutor's free slots of one length between two instants (at most about three months). */
export async function getTutorSlots(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  tenant: Tenant,
  tutorId: string,
  query: z.output<typeof ZSlotsQuery>,
): Promise<TTutorSlots> {
  assertTutoringOpen(tenant, actor);
  const tutor = await findTutorRow(deps.db, tenant.id, tutorId);
  if (!tutor) throw new AppError('tutoring.tutor-not-found');
  const from = new Date(query.from);
  const to = new Date(Math.min(new Date(query.to).getTime(), from.getTime() + MAX_RANGE_MS));
  const terms = tutorTerms(tutor.profile);
  if (!terms.sessionLengths.includes(query.length)) throw new AppError('tutoring.length-not-offered');
  const [rules, exceptions, busy] = await Promise.all([
    listRules(deps.db, tenant.id, [tutor.id]),
    listExceptions(deps.db, tenant.id, [tutor.id]),
    busySpans(deps.db, tenant.id, [tutor.id], { start: from, end: to }),
  ]);
  const slots = tutorSlots({
    timeZone: tutor.timeZone,
    profile: tutor.profile,
    rules,
    exceptions,
    busy: busy.get(tutor.id) ?? [],
    from,
    to,
    lengthMinutes: query.length,
    now: deps.clock.now(),
  });
  return {
    tutorTimeZone: tutor.timeZone ?? 'UTC',
    lengthMinutes: query.length,
    slots: slots.map((s) => s.toISOString()),
  };
}
