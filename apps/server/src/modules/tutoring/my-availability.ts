import type { TMyAvailability } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import {
  type Tenant,
  tutorAvailabilityExceptions,
  tutorAvailabilityRules,
  tutorProfiles,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { tutorTerms } from './tutor-slots.ts';
import { DEFAULT_TIME_ZONE, findTutorRow, listExceptions, listRules } from './tutoring.repository.ts';
import { assertTutoringOpen } from './tutoring-access.ts';

/** The signed-in tutor's terms, weekly windows and exceptions, in their own zone. */
export async function getMyAvailability(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  tenant: Tenant,
): Promise<TMyAvailability> {
  assertTutoringOpen(tenant, actor);
  const tutor = await findTutorRow(deps.db, tenant.id, actor.userId);
  if (!tutor) throw new AppError('tutoring.tutor-not-found');
  const [rules, exceptions] = await Promise.all([
    listRules(deps.db, tenant.id, [tutor.id]),
    listExceptions(deps.db, tenant.id, [tutor.id]),
  ]);
  const terms = tutorTerms(tutor.profile);
  return {
    timeZone: tutor.timeZone ?? DEFAULT_TIME_ZONE,
    bio: tutor.profile?.bio ?? '',
    languages: tutor.profile?.languages ?? [],
    sessionLengths: terms.sessionLengths,
    minNoticeHours: Math.round(terms.minNoticeMinutes / 60),
    horizonDays: terms.horizonDays,
    meetingLink: tutor.profile?.meetingLink ?? null,
    rules: rules.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
    exceptions: exceptions.map(({ day, kind, startTime, endTime }) => ({ day, kind, startTime, endTime })),
  };
}

/** Windows whose end is not after their start, as field errors of the form. */
function windowErrors(input: TMyAvailability): FieldError[] {
  const errors: FieldError[] = [];
  input.rules.forEach((rule, i) => {
    if (rule.startTime === '24:00' || rule.endTime <= rule.startTime)
      errors.push({ path: `rules.${i}.endTime`, code: 'tutoring.invalid-window' });
  });
  input.exceptions.forEach((exception, i) => {
    const { startTime, endTime, kind } = exception;
    const whole = startTime === null && endTime === null && kind === 'off';
    if (!whole && (startTime === null || endTime === null || startTime === '24:00' || endTime <= startTime))
      errors.push({ path: `exceptions.${i}.endTime`, code: 'tutoring.invalid-window' });
  });
  return errors;
}

/** The tutor replaces their terms, windows and exceptions (and their time zone, kept on the profile). */
export async function saveMyAvailability(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  tenant: Tenant,
  input: TMyAvailability,
): Promise<TMyAvailability> {
  assertTutoringOpen(tenant, actor);
  const tutor = await findTutorRow(deps.db, tenant.id, actor.userId);
  if (!tutor) throw new AppError('tutoring.tutor-not-found');
  const fields = windowErrors(input);
  if (fields.length > 0) throw new AppError('invalid', { fields });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ timeZone: input.timeZone })
      .where(and(eq(users.tenantId, tenant.id), eq(users.id, tutor.id)));
    const terms = {
      bio: input.bio,
      languages: input.languages,
      sessionLengths: [...new Set(input.sessionLengths)].sort(),
      minNoticeMinutes: input.minNoticeHours * 60,
      horizonDays: input.horizonDays,
      meetingLink: input.meetingLink,
    };
    await tx
      .insert(tutorProfiles)
      .values({ tenantId: tenant.id, userId: tutor.id, ...terms })
      .onConflictDoUpdate({ target: [tutorProfiles.tenantId, tutorProfiles.userId], set: terms });
    const mine = (table: typeof tutorAvailabilityRules | typeof tutorAvailabilityExceptions) =>
      and(eq(table.tenantId, tenant.id), eq(table.tutorId, tutor.id));
    await tx.delete(tutorAvailabilityRules).where(mine(tutorAvailabilityRules));
    await tx.delete(tutorAvailabilityExceptions).where(mine(tutorAvailabilityExceptions));
    if (input.rules.length > 0)
      await tx
        .insert(tutorAvailabilityRules)
        .values(input.rules.map((r) => ({ ...r, tenantId: tenant.id, tutorId: tutor.id })));
    if (input.exceptions.length > 0)
      await tx
        .insert(tutorAvailabilityExceptions)
        .values(input.exceptions.map((e) => ({ ...e, tenantId: tenant.id, tutorId: tutor.id })));
  });
  return getMyAvailability(deps, actor, tenant);
}
