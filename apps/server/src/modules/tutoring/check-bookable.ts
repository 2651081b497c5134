import type { DbOrTx } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { tutorSlots, tutorTerms } from './tutor-slots.ts';
import { findTutorRow, listExceptions, listRules, type TutorRow } from './tutoring.repository.ts';

/**
 * Refuses, each with its own reason, a start in the past, inside the tutor's minimum notice, beyond their
 * horizon, a length they do not offer, or a time outside their availability. Overlaps are left to the
 * database's exclusion constraints (the only check that holds under concurrent bookings).
 */
export async function checkBookable(
  db: DbOrTx,
  tenantId: string,
  tutorId: string,
  startsAt: Date,
  lengthMinutes: number,
  now: Date,
): Promise<TutorRow> {
  const tutor = await findTutorRow(db, tenantId, tutorId);
  if (!tutor) throw new AppError('tutoring.tutor-not-found');
  const terms = tutorTerms(tutor.profile);
  if (!terms.sessionLengths.includes(lengthMinutes as 30 | 60))
    throw new AppError('tutoring.length-not-offered');
  if (startsAt.getTime() <= now.getTime()) throw new AppError('tutoring.in-the-past');
  if (startsAt.getTime() < now.getTime() + terms.minNoticeMinutes * 60_000)
    throw new AppError('tutoring.inside-notice', {
      params: { hours: Math.ceil(terms.minNoticeMinutes / 60) },
    });
  if (startsAt.getTime() > now.getTime() + terms.horizonDays * 86_400_000)
    throw new AppError('tutoring.beyond-horizon', { params: { days: terms.horizonDays } });
  const [rules, exceptions] = await Promise.all([
    listRules(db, tenantId, [tutor.id]),
    listExceptions(db, tenantId, [tutor.id]),
  ]);
  const slots = tutorSlots({
    timeZone: tutor.timeZone,
    profile: tutor.profile,
    rules,
    exceptions,
    busy: [],
    from: new Date(startsAt.getTime() - 86_400_000),
    to: new Date(startsAt.getTime() + 86_400_000),
    lengthMinutes,
    now,
    ignoreBounds: true,
  });
  if (!slots.some((slot) => slot.getTime() === startsAt.getTime()))
    throw new AppError('tutoring.outside-availability');
  return tutor;
}

/** The overlap a failed statement broke (PostgreSQL 23P01, exclusion), looking through driver wrappers. */
function overlapOf(error: unknown): 'tutor' | 'student' | null {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  while (current) {
    if (current.code === '23P01') return current.constraint?.includes('student') ? 'student' : 'tutor';
    current = current.cause as typeof current;
  }
  return null;
}

/** The database's refusal of an overlap as the booking's translated error. */
export function overlapError(error: unknown): unknown {
  const overlap = overlapOf(error);
  if (overlap === 'tutor') return new AppError('tutoring.slot-taken');
  if (overlap === 'student') return new AppError('tutoring.student-busy');
  return error;
}
