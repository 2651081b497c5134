import type { TTutorList } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Tenant } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { bookingBounds, tutorSlots, tutorTerms } from './tutor-slots.ts';
import { busySpans, findPerson, listExceptions, listRules, listTutorRows } from './tutoring.repository.ts';
import { assertTutoringOpen, mayBookPaidSession } from './tutoring-access.ts';

/** The school's tutors with their bio, languages, lengths and first free slot. */
export async function listTutors(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  tenant: Tenant,
): Promise<TTutorList> {
  assertTutoringOpen(tenant, actor);
  const now = deps.clock.now();
  const tutors = (await listTutorRows(deps.db, tenant.id)).filter((t) => t.id !== actor.userId);
  const ids = tutors.map((t) => t.id);
  const span = { start: now, end: new Date(now.getTime() + 91 * 86_400_000) };
  const [rules, exceptions, busy, viewer] = await Promise.all([
    listRules(deps.db, tenant.id, ids),
    listExceptions(deps.db, tenant.id, ids),
    busySpans(deps.db, tenant.id, ids, span),
    findPerson(deps.db, tenant.id, actor.userId),
  ]);
  return {
    priceCents: tenant.tutoringSessionPriceCents,
    viewerTimeZone: viewer?.timeZone ?? null,
    canBook: tenant.tutoringEnabled && actor.scopes.includes('student'),
    mayBookPaid: viewer ? mayBookPaidSession(viewer, tenant) : false,
    tutors: tutors.map((tutor) => {
      const terms = tutorTerms(tutor.profile);
      const { latest } = bookingBounds(tutor.profile, now);
      const [next] = tutorSlots({
        timeZone: tutor.timeZone,
        profile: tutor.profile,
        rules: rules.filter((r) => r.tutorId === tutor.id),
        exceptions: exceptions.filter((e) => e.tutorId === tutor.id),
        busy: busy.get(tutor.id) ?? [],
        from: now,
        to: latest,
        lengthMinutes: Math.min(...terms.sessionLengths),
        now,
      });
      return {
        id: tutor.id,
        name: `${tutor.firstName} ${tutor.lastName}`.trim(),
        bio: tutor.profile?.bio ?? '',
        languages: tutor.profile?.languages ?? [],
        sessionLengths: terms.sessionLengths,
        timeZone: tutor.timeZone ?? 'UTC',
        nextSlot: next ? next.toISOString() : null,
      };
    }),
  };
}
