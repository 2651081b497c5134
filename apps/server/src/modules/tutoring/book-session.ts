import type { TTutoringSession, ZBookSession } from '@puente/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { type Tenant, tutoringSessions } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/index.ts';
import { postTutoringCharge } from '../billing/index.ts';
import { findResumeLesson } from '../catalog/index.ts';
import { checkBookable, overlapError } from './check-bookable.ts';
import { mailBothSides } from './mail/tutoring-mail.ts';
import { presentSession } from './session.presenter.ts';
import { findPerson, findSession } from './tutoring.repository.ts';
import { assertBookingOpen, mayBookPaidSession } from './tutoring-access.ts';

/** The meeting link: the tutor's own, else the school's provider pattern with the session's id. */
function meetingLinkFor(tutorLink: string | null | undefined, pattern: string | null, sessionId: string) {
  if (tutorLink) return tutorLink;
  return pattern ? pattern.replaceAll('{id}', sessionId) : null;
}

/**
 * A student books a tutor's free slot. The checks give each refusal its reason; the database's
 * exclusion constraints refuse an overlap for the tutor or the student (concurrent bookings of one slot
 * make one session, the others 409 tutoring.slot-taken). A paid session posts its charge in the same
 * transaction. A guest books a paid session only when the school allows it (403
 * tutoring.guest-paid-not-allowed otherwise): the charge goes to the account holder's account.
 */
export async function bookSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  actor: Actor,
  tenant: Tenant,
  input: z.output<typeof ZBookSession>,
): Promise<TTutoringSession> {
  assertBookingOpen(tenant);
  if (input.tutorId === actor.userId) throw new AppError('tutoring.own-session');
  const now = deps.clock.now();
  const startsAt = new Date(input.startsAt);
  const tutor = await checkBookable(deps.db, tenant.id, input.tutorId, startsAt, input.lengthMinutes, now);
  const student = await findPerson(deps.db, tenant.id, actor.userId);
  if (!student) throw new AppError('system.unauthorized');
  const resume = await findResumeLesson(deps.db, tenant.id, actor.userId);
  const contextLabel = resume ? `${resume.courseTitleEs} · ${resume.chapterTitleEs}` : '';
  const priceCents = student.accountId ? tenant.tutoringSessionPriceCents : 0;
  // A guest's paid session is charged to the holder's account: only when the school allows it.
  if (priceCents > 0 && !mayBookPaidSession(student, tenant))
    throw new AppError('tutoring.guest-paid-not-allowed');
  const session = await deps.db
    .transaction(async (tx) => {
      const id = newId();
      const [row] = await tx
        .insert(tutoringSessions)
        .values({
          id,
          tenantId: tenant.id,
          tutorId: tutor.id,
          studentId: actor.userId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + input.lengthMinutes * 60_000),
          note: input.note,
          courseId: resume?.courseId ?? null,
          contextLabel,
          studentTimeZone: input.timeZone,
          meetingLink: meetingLinkFor(tutor.profile?.meetingLink, tenant.tutoringMeetingUrlPattern, id),
          priceCents,
          accountId: student.accountId,
          createdAt: now,
        })
        .returning();
      await recordActivity(tx, {
        tenantId: tenant.id,
        userId: actor.userId,
        kind: 'tutoring.booked',
        resourceType: 'tutoring-session',
        resourceId: id,
        at: now,
      });
      if (priceCents > 0 && student.accountId) {
        await postTutoringCharge(tx, {
          tenantId: tenant.id,
          accountId: student.accountId,
          sessionId: row!.id,
          amountCents: priceCents,
          reason: `Tutoría / Tutoring ${startsAt.toISOString()}`,
          reversal: false,
          at: now,
        });
      }
      return row!;
    })
    .catch((error: unknown) => {
      throw overlapError(error);
    });
  await mailBothSides(deps, session, tutor, { ...student, timeZone: input.timeZone }, 'booked');
  const row = await findSession(deps.db, tenant.id, session.id);
  return presentSession(row!, actor, tenant.tutoringCancelCutoffHours, now);
}
